import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { factsFromStatements } from "./extract";

const cvOf = (...told: string[]) =>
  writeOfflineCv(factsFromStatements(["My name is Ann Njeri", ...told], {}));

/**
 * Swahili tells a count after whom it counts ("nasimamia wafanyakazi 18"); a CV writes the
 * number first in English ("18 staff"), and a corrected count keeps its noun.
 */
describe("counts of people told in Swahili", () => {
  it.each([
    ["Nasimamia wafanyakazi 18 kwenye warehouse ya Mlolongo.", "18 staff"],
    ["Ninafundisha wanafunzi 340 kila term.", "340 students"],
    ["Nilisimamia madereva 27 wa kampuni.", "27 drivers"],
  ])("%s", (told, count) => {
    const cv = cvOf(told);
    expect(cv).toContain(count);
    expect(cv).not.toMatch(/wafanyakazi|wanafunzi|madereva/i);
  });

  it("a corrected count keeps whom it counts", () => {
    expect(
      cvOf("Ninaongoza walimu 14 katika idara.", "Samahani, ni 16 teachers, sio 14."),
    ).toContain("16 teachers");
  });
});

describe("two counts joined by 'na'", () => {
  it("keeps both numbers apart", () => {
    const cv = cvOf("Ninasimamia matrekta 12 na wafanyakazi 30 shambani.");
    expect(cv).toContain("30 staff");
    expect(cv).toMatch(/\b12 and 30 staff\b/);
    expect(cv).not.toMatch(/\b12 30\b/);
  });
});
