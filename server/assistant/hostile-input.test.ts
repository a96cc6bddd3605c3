import { describe, expect, it } from "vitest";
import { MAX_CHAT_MESSAGE } from "../../contract/chat-limits";
import { type Asked, extractLead } from "./extract";
import { offlineReply } from "./offline-engine";
import { questions } from "./questions";
import { siteKnowledge } from "./site-knowledge";
import { type ChatTurn, detailFields } from "./types";

/**
 * Security review H1: one regex backtracked cubically on a 2,000-character reply to "How many
 * years of experience do you have?" and froze the event loop for 1.4 s per message. Every
 * extractor, in every state the assistant can be in, must stay linear on the longest message a
 * visitor may send. Timed as the fastest of a few runs; the bound is a few milliseconds, or a
 * few times an ordinary 2,000-character message measured in the same run when the machine is
 * busy (other test files run beside this one). Either is far below the seconds a super-linear
 * pattern takes.
 */
const BOUND_MS = 8;
const TIMES_ORDINARY = 6;
const RUNS = 5;

/** An ordinary long message: a visitor's story, the same length as the hostile ones. */
const ordinary = fill(
  "Hello, I am a procurement officer in Nairobi with five years at a bank and I want a new CV. ",
  ".",
);

/** Fills MAX_CHAT_MESSAGE characters with `unit`, then ends with `tail` (which breaks a match). */
function fill(unit: string, tail = "x"): string {
  const body = unit.repeat(Math.ceil(MAX_CHAT_MESSAGE / unit.length));
  return body.slice(0, MAX_CHAT_MESSAGE - tail.length) + tail;
}

const hostile: Record<string, string> = {
  "digit, spaces, letter": `1${" ".repeat(MAX_CHAT_MESSAGE - 2)}x`,
  "word, spaces, plus, dot": `five${" ".repeat(900)}+${" ".repeat(900)}.${" ".repeat(190)}x`,
  "mixed whitespace": fill(" \t\n\r\u00a0\u2003"),
  "spaced digits": fill("1 "),
  "spaced plus and dots": fill("5 + . "),
  "digits only": fill("1"),
  "letters only": fill("a"),
  punctuation: fill(".,;:!?-"),
  "repeated short words": fill("Am "),
  "repeated introductions": fill("my name is "),
  "repeated self intros": fill("I'm a "),
  "repeated money": fill("ksh 5k to "),
  "repeated money words": fill("5 000 elfu bob "),
  "repeated phones": fill("0712 345 678 "),
  "repeated email parts": fill("a@b."),
  "spoken email": fill("jane at gmail dot "),
  "repeated negations": fill("not one: "),
  "repeated years": fill("over 5 years "),
  "swahili years": fill("miaka "),
  "repeated goals": fill("i want to "),
  "repeated challenges": fill("rejected, "),
  emoji: fill("😀 "),
  dashes: fill("- "),
  "capitalised words": fill("Jane Wanjiku Otieno "),
  "company intro": fill("work at A "),
  "repeated name labels": fill("Surname is my first name "),
  "repeated parent address": fill("Mama yake "),
  "repeated organisations": fill("We are A B "),
  "repeated preparation": fill("interview prepare me for "),
  "repeated sign-offs": fill("Regards, "),
  "repeated titles": fill("Capt. (Rtd) "),
};

/** Every state the assistant can be in when the visitor's message arrives. */
const askedStates: Asked[] = [undefined, ...(Object.keys(questions) as Asked[]), "lastName"];

function fastest(run: () => unknown): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

describe("extraction on hostile 2,000-character messages (H1)", () => {
  it("covers every detail field and the longest message allowed", () => {
    for (const field of detailFields) expect(askedStates).toContain(field);
    for (const text of Object.values(hostile)) expect(text.length).toBeLessThanOrEqual(2000);
  });

  for (const asked of askedStates) {
    it(`stays linear when the assistant asked for ${asked ?? "nothing"}`, () => {
      const slow: string[] = [];
      const bound = Math.max(
        BOUND_MS,
        TIMES_ORDINARY * fastest(() => extractLead(ordinary, asked)),
      );
      for (const [name, text] of Object.entries(hostile)) {
        const ms = fastest(() => extractLead(text, asked));
        if (ms > bound) slow.push(`${name}: ${ms.toFixed(1)} ms (bound ${bound.toFixed(1)} ms)`);
      }
      expect(slow).toEqual([]);
    });
  }

  // About 1,500 timed turns: 6 s on a quiet machine, over the 20 s default at load 12.
  it("keeps a whole assistant turn linear after each question, with a hostile history", {
    timeout: 90_000,
  }, () => {
    const slow: string[] = [];
    for (const [field, question] of Object.entries(questions)) {
      // The stored history holds earlier hostile messages too: the engine re-reads it every turn.
      const history: ChatTurn[] = [
        { role: "user", content: "Hi, I need CV writing. My name is John Kamau, phone 0712345678" },
        { role: "assistant", content: questions.currentRole!.en },
        { role: "user", content: hostile["digit, spaces, letter"]! },
        { role: "assistant", content: question.en },
      ];
      const turn = (message: string) => () =>
        offlineReply(
          { sessionId: "hostile-session", history, message, lead: {} },
          { knowledge: siteKnowledge, brand: "Kazi Career Services" },
        );
      // A turn also retrieves an answer from the site's knowledge: allow it a little more.
      const bound = Math.max(3 * BOUND_MS, TIMES_ORDINARY * fastest(turn(ordinary)));
      for (const [name, text] of Object.entries(hostile)) {
        const ms = fastest(turn(text));
        if (ms > bound)
          slow.push(`${field} / ${name}: ${ms.toFixed(1)} ms (bound ${bound.toFixed(1)} ms)`);
      }
    }
    expect(slow).toEqual([]);
  });
});
