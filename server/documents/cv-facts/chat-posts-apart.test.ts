import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { chatInEnglish } from "./chat-words";
import { factsFromStatements } from "./extract";

const facts = (turns: string[]) => factsFromStatements(turns, { clientStatements: turns });
const jobs = (turns: string[]) => facts(turns).roles.map((r) => [r.title, r.employer, r.period]);
/** The Work Experience entries, each its ### heading with what follows it. */
const entries = (turns: string[]) =>
  (writeOfflineCv(facts(turns)).split("## Work Experience")[1]?.split(/\n## /)[0] ?? "")
    .split(/\n(?=### )/)
    .slice(1);

/**
 * A current job and a past one told in Swahili or Sheng with the post in capitals: each its own
 * entry, with its own title, employer and years, never the current one's facts under the past one.
 */
describe("jobs told in Swahili with the post in capitals", () => {
  it.each([
    "Niko Nanyuki Teaching and Referral Hospital as a Registered Nurse since 2020, I do the night shifts.",
    "Sahii niko Nanyuki Teaching and Referral Hospital kama Registered Nurse tangu 2020.",
    "Kwa sasa niko Nanyuki Teaching and Referral Hospital, Laikipia, kama Registered Nurse tangu 2020.",
  ])("'niko <employer> kama/as <post>' is the current job: %s", (told) => {
    const turns = [
      told,
      "Kabla ya hapo nilikuwa Nursing Intern at Nyahururu County Hospital, 2018 to 2019.",
    ];
    expect(jobs(turns)).toEqual([
      [
        "Registered Nurse",
        expect.stringContaining("Nanyuki Teaching and Referral Hospital"),
        "2020 – Present",
      ],
      ["Nursing Intern", "Nyahururu County Hospital", "2018 – 2019"],
    ]);
    expect(entries(turns)).toHaveLength(2);
  });

  it("'tangu' with a month and a year, after a post in capitals", () => {
    const turns = ["Saa hii niko Copia Kenya kama Logistics Coordinator tangu June 2021."];
    expect(jobs(turns)).toEqual([["Logistics Coordinator", "Copia Kenya", "2021 – Present"]]);
  });

  it("'niko <post> wa <employer>' and 'nimekuwa <post> kwa <employer>'", () => {
    expect(jobs(["Niko Branch Manager wa Stima Sacco tangu 2019."])[0]).toEqual([
      "Branch Manager",
      "Stima Sacco",
      "2019 – Present",
    ]);
    expect(jobs(["Nimekuwa Store Clerk kwa Tuskys Hardware, Nakuru, since 2023."])[0]).toEqual([
      "Store Clerk",
      "Tuskys Hardware",
      "2023 – Present",
    ]);
  });

  it("'nilikuwa <post>, <employer>, <years>' is a past job of its own", () => {
    const turns = [
      "Niko Operations Manager wa Super Metro Sacco since 2021.",
      "Before that nilikuwa Stage Supervisor, Citi Hoppa, 2016 to 2020, route 46.",
    ];
    expect(jobs(turns)).toEqual([
      ["Operations Manager", "Super Metro Sacco", "2021 – Present"],
      ["Stage Supervisor", "Citi Hoppa", "2016 – 2020"],
    ]);
    const [now, before] = entries(turns);
    expect(now).not.toContain("Citi Hoppa");
    expect(before).not.toContain("Super Metro");
  });

  it("a job told as '<year> holidays nilikuwa <post> na <employer>' keeps its year, no other", () => {
    const turns = [
      "Niko Cashier wa Quickmart Kitengela tangu 2025.",
      "Kabla ya hapo, 2023 holidays nilikuwa Volunteer na St John Ambulance, Kitengela.",
    ];
    const [, volunteer] = facts(turns).roles;
    expect(volunteer).toMatchObject({ title: "Volunteer", period: "2023" });
    expect(volunteer?.employer).toContain("St John Ambulance");
    expect(entries(turns)).toHaveLength(2);
  });

  it("leaves 'niko Nairobi' and a post in lower case to the readers it had", () => {
    expect(jobs(["Niko Nairobi sasa, natafuta kazi."])).toEqual([]);
    expect(jobs(["Niko Equity Bank kama teller since 2020."])).toEqual([
      ["Teller", "Equity Bank", "2020 – Present"],
    ]);
  });
});

/** Posts told in one breath, each after "then", "finally", "later", "kisha" or "baadaye". */
describe("posts told one after another in one sentence", () => {
  it.each([
    [
      "I was a Teller at Equity Bank 2012 to 2015, then Loans Officer at KCB 2015 to 2019, and finally Branch Manager at Family Bank since 2019.",
    ],
    [
      "Nilikuwa Teller at Equity Bank 2012 to 2015, kisha Loans Officer at KCB 2015 to 2019, baadaye Branch Manager at Family Bank since 2019.",
    ],
  ])("each post is its own job, its title without the word that joined it: %s", (told) => {
    const turns = [told];
    expect(jobs(turns)).toEqual([
      ["Branch Manager", "Family Bank", "2019 – Present"],
      ["Loans Officer", "KCB", "2015 – 2019"],
      ["Teller", "Equity Bank", "2012 – 2015"],
    ]);
    expect(entries(turns)).toHaveLength(3);
    expect(entries(turns).join("\n")).not.toMatch(/^- 2015$/m);
  });

  it("'and my first job was <post>, <employer>, <years>' is a past job titled by its post", () => {
    const turns = [
      "I am a Store Manager at Naivas Supermarket since 2018.",
      "And my first job was Shop Assistant, Tuskys Supermarket, 2010 to 2012, stocking shelves.",
    ];
    expect(jobs(turns)).toEqual([
      ["Store Manager", "Naivas Supermarket", "2018 – Present"],
      ["Shop Assistant", "Tuskys Supermarket", "2010 – 2012"],
    ]);
  });

  it("leaves 'then <post> there', a promotion at the same employer, to the promotions' reader", () => {
    const told = "Waiter at Sarova Whitesands 2012-2015, then Head Waiter there 2015-2018.";
    expect(chatInEnglish(told)).toBe(told);
  });

  it("invents no year for a post told after 'then' without one", () => {
    const turns = ["I was a Teller at Equity Bank 2012 to 2015, then Loans Officer at KCB."];
    const years = facts(turns).roles.map((r) => r.period);
    expect(years.join(" ")).not.toMatch(/2016|2019|Present/);
  });
});
