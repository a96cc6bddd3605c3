import { describe, expect, it } from "vitest";
import { proofread } from "./proofread";

const texts = async (text: string, kind: "cv" | "letter" = "cv") =>
  (await proofread(text, kind)).suggestions.map((s) =>
    text.slice(s.spans[0]?.start, s.spans[0]?.end),
  );

describe("correct CV and letter English the checks used to flag", () => {
  it("an achievement of the current role with its figures keeps its past", async () => {
    const cv = `### Head Teacher, Kikoneni Primary School (2020 - present)

- Lead 14 teachers and 600 pupils.
- Plan the timetable each term with the deputy.
- Raised the mean score from 210 to 264 in four years with weekly remedial classes.
`;
    expect(await texts(cv)).toEqual([]);
  });

  it("verbs of an infinitive joined by 'and' are bare", async () => {
    const cv = `### Officer, Kilifi County (2016 - 2019)

- Taught 40 parents to spot and refer cases of malnutrition.
`;
    expect(await texts(cv)).toEqual([]);
  });

  it("a relative clause whose subject is two nouns", async () => {
    const letter =
      "Dear Sir,\n\nI turn farm plans into loans that banks and saccos will approve.\n";
    expect(await texts(letter, "letter")).toEqual([]);
  });
});
