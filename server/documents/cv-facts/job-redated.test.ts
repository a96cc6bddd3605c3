import { describe, expect, it } from "vitest";
import { factsFromStatements } from "./extract";

const jobsOf = (...turns: string[]) =>
  factsFromStatements(["My name is Baraka Mwangi", ...turns], {}).roles.map((r) => [
    r.employer,
    r.period,
  ]);

/**
 * A client who tells a job's dates again by its employer ("Kenya Power ilikuwa 2015 hadi
 * 2019", "I joined Bamburi 2020, sio 2019") corrects that job: its dates change, and the
 * correction is no line of another job.
 */
describe("a job's dates told again by its employer", () => {
  const told = [
    "Since 2019 I am a plant supervisor at Bamburi Cement.",
    "Before that I was a technician at Kenya Power from 2014 to 2019.",
  ];

  it.each([
    ["Kenya Power ilikuwa 2015 hadi 2019.", "Kenya Power", "2015 – 2019"],
    ["Sorry, I joined Bamburi Cement 2020, sio 2019.", "Bamburi Cement", "2020 – Present"],
  ])("%s", (correction, employer, period) => {
    const jobs = jobsOf(...told, correction);
    expect(jobs).toHaveLength(2);
    expect(jobs).toContainEqual([employer, period]);
    const facts = factsFromStatements(["My name is Baraka Mwangi", ...told, correction], {});
    expect(facts.roles.flatMap((r) => r.bullets).join("\n")).not.toMatch(/ilikuwa|sio|joined/i);
  });
});
