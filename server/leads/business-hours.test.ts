import { describe, expect, it } from "vitest";
import { isOpenAt, nextOpeningInSwahili, nextOpeningInWords, swahiliTime } from "./business-hours";

/** An instant given in Nairobi time (EAT, UTC+3, no daylight saving). 2026-11-23 is a Monday. */
const nairobi = (isoLocal: string) => new Date(`${isoLocal}+03:00`);

describe("business hours in Nairobi", () => {
  it.each([
    ["Monday 7:59", "2026-11-23T07:59:00", false, "today at 8:00 am"],
    ["Monday 8:00", "2026-11-23T08:00:00", true, null],
    ["Wednesday 12:30", "2026-11-25T12:30:00", true, null],
    ["Friday 17:59", "2026-11-27T17:59:59", true, null],
    ["Friday 18:00", "2026-11-27T18:00:00", false, "tomorrow at 9:00 am"],
    ["Tuesday 21:00", "2026-11-24T21:00:00", false, "tomorrow at 8:00 am"],
    ["Tuesday 00:30", "2026-11-24T00:30:00", false, "today at 8:00 am"],
    ["Saturday 8:59", "2026-11-28T08:59:00", false, "today at 9:00 am"],
    ["Saturday 9:00", "2026-11-28T09:00:00", true, null],
    ["Saturday 13:59", "2026-11-28T13:59:00", true, null],
    ["Saturday 14:00", "2026-11-28T14:00:00", false, "on Monday at 8:00 am"],
    ["Saturday 16:45 (afternoon)", "2026-11-28T16:45:00", false, "on Monday at 8:00 am"],
    ["Sunday 11:00", "2026-11-29T11:00:00", false, "tomorrow at 8:00 am"],
    ["Sunday 23:59", "2026-11-29T23:59:00", false, "tomorrow at 8:00 am"],
  ])("%s: open %s, next opening %s", (_label, local, open, words) => {
    const at = nairobi(local);
    expect(isOpenAt(at)).toBe(open);
    expect(nextOpeningInWords(at)).toBe(words);
  });

  it("reads the Nairobi day, not the UTC one: Sunday 23:30 UTC is Monday 2:30 am in Nairobi", () => {
    const at = new Date("2026-11-29T23:30:00Z");
    expect(isOpenAt(at)).toBe(false);
    expect(nextOpeningInWords(at)).toBe("today at 8:00 am");
  });

  it.each([
    ["Monday 7:59", "2026-11-23T07:59:00", "leo saa mbili asubuhi"],
    ["Friday 18:00", "2026-11-27T18:00:00", "kesho saa tatu asubuhi"],
    ["Saturday 14:00", "2026-11-28T14:00:00", "Jumatatu saa mbili asubuhi"],
    ["Monday 8:00 (open)", "2026-11-23T08:00:00", null],
  ])("%s: the next opening in Swahili is %s", (_label, local, words) => {
    expect(nextOpeningInSwahili(nairobi(local))).toBe(words);
  });
});

describe("Swahili time, six hours behind the clock", () => {
  it.each([
    [6 * 60, "saa kumi na mbili asubuhi"],
    [8 * 60, "saa mbili asubuhi"],
    [9 * 60 + 30, "saa tatu na nusu asubuhi"],
    [12 * 60 + 15, "saa sita na robo mchana"],
    [14 * 60, "saa nane mchana"],
    [17 * 60 + 10, "saa kumi na moja na dakika 10 jioni"],
    [18 * 60 + 45, "saa moja kasoro robo jioni"],
    [21 * 60, "saa tatu usiku"],
  ])("%i minutes after midnight is %s", (minutes, words) => {
    expect(swahiliTime(minutes)).toBe(words);
  });
});
