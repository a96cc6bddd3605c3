import { describe, expect, it } from "vitest";
import { checkStyle } from "./style-checks";

/** Each capitalisation finding as "flagged -> what Apply writes". */
const flagged = (text: string) =>
  checkStyle(text, "cv")
    .filter((f) => f.rule === "capitalisation")
    .map((f) => `${text.slice(f.spans[0]?.start, f.spans[0]?.end)} -> ${f.fix?.text}`);

describe("capitals inside a multi-word name", () => {
  it.each([
    [
      "- Audited stores at the kenya pipeline company in Eldoret.",
      ["kenya pipeline company -> Kenya Pipeline Company"],
    ],
    [
      "- Seconded to the kenya wildlife service for two years.",
      ["kenya wildlife service -> Kenya Wildlife Service"],
    ],
    ["- Trained at Kenya medical Training College in Nyeri.", ["medical -> Medical"]],
    ["- Joined the Kenya Revenue authority in 2012.", ["authority -> Authority"]],
    ["- Studied at the University of embu, 2014 - 2018.", ["embu -> Embu"]],
    ["- Worked at the Ministry of agriculture in Kilimo House.", ["agriculture -> Agriculture"]],
    [
      "- Graduated from the School of business and economics, Maseno.",
      ["business -> Business", "economics -> Economics"],
    ],
  ])("%s", (text, expected) => {
    expect(flagged(text)).toEqual(expected);
  });

  it("leaves common nouns, a lower-case style and names written right alone", () => {
    const clean = [
      "- Paid kenya school fees on time.",
      "- Worked with a county service board on hiring.",
      "- Led the Kenya Red Cross response in Turkana.",
      "- Studied at the University of Nairobi and Strathmore University.",
      "- Worked for the Ministry of Health and the county.",
      "- Master of Business Administration, 2020.",
      "- Worked at the Kenya Power company depot in Ruaraka.",
      "- Referred patients to Aga Khan or Nairobi Hospital.",
    ].join("\n");
    expect(flagged(clean)).toEqual([]);
    expect(flagged("- skills: kenya wildlife service reports, excel\n- typing\n- filing")).toEqual(
      [],
    );
  });
});
