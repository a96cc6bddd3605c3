import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { factsFromStatements } from "./extract";

const section = (cv: string, heading: string) =>
  cv.split(`## ${heading}\n\n`)[1]?.split("\n## ")[0]?.trim() ?? "";

const cvOf = (...turns: string[]) => writeOfflineCv(factsFromStatements(turns, {}));

/** Registrations, memberships, certificates, tools and placements told in Swahili, as CV text. */
describe("qualifications and tools told in Swahili", () => {
  it("registered with, a member of, a certificate from: each a certification in English", () => {
    const cv = cvOf(
      "Nimesajiliwa na Nursing Council of Kenya, na ni member wa National Nurses Association of Kenya. Pia nina licence ya Kenya Medical Practitioners Board.",
    );
    const certifications = section(cv, "Certifications and Memberships");
    expect(certifications).toContain("Registered with Nursing Council of Kenya");
    expect(certifications).toContain("Member of National Nurses Association of Kenya");
    expect(certifications).toContain("Licence from the Kenya Medical Practitioners Board");
    expect(cv).not.toMatch(/\b(?:nimesajiliwa|member wa|nina|ya|pia)\b/i);
  });

  it("'certificate ya X kutoka Y' is a certificate in X from Y", () => {
    expect(cvOf("Nina certificate ya Infection Prevention kutoka KMTC, 2023.")).toContain(
      "Certificate in Infection Prevention from KMTC, 2023",
    );
  });

  it("'tunatumia system ya X na Y': both systems are skills", () => {
    const skills = section(cvOf("Tunatumia system ya Sage na QuickBooks kila siku."), "Key Skills");
    expect(skills).toContain("Sage");
    expect(skills).toContain("QuickBooks");
  });

  it("'internship yangu ilikuwa X, 2018 to 2019' is an intern's job at X", () => {
    expect(cvOf("Internship yangu ilikuwa Kenyatta National Hospital, 2018 to 2019.")).toContain(
      "### Intern, Kenyatta National Hospital",
    );
  });
});
