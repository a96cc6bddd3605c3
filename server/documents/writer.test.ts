import { describe, expect, it } from "vitest";
import {
  fakeModelRuntime,
  fakeOpenAIForThisFile,
  memoryBudget,
} from "../../tests/support/ai-runtime";
import { letterInput } from "./cover-letter/letter-input";
import { factCheck } from "./fact-check";
import { type CvFacts, emptyFacts } from "./facts";
import { writeOfflineCv } from "./offline-writer";
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
  it("uses only the facts and puts a placeholder only in a section with none", () => {
    const cv = writeOfflineCv(facts);
    expect(cv).toContain("Accountant with 6 years of experience in Banking.");
    expect(cv).toContain("### Accountant, Equity Bank");
    expect(cv).toContain("Seeking to move into a finance manager role.");
    for (const section of ["Professional Profile", "Work Experience", "Key Skills", "Education"])
      expect(cv).toContain(`## ${section}`);
    expect(cv).toContain("[Education: qualification, institution, year]");
    expect(cv).not.toContain("[Profile");
    expect(
      factCheck(
        cv,
        "Grace Achieng Accountant 6 Banking Equity Bank move into a finance manager role",
      ),
    ).toEqual([]);
  });

  it("writes one placeholder per section for an empty fact sheet instead of inventing", () => {
    const cv = writeOfflineCv(emptyFacts());
    expect(cv).toContain("[Profile: current role, years of experience and industry]");
    expect(cv).toContain("[Work experience: job title, employer, years]");
    expect(cv).toContain("[Skills: tools and systems the client uses]");
  });
});

describe("offline CV of a fresh graduate", () => {
  it("writes no '0 years of experience' for a form that gave 0", () => {
    const cv = writeOfflineCv({
      ...emptyFacts(),
      currentRole: "Graduate engineer",
      yearsExperience: "0",
      industry: "Electrical engineering",
    });
    expect(cv).toContain("Graduate engineer in Electrical engineering.");
    expect(cv).not.toMatch(/\b0 years/);
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

  it("gives the model the fact list and flags a name that is not among the facts", async () => {
    fake().respondWith({
      kind: "reply",
      content:
        "## Professional Profile\n\nAccountant with 6 years in Banking, formerly with Deloitte.\n\n## Education\n\n- BCom, University of Nairobi, 2015",
    });
    const withEducation = { ...facts, education: ["BCom, University of Nairobi, 2015"] };
    const cv = await createDocumentWriter(fakeModelRuntime(fake())).writeCv(withEducation);
    expect(JSON.stringify(fake().requests[0]?.body)).toContain(
      "Education: BCom, University of Nairobi, 2015",
    );
    expect(cv.factCheckWarnings).toEqual([
      `The name "Deloitte" is not in the client's details: check it or remove it.`,
    ]);
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
    const cv = { name: "Grace Achieng", markdown: writeOfflineCv(facts) };
    const letter = await writer.writeCoverLetter(letterInput(cv, request));
    expect(letter.engine).toBe("offline");
    expect(fake().requests).toHaveLength(0);
    expect(budget.used).toBe(0);
  });
});
