import { describe, expect, it } from "vitest";
import {
  fakeModelRuntime,
  fakeOpenAIForThisFile,
  memoryBudget,
} from "../../tests/support/ai-runtime";
import { factCheck } from "./fact-check";
import { type CvFacts, emptyFacts } from "./facts";
import { stripMarkdown } from "./markdown";
import { writeOfflineCoverLetter, writeOfflineCv } from "./offline-writer";
import { createDocumentWriter } from "./writer";

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

const fake = fakeOpenAIForThisFile();

describe("LLM writer", () => {
  const llmCv =
    "```markdown\n## Professional Profile\n\nAccountant with 6 years in Banking at Equity Bank.\n\n## Work Experience\n\n- Cut month-end close from 10 days to 4 days, saving KSh 2,000,000 a year.\n```";

  it("flags an invented number in model output", async () => {
    fake().respondWith({ kind: "reply", content: llmCv });
    const cv = await createDocumentWriter(fakeModelRuntime(fake())).writeCv(facts);
    expect(cv.engine).toBe("llm");
    expect(cv.markdown.startsWith("## Professional Profile")).toBe(true);
    expect(cv.factCheckWarnings).toEqual([
      `The number "2,000,000" is not in the client's details: check it or remove it.`,
      `The name "KSh" is not in the client's details: check it or remove it.`,
    ]);
    expect(fake().requests[0]?.body.max_tokens).toBe(2500);
  });

  it("falls back to the offline engine on failure, timeout or unusable output", async () => {
    for (const reply of [
      { kind: "error" },
      { kind: "hang" },
      { kind: "reply", content: "too short" },
    ] as const) {
      fake().respondWith(reply);
      const writer = createDocumentWriter(fakeModelRuntime(fake(), { timeoutMs: 100 }));
      const cv = await writer.writeCv(facts);
      expect(cv.engine).toBe("offline");
      expect(cv.markdown).toBe(writeOfflineCv(facts));
    }
    expect(fake().requests).toHaveLength(3);
  });

  it("writes offline without calling the model when the budget cannot cover the call", async () => {
    const budget = memoryBudget(1000);
    const writer = createDocumentWriter(fakeModelRuntime(fake(), { budget }));
    const request = { companyName: "KCB Group", position: "Finance Manager", additionalInfo: "" };
    const letter = await writer.writeCoverLetter(facts, request);
    expect(letter.engine).toBe("offline");
    expect(fake().requests).toHaveLength(0);
    expect(budget.used).toBe(0);
  });
});
