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
    expect(cv).toContain("Self-employed Welder, 2015 to 2021");
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
