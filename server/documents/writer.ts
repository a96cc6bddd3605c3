import { type AiRuntime, withFallback } from "../ai";
import type { LetterInput } from "./cover-letter/letter-input";
import { letterAsk } from "./cover-letter/letter-prompt";
import { writeOfflineLetter } from "./cover-letter/offline-letter";
import { factCheck } from "./fact-check";
import type { CvFacts } from "./facts";
import { factLines, factText } from "./facts";
import { writeOfflineCv } from "./offline-writer";

export type WrittenDocument = {
  markdown: string;
  engine: "offline" | "llm";
  /** Numbers and names in model output that the facts do not contain. */
  factCheckWarnings: string[];
};

/** Writes CVs and cover letters; one interface whichever engine sits behind it. */
export type DocumentWriter = {
  writeCv(facts: CvFacts): Promise<WrittenDocument>;
  writeCoverLetter(letter: LetterInput): Promise<WrittenDocument>;
};

/**
 * The most a CV or cover letter may cost in output (ADR 017): a full two-page CV is about
 * 1,500 tokens of Markdown, a letter about 600.
 */
const DOCUMENT_MAX_OUTPUT_TOKENS = 2500;

/** Model output the writer refuses; withFallback logs its name and the offline engine writes. */
class UnusableOutputError extends Error {
  override name = "UnusableOutputError";
}

const rules = `Rules you must follow:
- Use ONLY the facts given. Never invent an employer, a job title, a date, a qualification, a place or a number.
- Where a fact is missing, write a placeholder in square brackets, e.g. [Degree, institution, year].
- Write Markdown only: ## section headings, ### sub-headings, **bold**, *italic*, "- " bullets. No tables, no HTML, no code fences.
- British English, concise, active voice, no first person in the CV.`;

const cvSystem = `You write ATS-friendly CVs for a Kenyan career-services consultancy.
${rules}
- Do not write the client's name or contact details: the document header already shows them.
- Every fact in the list goes into its section, written as CV text: action verbs, no first person, no hedges ("maybe", "I think"), no chat talk. A placeholder only for a section with no fact.
- Sections in this order: ## Professional Profile, ## Work Experience, ## Key Skills, ## Education, ## Certifications and Memberships, ## Referees.`;

/** The same fact list the offline engine writes from, then the client's own words. */
function factsPrompt(facts: CvFacts): string {
  const said = facts.clientStatements.length
    ? `\nWhat the client said (their own words):\n${facts.clientStatements.map((s) => `- ${s}`).join("\n")}`
    : "";
  return `Facts about the client:\n${factLines(facts).join("\n")}${said}`;
}

/** Model output we cannot use: empty, wrapped in a code fence, or not Markdown at all. */
function usable(markdown: string): boolean {
  return markdown.trim().length >= 80 && !/<script|<\/?html/i.test(markdown);
}

const unfence = (text: string) =>
  text
    .trim()
    .replace(/^```(?:markdown|md)?\s*\n/i, "")
    .replace(/\n```\s*$/, "")
    .trim();

/**
 * The model writes when the staff budget has room; the server checks its output against the
 * facts and flags what it cannot find. No model, a spent budget, a failure, a timeout or
 * unusable output: the offline engine writes instead (server/ai withFallback), so a client's
 * document is never lost to a provider outage.
 */
export function createDocumentWriter(ai: AiRuntime): DocumentWriter {
  async function write(
    name: "cv" | "cover-letter",
    ask: {
      system: string;
      prompt: string;
      facts: string;
      /** What the server sets right in the model's text before it is checked and kept. */
      finish?: (markdown: string) => string;
    },
    offline: () => string,
  ): Promise<WrittenDocument> {
    const result = await withFallback<WrittenDocument>(ai, {
      name,
      maxOutputTokens: DOCUMENT_MAX_OUTPUT_TOKENS,
      promptChars: ask.system.length + ask.prompt.length,
      async llm({ call }) {
        // The AI SDK loads with the first model call: an offline server never needs it (ADR 022).
        const { generateText } = await import("ai");
        const { text } = await generateText({ ...call, system: ask.system, prompt: ask.prompt });
        const markdown = (ask.finish ?? ((m: string) => m))(unfence(text));
        if (!usable(markdown)) throw new UnusableOutputError(`${markdown.length} characters`);
        return {
          markdown: `${markdown}\n`,
          engine: "llm",
          factCheckWarnings: factCheck(markdown, ask.facts),
        };
      },
      offline: () => ({ markdown: offline(), engine: "offline", factCheckWarnings: [] }),
    });
    return result.value;
  }

  return {
    writeCv(facts) {
      const ask = { system: cvSystem, prompt: factsPrompt(facts), facts: factText(facts) };
      return write("cv", ask, () => writeOfflineCv(facts));
    },
    writeCoverLetter(letter) {
      const date = new Date().toLocaleDateString("en-GB", {
        day: "numeric",
        month: "long",
        year: "numeric",
      });
      return write("cover-letter", letterAsk(letter, date), () => writeOfflineLetter(letter, date));
    },
  };
}
