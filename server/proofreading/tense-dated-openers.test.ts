import { describe, expect, it } from "vitest";
import { checkStyle } from "./style-checks";

/** Each tense finding as [flagged word, what Apply writes]. */
const tense = (text: string) =>
  checkStyle(text, "letter")
    .filter((f) => f.rule === "tense")
    .map((f) => [text.slice(f.spans[0]?.start, f.spans[0]?.end), f.fix?.text]);

describe("a present verb in a sentence opened by a year that is over", () => {
  it.each([
    ["In 2021 the women in our chama raise KES 400,000 for a borehole.", "raise", "raised"],
    ["During the 2019 floods I organise boats for 12 villages.", "organise", "organised"],
    ["During the 2020 lockdown I run food distribution in Kibra.", "run", "ran"],
    ["In 2022, 18 of my 20 pupils reach the county science fair.", "reach", "reached"],
  ])("%s", (text, word, fix) => {
    expect(tense(text)).toEqual([[word, fix]]);
  });

  it.each([
    "In 2021 I joined the county, where I manage the Kibwezi depot.",
    "In 2019 we started the clinic and we now serve 300 mothers a month.",
    "In 2020 the traders I train doubled their sales.",
    "In 2018 the pupils I teach won the county drama festival.",
    "In 2017 the farmers I work with planted 4,000 trees.",
    "In 2023 I hoped to lead the team, and I still do.",
  ])("leaves %s as written", (text) => {
    expect(tense(text)).toEqual([]);
  });
});
