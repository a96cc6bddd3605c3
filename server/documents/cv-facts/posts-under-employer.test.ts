import { describe, expect, it } from "vitest";
import { factsFromStatements } from "./extract";
import { postsUnderEmployer } from "./posts-under-employer";

const roles = (turns: string[]) =>
  factsFromStatements(turns, { clientStatements: turns }).roles.map((r) => [
    r.title,
    r.employer,
    r.period,
  ]);

/** The employer told once, then each post held there with its years: each post its own job. */
describe("posts told one after another under one employer", () => {
  it("gives each post its own entry at that employer", () => {
    expect(
      roles([
        "I'm a Data Analyst at Twiga Foods since 2022.",
        "Earlier I worked at Kenya Commercial Bank for seven years. 2014 to 2017 as a Clerk at the Nyeri branch, then 2017 to 2021 as a Credit Analyst in the regional office, scoring SME loans.",
      ]),
    ).toEqual([
      ["Data Analyst", "Twiga Foods", "2022 – Present"],
      ["Credit Analyst", "Kenya Commercial Bank", "2017 – 2021"],
      ["Clerk", "Kenya Commercial Bank", "2014 – 2017"],
    ]);
  });

  it("leaves a sentence with no post after the employer as it was", () => {
    const text = "I was at Safaricom for three years. It was a great place to learn.";
    expect(postsUnderEmployer(text)).toBe(text);
  });

  it("keeps what each post was about with it", () => {
    expect(
      postsUnderEmployer(
        "I was at Nation Media Group. 2016 to 2019 as a Sub Editor on the business desk; 2019 to 2023 as a Features Editor for the Saturday paper.",
      ),
    ).toBe(
      "From 2016 to 2019 I was a Sub Editor at Nation Media Group, on the business desk. From 2019 to 2023 I was a Features Editor at Nation Media Group, for the Saturday paper.",
    );
  });
});

describe("a promotion told under the employer just named", () => {
  it("gives the first post and the post after the promotion each its own entry", () => {
    expect(
      roles([
        "I was with Nairobi Hospital from 2016 to 2024. I started as a Pharmacist in the outpatient pharmacy and in 2020 I became a Senior Pharmacist in the same department.",
      ]),
    ).toEqual([
      ["Senior Pharmacist", "Nairobi Hospital", "2020 – 2024"],
      ["Pharmacist", "Nairobi Hospital", "2016 – 2020"],
    ]);
  });
});
