import { describe, expect, it } from "vitest";
import { factsFromForm } from "../cvs";
import { stripMarkdown } from "../markdown";
import { missingLabels, writeOfflineCv } from "../offline-writer";
import { knownToolsIn } from "./known-tools";

const form = {
  firstName: "achieng",
  lastName: "odera",
  email: "achieng.odera@example.com",
  phone: "0733 100 200",
  currentRole: "pharmaceutical technologist",
  experience: "4 yrs",
  industry: "healthcare - pharmacy",
  company: "kisumu county hospital",
  serviceType: "CV Writing" as const,
};

const formCv = (changes: Partial<typeof form> & { careerGoal: string }) =>
  stripMarkdown(writeOfflineCv(factsFromForm({ ...form, ...changes })));

const section = (cv: string, heading: string, next: string) =>
  cv.slice(cv.indexOf(heading), cv.indexOf(next));

describe("a form typed all in lower case names its tools in lower case", () => {
  it("reads the tools it names as their makers write them, under Skills", () => {
    const cv = formCv({
      careerGoal:
        "i want a hospital pharmacy post in nairobi. i dispense on kenyaemr and report to dhis2 every month.",
    });
    const skills = section(cv, "Key Skills", "Education");
    expect(skills).toContain("KenyaEMR");
    expect(skills).toContain("DHIS2");
    expect(cv).not.toContain(missingLabels.skills);
  });

  it("never reads a plain word that is also a tool's name", () => {
    expect(knownToolsIn("i excel at stock control and tally the till daily")).toEqual([]);
    expect(knownToolsIn("Reports in Excel and the genexpert run")).toEqual(["Excel"]);
  });

  it("writes the form's 'yrs' out as years", () => {
    const cv = formCv({ careerGoal: "i want a hospital pharmacy post in nairobi." });
    expect(cv).toContain("4 years of experience");
    expect(cv).not.toMatch(/\byrs\b/);
  });
});

describe("a school the client names as its alumnus is their Education", () => {
  it("files 'X College alumna' under Education, not as a duty", () => {
    const cv = formCv({
      firstName: "Mercy",
      lastName: "Njeri",
      currentRole: "Front Office Manager",
      experience: "9",
      industry: "Hospitality",
      company: "Voyager Beach Resort",
      careerGoal:
        "Rooms Division Manager at a city hotel. Cut check-in time to 4 minutes and trained 20 receptionists. Kenya Utalii College alumna.",
    });
    expect(section(cv, "Education", "Certifications")).toContain("Kenya Utalii College alumna");
    expect(cv).not.toContain(missingLabels.education);
  });

  it("files 'a graduate of X University' under Education", () => {
    const cv = formCv({
      currentRole: "Sales Executive",
      experience: "3",
      industry: "FMCG",
      company: "Bidco Africa",
      careerGoal: "Key account manager. Grew Nyanza sales by 12%. A graduate of Maseno University.",
    });
    expect(section(cv, "Education", "Certifications")).toContain("Maseno University");
  });
});

describe("a graduate's 'no experience' is no years of experience to claim", () => {
  it.each(["No experience yet (entry level)", "none", "entry level"])(
    "writes no years for %s",
    (experience) => {
      const cv = formCv({
        currentRole: "Graduate Quantity Surveyor",
        experience,
        industry: "Construction",
        company: "",
        careerGoal: "A graduate QS post with a roads contractor.",
      });
      expect(cv).toContain("Graduate Quantity Surveyor in Construction");
      expect(cv).not.toMatch(/of experience|\bNo experience|\bnone\b/);
    },
  );
});
