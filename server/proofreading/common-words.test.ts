import { describe, expect, it } from "vitest";
import { proofread } from "./proofread";
import { checkStyle } from "./style-checks";

const weakVerbs = (text: string) =>
  checkStyle(text, "cv")
    .filter((f) => f.rule === "weak-verb")
    .map((f) => text.slice(f.spans[0]?.start, f.spans[0]?.end));

describe("a weak verb is the writer's own, not a relative clause's", () => {
  it("flags a bullet that opens on the weak verb", () => {
    expect(weakVerbs("- Handled walk-in enquiries at the Thika branch.")).toEqual(["Handled"]);
    expect(weakVerbs("- Responsible for the petty cash float.")).toEqual(["Responsible for"]);
  });

  it("leaves the verb of someone else's act in a relative clause alone", () => {
    for (const text of [
      "- Audited the sub-county store, which handled 300 requisitions a month.",
      "- Supervised four cashiers who handled M-Pesa float at the depot.",
      "- Redesigned the intake desk that handled walk-in patients in Kericho.",
      "- Mentored the clerk who was responsible for petty cash.",
    ])
      expect(weakVerbs(text)).toEqual([]);
  });
});

describe("a compound noun read as a phrasal verb", () => {
  const advice = async (text: string) =>
    (await proofread(text, "letter")).suggestions
      .filter((s) => s.fix?.text.includes(" ") && /phrasal verb/i.test(s.message))
      .map((s) => text.slice(s.spans[0]?.start, s.spans[0]?.end));

  it("leaves a noun after a possessive or a mistyped 'their' alone", async () => {
    expect(await advice("I showed the vendors how to declare there turnover on iTax.")).toEqual([]);
    expect(await advice("I cut the branch's turnover of cashiers by a third.")).toEqual([]);
    expect(await advice("We filed our turnover tax by the 20th of each month.")).toEqual([]);
  });
});
