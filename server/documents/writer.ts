import { factCheck } from "./fact-check";
import type { CoverLetterRequest, CvFacts } from "./facts";
import { factText, fullName } from "./facts";
import { writeOfflineCoverLetter, writeOfflineCv } from "./offline-writer";

/** What a model needs to offer: text in, text out, cancellable. The AI layer adapts to this. */
export type TextModel = {
  generate(input: { system: string; prompt: string; signal: AbortSignal }): Promise<string>;
};

export type WrittenDocument = {
  markdown: string;
  engine: "offline" | "llm";
  /** Numbers and names in model output that the facts do not contain. */
  factCheckWarnings: string[];
};

/** Writes CVs and cover letters; one interface whichever engine sits behind it. */
export type DocumentWriter = {
  writeCv(facts: CvFacts): Promise<WrittenDocument>;
  writeCoverLetter(facts: CvFacts, request: CoverLetterRequest): Promise<WrittenDocument>;
};

type Log = { warn(obj: object, msg: string): void };

const rules = `Rules you must follow:
- Use ONLY the facts given. Never invent an employer, a job title, a date, a qualification, a place or a number.
- Where a fact is missing, write a placeholder in square brackets, e.g. [Degree, institution, year].
- Write Markdown only: ## section headings, ### sub-headings, **bold**, *italic*, "- " bullets. No tables, no HTML, no code fences.
- British English, concise, active voice, no first person in the CV.`;

const cvSystem = `You write ATS-friendly CVs for a Kenyan career-services consultancy.
${rules}
- Do not write the client's name or contact details: the document header already shows them.
- Sections in this order: ## Professional Profile, ## Work Experience, ## Key Skills, ## Education, ## Referees.`;

const letterSystem = `You write formal cover letters for a Kenyan career-services consultancy.
${rules}
- Start with the date line, then "Hiring Manager" and the company, then "Dear Hiring Manager,".
- Three to five short paragraphs; end with "Yours sincerely," and the client's name.`;

function factsPrompt(facts: CvFacts): string {
  const { clientStatements, ...fields } = facts;
  const lines = Object.entries(fields)
    .filter(([, v]) => v.trim() !== "")
    .map(([k, v]) => `${k}: ${v}`);
  const said = clientStatements.length
    ? `\nWhat the client said (their own words):\n${clientStatements.map((s) => `- ${s}`).join("\n")}`
    : "";
  return `Facts about the client:\n${lines.join("\n")}${said}`;
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

export function createOfflineWriter(): DocumentWriter {
  return {
    async writeCv(facts) {
      return { markdown: writeOfflineCv(facts), engine: "offline", factCheckWarnings: [] };
    },
    async writeCoverLetter(facts, request) {
      return {
        markdown: writeOfflineCoverLetter(facts, request),
        engine: "offline",
        factCheckWarnings: [],
      };
    },
  };
}

/**
 * The model writes; the server checks its output against the facts and flags what it
 * cannot find. A failure, a timeout or unusable output falls back to the offline engine,
 * so a client's document is never lost to a provider outage.
 */
export function createLlmWriter(
  model: TextModel,
  options: { timeoutMs: number; log: Log },
): DocumentWriter {
  const offline = createOfflineWriter();

  async function ask(
    system: string,
    prompt: string,
    facts: string,
  ): Promise<WrittenDocument | null> {
    const signal = AbortSignal.timeout(options.timeoutMs);
    try {
      const markdown = unfence(await model.generate({ system, prompt, signal }));
      if (!usable(markdown)) {
        options.log.warn({ length: markdown.length }, "model output unusable; offline engine used");
        return null;
      }
      return {
        markdown: `${markdown}\n`,
        engine: "llm",
        factCheckWarnings: factCheck(markdown, facts),
      };
    } catch (error) {
      options.log.warn(
        { reason: signal.aborted ? "timeout" : (error as Error).name },
        "model failed; offline engine used",
      );
      return null;
    }
  }

  return {
    async writeCv(facts) {
      const written = await ask(cvSystem, factsPrompt(facts), factText(facts));
      return written ?? offline.writeCv(facts);
    },
    async writeCoverLetter(facts, request) {
      const today = new Date().toLocaleDateString("en-GB", {
        day: "numeric",
        month: "long",
        year: "numeric",
      });
      const prompt = `${factsPrompt(facts)}\n\nWrite a cover letter from ${fullName(facts) || "the client"} for the position of ${request.position} at ${request.companyName}. Today's date: ${today}.${
        request.additionalInfo.trim()
          ? `\nAdditional information: ${request.additionalInfo.trim()}`
          : ""
      }`;
      const known = factText(facts, [
        request.companyName,
        request.position,
        request.additionalInfo,
        today,
      ]);
      const written = await ask(letterSystem, prompt, known);
      return written ?? offline.writeCoverLetter(facts, request);
    },
  };
}
