import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { factsFromStatements } from "./extract";

const cvOf = (...turns: string[]) => writeOfflineCv(factsFromStatements(turns, {}));

/** A fact the client asks about, then answers no to, never reaches the CV. */
describe("a fact asked about and answered no", () => {
  it.each([
    "Also CPA Part III? No, that one I am still doing, usiweke. Diploma in Accounting, KCA University, 2015.",
    "Nilikuwa pia na CPA Part III? Hapana, cancel hiyo. Diploma in Accounting, KCA University, 2015.",
  ])("neither the question nor the answer is in the CV: %s", (turn) => {
    const cv = cvOf("I am an accountant at Bidco since 2019.", turn);
    expect(cv).toContain("Diploma in Accounting, KCA University, 2015");
    expect(cv).not.toMatch(/CPA|usiweke|Hapana|still doing/);
  });

  it("a question answered otherwise is read as before", () => {
    const cv = cvOf(
      "I am an accountant at Bidco since 2019.",
      "Is CPA Part III enough? I passed it in 2018.",
    );
    expect(cv).toContain("2018");
  });
});

describe("a request to leave something out", () => {
  it.each([
    "Please skip my first job at a cyber cafe in Thika, not relevant.",
    "Kuna ile course ya first aid, usiweke, ni ya zamani.",
  ])("is no fact, and what it names is not in the CV: %s", (turn) => {
    const cv = cvOf("I am an accountant at Bidco since 2019.", turn);
    expect(cv).toContain("Bidco");
    expect(cv).not.toMatch(/cyber cafe|first aid|usiweke|skip|not relevant/i);
  });
});
