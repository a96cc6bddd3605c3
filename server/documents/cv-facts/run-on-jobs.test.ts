import { describe, expect, it } from "vitest";
import { factsFromForm } from "../cvs";
import { runOnJob } from "./run-on-jobs";

const form = {
  firstName: "Wanjiru",
  lastName: "Kamau",
  email: "wanjiru.kamau@example.com",
  phone: "0711 222 333",
  currentRole: "Finance Manager",
  experience: "14",
  industry: "Manufacturing",
  company: "Bidco Africa",
  serviceType: "CV Writing" as const,
};

const roles = (careerGoal: string) =>
  factsFromForm({ ...form, careerGoal }).roles.map((r) => [r.title, r.employer, r.period]);

/**
 * A form's past jobs written as title, employer and dates with no "at" between them, or with
 * the employer as the next part: each is its own job, never a line of the current one.
 */
describe("past jobs a form writes with no 'at'", () => {
  it("reads each as its own job beside the form's current one", () => {
    expect(
      roles(
        "CFO of a listed company. Before: accounts assistant Mumias Sugar 2008-2011. 2011-2016 finance officer kenya breweries. Clerkship: Oraro & Co. Advocates, Jan 2017 - Dec 2017 (tax team, Nairobi).",
      ),
    ).toEqual([
      ["Finance Manager", "Bidco Africa", "Present"],
      ["Clerkship", "Oraro & Co. Advocates", "Jan 2017 – Dec 2017"],
      ["Finance officer", "Kenya Breweries", "2011 – 2016"],
      ["Accounts assistant", "Mumias Sugar", "2008 – 2011"],
    ]);
  });

  it("takes the employer from the next part and the duties from the parts after the dates", () => {
    expect(
      runOnJob("Clinical officer, Kapsabet County Hospital, 2016-2019: OPD, maternity and wards"),
    ).toEqual({
      title: "Clinical officer",
      employer: "Kapsabet County Hospital",
      period: "2016 – 2019",
      bullets: ["OPD, maternity and wards"],
    });
  });

  it.each([
    "Best teacher award 2019",
    "Managed 4 engineers on the 2020 census",
    "Supervisor of the year, 2021",
  ])("reads %s as no job", (line) => {
    expect(runOnJob(line)).toBeNull();
  });
});
