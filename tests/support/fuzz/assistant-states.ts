import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { MAX_CHAT_MESSAGE } from "../../../contract/chat-limits";
import type { Asked } from "../../../server/assistant/extract";
import { fieldAskedIn, questions } from "../../../server/assistant/questions";
import { send } from "./send";

/**
 * The assistant reads a reply in the light of the question it asked last, so a fuzzer that
 * only sends first messages never reaches the states where a visitor's answer is read as a
 * number, a name or a budget (security review H1 hid in one of those). This explores the
 * states over HTTP: breadth first from a new chat, one visitor line at a time, it keeps the
 * shortest list of lines that makes the assistant ask each question.
 */
const visitorLines = [
  "Hello",
  "I need help with my CV",
  "We need corporate training for our staff",
  "I want professional development coaching",
  "Jane Wanjiku",
  "0712 345 678",
  "jane@example.com",
  "I'd rather not share my phone number",
  "skip",
  "I'm a teacher",
];

/** Chats explored at once. */
const EXPLORERS = 8;

export type StatePaths = Map<Exclude<Asked, undefined>, string[]>;

async function chat(baseUrl: string, sessionId: string, message: string): Promise<string> {
  const res = await send(baseUrl, {
    method: "POST",
    path: "/api/chat",
    headers: { "content-type": "application/json" },
    body: new TextEncoder().encode(JSON.stringify({ sessionId, message, messages: [] })),
  });
  if (res.status !== 200) throw new Error(`chat answered ${res.status}: ${res.text}`);
  return (JSON.parse(res.text) as { message: string }).message;
}

/** Plays `lines` in a new chat and returns its session id and what the assistant asked last. */
export async function driveTo(baseUrl: string, lines: readonly string[]) {
  const sessionId = `fuzz_${randomUUID()}`;
  let asked: Asked;
  for (const line of lines) asked = fieldAskedIn(await chat(baseUrl, sessionId, line));
  return { sessionId, asked };
}

/**
 * The shortest visitor lines found (up to `maxDepth` turns) that lead to each question. A state
 * is the question asked and the chat's first line (which names the service, and so which
 * optional questions follow), so each service's chain of questions is followed to its end.
 */
export async function exploreAssistantStates(baseUrl: string, maxDepth = 8): Promise<StatePaths> {
  const paths: StatePaths = new Map();
  const seen = new Set<string>();
  let frontier: string[][] = [[]];
  const complete = () => askableStates.every((state) => paths.has(state));
  for (let depth = 1; depth <= maxDepth && frontier.length > 0 && !complete(); depth++) {
    const candidates = frontier.flatMap((path) => visitorLines.map((line) => [...path, line]));
    const next: string[][] = [];
    // Chats of one depth are independent: a few at a time, then sorted back into order.
    const reached = new Array<Asked>(candidates.length);
    let taken = 0;
    const worker = async () => {
      for (let i = taken++; i < candidates.length; i = taken++) {
        reached[i] = (await driveTo(baseUrl, candidates[i]!)).asked;
      }
    };
    await Promise.all(Array.from({ length: EXPLORERS }, worker));
    for (const [i, lines] of candidates.entries()) {
      const asked = reached[i];
      const state = `${asked}|${lines[0]}`;
      if (!asked || seen.has(state)) continue;
      seen.add(state);
      if (!paths.has(asked)) paths.set(asked, lines);
      next.push(lines);
    }
    frontier = next;
  }
  return paths;
}

/** Every question the assistant can ask: the states the fuzzer must reach. */
export const askableStates = Object.keys(questions) as Exclude<Asked, undefined>[];

const heads = ["1", "five", "Jane", "ksh"];
const units = [" ", "\t ", " \n", "1 ", "5 + . ", ".,;:", "Am ", "a@b.", "over 5 years ", "😀"];
const tails = ["x", "."];

/** `head`, then `unit` repeated, then `tail`: MAX_CHAT_MESSAGE characters in all. */
function run(head: string, unit: string, tail: string): string {
  const room = MAX_CHAT_MESSAGE - head.length - tail.length;
  return head + unit.repeat(Math.ceil(room / unit.length)).slice(0, room) + tail;
}

/**
 * Visitor messages built to make a pattern backtrack: every short head, long run of one unit
 * (spaces, digits, punctuation, words the extractors look for) and tail that breaks a match at
 * the very end, then `mixtures` seeded mixtures of those units. At most MAX_CHAT_MESSAGE long.
 */
export function hostileMessages(seed: number, mixtures: number): string[] {
  const runs = heads.flatMap((head) =>
    units.flatMap((unit) => tails.map((tail) => run(head, unit, tail))),
  );
  const mixed = fc
    .array(fc.constantFrom(...units, ...heads), { minLength: 1, maxLength: 600 })
    .map((parts) => parts.join("").slice(0, MAX_CHAT_MESSAGE));
  return [...runs, ...fc.sample(mixed, { seed, numRuns: mixtures })];
}
