import { describe, expect, it } from "vitest";
import { factCheck } from "./fact-check";
import { type CvFacts, emptyFacts } from "./facts";
import { stripMarkdown } from "./markdown";
import { writeOfflineCoverLetter, writeOfflineCv } from "./offline-writer";
import { createLlmWriter, type TextModel } from "./writer";

const facts: CvFacts = {
  ...emptyFacts(),
  firstName: "Grace",
  lastName: "Achieng",
  email: "grace@example.com",
  phone: "+254712000111",
  currentRole: "Accountant",
  yearsExperience: "6",
  industry: "Banking",
  careerGoal: "Move into a finance manager role",
  company: "Equity Bank",
  clientStatements: ["I reduced month-end close from 10 days to 4 days"],
};
const silentLog = { warn() {} };

describe("offline CV", () => {
  it("uses only the facts and marks what is missing with placeholders", () => {
    const cv = writeOfflineCv(facts);
    expect(cv).toContain("Accountant with 6 years of experience in Banking.");
    expect(cv).toContain("### Accountant, Equity Bank");
    expect(cv).toContain("Seeking to move into a finance manager role.");
    for (const section of ["Professional Profile", "Work Experience", "Key Skills", "Education"])
      expect(cv).toContain(`## ${section}`);
    expect(cv).toContain("[Qualification, institution, year]");
    expect(
      factCheck(
        cv,
        "Grace Achieng Accountant 6 Banking Equity Bank move into a finance manager role",
      ),
    ).toEqual([]);
  });

  it("writes placeholders for an empty fact sheet instead of inventing", () => {
    const cv = writeOfflineCv(emptyFacts());
    expect(cv).toContain("[Current job title] with [number of years] of experience in [Industry].");
    expect(cv).toContain("[Career objective]");
  });
});

describe("offline cover letter", () => {
  it("addresses the company and position and signs with the client's name", () => {
    const letter = writeOfflineCoverLetter(
      facts,
      {
        companyName: "KCB Group",
        position: "Finance Manager",
        additionalInfo: "I am CPA-K certified.",
      },
      new Date("2026-03-05T10:00:00Z"),
    );
    const text = stripMarkdown(letter);
    expect(text).toContain("5 March 2026");
    expect(text).toContain("position of Finance Manager at KCB Group");
    expect(text).toContain("I am CPA-K certified.");
    expect(text.trim().endsWith("Yours sincerely, Grace Achieng")).toBe(true);
  });
});

describe("factCheck", () => {
  it("flags numbers and names the facts do not contain, once each", () => {
    const warnings = factCheck(
      "## Work Experience\n\n- Grew revenue by 45% at Safaricom and Safaricom again.\n- Closed books in 4 days.",
      "Accountant, Equity Bank, reduced month-end close from 10 days to 4 days",
    );
    expect(warnings).toEqual([
      `The number "45%" is not in the client's details: check it or remove it.`,
      `The name "Safaricom" is not in the client's details: check it or remove it.`,
    ]);
  });

  it("ignores placeholders and section headings", () => {
    expect(factCheck("## Key Achievements\n\n- Led [number] people", "")).toEqual([]);
  });
});

function fakeModel(reply: string | Error | "hang"): TextModel {
  return {
    generate: ({ signal }) =>
      reply === "hang"
        ? new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason)))
        : reply instanceof Error
          ? Promise.reject(reply)
          : Promise.resolve(reply),
  };
}

describe("LLM writer", () => {
  const llmCv =
    "```markdown\n## Professional Profile\n\nAccountant with 6 years in Banking at Equity Bank.\n\n## Work Experience\n\n- Cut month-end close from 10 days to 4 days, saving KSh 2,000,000 a year.\n```";

  it("flags an invented number in model output", async () => {
    const writer = createLlmWriter(fakeModel(llmCv), { timeoutMs: 1000, log: silentLog });
    const cv = await writer.writeCv(facts);
    expect(cv.engine).toBe("llm");
    expect(cv.markdown.startsWith("## Professional Profile")).toBe(true);
    expect(cv.factCheckWarnings).toEqual([
      `The number "2,000,000" is not in the client's details: check it or remove it.`,
      `The name "KSh" is not in the client's details: check it or remove it.`,
    ]);
  });

  it("falls back to the offline engine on failure, timeout or unusable output", async () => {
    for (const reply of [new Error("boom"), "hang" as const, "too short"]) {
      const writer = createLlmWriter(fakeModel(reply), { timeoutMs: 50, log: silentLog });
      const cv = await writer.writeCv(facts);
      expect(cv.engine).toBe("offline");
      expect(cv.markdown).toBe(writeOfflineCv(facts));
    }
  });
});
