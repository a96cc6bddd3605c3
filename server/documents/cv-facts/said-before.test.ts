import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { factsFromStatements } from "./extract";

/** A CV written from chat turns, as the staff's Generate CV does. */
const chatCv = (turns: string[]) =>
  writeOfflineCv(factsFromStatements(turns, { clientStatements: turns }));

describe("a figure the client quotes back and then corrects", () => {
  it.each([
    [
      [
        "I am a community health assistant at Amref since 2020. We reached 3,100 households in Kibra.",
        "Earlier I said 3,100 households, it is actually 3,600.",
      ],
      "3,600",
      "3,100",
    ],
    [
      [
        "I am a games teacher at Moi Forces Academy since 2018. I coach 45 athletes.",
        "I said 45 athletes, but it was 52.",
      ],
      "52",
      "45",
    ],
    [
      [
        "Mimi ni Water Officer kwa Nyeri Water tangu 2017. We connected 900 homes to piped water.",
        "Hapo awali nilisema 900 homes, ni 1,250 kwa kweli.",
      ],
      "1,250",
      "900",
    ],
  ])("%j", (turns, fresh, old) => {
    const cv = chatCv(turns);
    expect(cv).toContain(fresh);
    expect(cv).not.toMatch(new RegExp(`\\b${old}\\b`));
    expect(cv).not.toMatch(/\bsaid\b|nilisema/i);
  });

  it("corrects a figure that was filed among the activities", () => {
    const cv = chatCv([
      "I'm a youth officer at Kakamega County since 2021. I led the youth society that planted 5,000 trees.",
      "Sorry, it was 6,500 trees, not 5,000.",
    ]);
    expect(cv).toContain("6,500");
    expect(cv).not.toMatch(/\b5,000\b/);
  });
});
