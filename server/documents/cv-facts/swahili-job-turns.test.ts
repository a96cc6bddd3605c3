import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { factsFromStatements } from "./extract";

const jobsOf = (...turns: string[]) =>
  factsFromStatements(["My name is Achieng Otieno", ...turns], {}).roles.map((r) => [
    r.title,
    r.employer,
    r.period,
  ]);

/**
 * Jobs told in Swahili across turns ("tangu", "hadi", "nilikuwa ... wa", "nikaajiriwa",
 * "nilianza kama"): each is its own job with its employer and dates, never a line of another.
 */
describe("jobs told in Swahili over several turns", () => {
  it("since, then before that with 'wa' before the employer", () => {
    expect(
      jobsOf(
        "Tangu 2019 mimi ni senior accountant at Bidco Africa.",
        "Kabla ya hapo nilikuwa accounts clerk wa Mumias Sugar Company, 2014 hadi 2019.",
      ),
    ).toEqual([
      ["Senior accountant", "Bidco Africa", "2019 – Present"],
      ["Accounts clerk", "Mumias Sugar Company", "2014 – 2019"],
    ]);
  });

  it("started as a post with no 'at', then hired by the next employer", () => {
    expect(
      jobsOf(
        "Nilianza kama junior chef Sarova Stanley 2012 mpaka 2015.",
        "Then 2015 nikaajiriwa Tribe Hotel as a sous chef.",
      ),
    ).toEqual([
      ["Sous chef", "Tribe Hotel", "2015 – Present"],
      ["Junior chef", "Sarova Stanley", "2012 – 2015"],
    ]);
  });

  it("an employer then its years after 'nilikuwa', the posts with 'nilianza kama' and 'nikawa'", () => {
    const facts = factsFromStatements(
      [
        "Kabla ya hapo nilikuwa Bamburi Cement 2010 to 2018. Nilianza kama Machine Operator 2010, nikawa Shift Supervisor 2014 kwa Mombasa plant.",
      ],
      {},
    );
    expect(facts.roles.map((r) => [r.employer, r.period])).toEqual([
      ["Bamburi Cement", "2010 – 2018"],
    ]);
    const text = writeOfflineCv(facts).split("## Key Skills")[0]!;
    expect(text).toContain("Machine Operator");
    expect(text).toContain("Shift Supervisor");
    expect(text).not.toMatch(/nilikuwa|nilianza|nikawa|kama|kwa/i);
  });

  it("'Kabla ya <employer> nilikuwa ...' with no comma: the lead is no part of the post", () => {
    expect(
      jobsOf("Kabla ya Safaricom nilikuwa Sales Agent at Airtel Kenya, 2015 to 2018."),
    ).toEqual([["Sales Agent", "Airtel Kenya", "2015 – 2018"]]);
  });

  it("'bado niko hapo' (still there) leaves no Swahili in the CV", () => {
    const text = JSON.stringify(
      factsFromStatements(
        ["Nilijoin Naivas 2019 kama Cashier. Then 2022 nikapewa Supervisor, bado niko hapo."],
        {},
      ),
    );
    expect(text).not.toMatch(/bado|niko|nikapewa|kama/);
  });

  it("'niko <Employer> kama <Post>' and 'nimekuwa na <Employer> tangu': the job held now", () => {
    expect(jobsOf("Kwa sasa niko Bamburi Cement kama Plant Supervisor, tangu 2021.")).toEqual([
      ["Plant Supervisor", "Bamburi Cement", "2021 – Present"],
    ]);
    expect(jobsOf("Nimekuwa na Davis & Shirtliff tangu 2019 kama Technician.")).toEqual([
      ["Technician", "Davis & Shirtliff", "2019 – Present"],
    ]);
  });

  it("'nilikuwa nafanya jobs zangu kama <Post>' is told as working as the post", () => {
    const cv = writeOfflineCv(
      factsFromStatements(
        [
          "I work at Bamburi Cement as Plant Supervisor since 2021.",
          "Kabla ya hapo nilikuwa nafanya jobs zangu kama Self-employed Welder, 2015 to 2021.",
        ],
        {},
      ),
    );
    // Work for oneself is a job of its own, not a line of the job told before it.
    expect(cv).toContain("### Welder, Self-employed\n\n*2015 – 2021*");
    expect(cv).not.toMatch(/nilikuwa|nafanya|zangu|kama/);
  });

  it("'Sijawahi kuwa na ...' is told as never having had it", () => {
    const text = JSON.stringify(
      factsFromStatements(
        ["I am a technician at KPLC since 2019. Sijawahi kuwa na failed inspection."],
        {},
      ),
    );
    expect(text).toContain("Never had a failed inspection");
    expect(text).not.toMatch(/Sijawahi/);
  });
});

/** Jobs at two employers told the Swahili way: each its own entry with its own years. */
describe("a job at another employer is never a line of the one told before", () => {
  it("'nilikuwa <Post> kwa <Employer> kuanzia ... to ...': the post, its employer, its dates", () => {
    expect(
      jobsOf(
        "Nilijiunga na Simba Coach mwaka 2016 kama Booking Clerk.",
        "Kabla ya hapo nilikuwa Conductor kwa Mash Poa kuanzia 2011 hadi 2016.",
      ),
    ).toEqual([
      ["Booking Clerk", "Simba Coach", "2016 – Present"],
      ["Conductor", "Mash Poa", "2011 – 2016"],
    ]);
  });

  it("'Mwisho nilikuwa ...': the job told as the last one held, with its dates", () => {
    expect(jobsOf("Mwisho nilikuwa Payroll Officer kwa Bamburi Cement, 2015 to 2021.")).toEqual([
      ["Payroll Officer", "Bamburi Cement", "2015 – 2021"],
    ]);
  });

  it("'nikafanya kazi <Employer> as a <Post> <year> to <year>': a job of its own", () => {
    expect(
      jobsOf(
        "Since 2021 I am a Pharmacist at Aga Khan Hospital Kisumu.",
        "Kabla ya hapo nikafanya kazi Jaramogi Hospital as a Pharmacy Intern 2019 to 2020.",
      ),
    ).toEqual([
      ["Pharmacist", "Aga Khan Hospital Kisumu", "2021 – Present"],
      ["Pharmacy Intern", "Jaramogi Hospital", "2019 – 2020"],
    ]);
  });

  it("'Niko <Employer> tangu <year>' then 'alafu' a promotion: one employer, its posts", () => {
    const cv = writeOfflineCv(
      factsFromStatements(
        [
          "My name is Achieng Otieno",
          "Niko Kisumu National Polytechnic tangu 2014. Nilianza kama Plumbing Instructor, alafu 2020 wakanipromote kuwa Head of Department.",
        ],
        {},
      ),
    );
    expect(cv).toContain("### Head of Department, Kisumu National Polytechnic");
    expect(cv).toContain("Joined as Plumbing Instructor in 2014");
    expect(cv).toContain("Promoted to Head of Department in 2020");
    expect(cv).not.toMatch(/Niko|alafu|wakanipromote/);
  });

  it("'And from <year> to <year> an <Post> at <Employer>': a past job told with no verb", () => {
    expect(
      jobsOf(
        "I was a Site Engineer at Sinohydro, 2017 to 2022. And from 2014 to 2017 an Assistant Engineer at the Kenya Rural Roads Authority.",
      ),
    ).toEqual([
      ["Site Engineer", "Sinohydro", "2017 – 2022"],
      ["Assistant Engineer", "the Kenya Rural Roads Authority", "2014 – 2017"],
    ]);
  });
});
