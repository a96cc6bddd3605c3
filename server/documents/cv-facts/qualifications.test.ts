import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { factsFromStatements } from "./extract";
import { factsFromUploadText } from "./from-upload";

const said = (...turns: string[]) => factsFromStatements(turns, { clientStatements: turns });

/** Each qualification, licence and result lands in its own section, written as CV text. */
describe("a degree, a course, a licence and a result, each in its section", () => {
  it("a degree and certifications told in one breath are split", () => {
    const facts = said(
      "I have a BSc in Information Technology from Moi University (2018), CCNA and AWS Certified Solutions Architect Associate",
    );
    expect(facts.education).toEqual(["BSc in Information Technology from Moi University, 2018"]);
    expect(facts.certifications).toEqual(["CCNA", "AWS Certified Solutions Architect Associate"]);
  });

  it("a degree's class stays with the degree", () => {
    expect(
      said(
        "BTech Electrical and Electronic Engineering, Technical University of Kenya, 2026, second class honours upper division.",
      ).education,
    ).toEqual([
      "BTech Electrical and Electronic Engineering, Technical University of Kenya, second class honours upper division, 2026",
    ]);
  });

  it("courses completed in a year are certifications, not degrees", () => {
    const facts = said(
      "I completed the Google Data Analytics Certificate in 2023 and the ALX Data Science programme in 2024.",
    );
    expect(facts.education).toEqual([]);
    expect(facts.certifications).toEqual([
      "Google Data Analytics Certificate, 2023",
      "ALX Data Science programme, 2024",
    ]);
  });

  it("an artisan or craft certificate from a polytechnic is education", () => {
    const facts = said(
      "I did a Motor Vehicle Mechanics artisan certificate at Kisumu National Polytechnic in 2013",
    );
    expect(facts.education).toEqual([
      "Motor Vehicle Mechanics artisan certificate at Kisumu National Polytechnic, 2013",
    ]);
  });

  it("where and how a diploma was earned reads qualification first", () => {
    expect(
      said("I trained at KMTC Kericho and got my Diploma in KRCHN in 2019.").education,
    ).toEqual(["Diploma in KRCHN, KMTC Kericho, 2019"]);
    expect(
      said(
        "I hold a B.Ed Science (Mathematics and Physics) from Egerton University, class of 2014.",
      ).education,
    ).toEqual(["B.Ed Science (Mathematics and Physics) from Egerton University, 2014"]);
    expect(
      said("I studied housekeeping and laundry at Kenya Utalii College, certificate in 2014")
        .education,
    ).toEqual(["Certificate in housekeeping and laundry, Kenya Utalii College, 2014"]);
  });

  it("a membership or registration number stays with the body it was given by", () => {
    const facts = said(
      "I think I'm a member of ICPAK, member no. 23456.",
      "I'm registered with the Nursing Council of Kenya, licence number 45123, and I'm a member of NNAK.",
      "Member of the Institute of Certified Public Secretaries, membership number 1187",
    );
    expect(facts.certifications).toEqual([
      "Member of ICPAK (member no. 23456)",
      "Registered with the Nursing Council of Kenya (licence number 45123)",
      "Member of NNAK",
      "Member of the Institute of Certified Public Secretaries (membership number 1187)",
    ]);
  });

  it("licences and registration numbers are certifications in CV words", () => {
    const facts = said(
      "My NCK licence number is 12345 and it is valid to 2026.",
      "My TSC number is 456789.",
      "My NTSA licence has classes B, C and CE. I also have a PSV badge and a certificate of good conduct",
      "I am a CPSP-K holder",
      "EBK graduate engineer (reg. GE 4471), member of IEK.",
    );
    expect(facts.certifications).toEqual([
      "NCK licence number 12345, valid to 2026",
      "TSC number 456789",
      "NTSA licence, classes B, C and CE",
      "PSV badge",
      "Certificate of good conduct",
      "CPSP-K",
      "EBK graduate engineer (reg. GE 4471)",
      "Member of IEK",
    ]);
  });

  it("a result told with an exam's name or a target is an achievement", () => {
    const facts = said(
      "Our KCSE maths mean rose from 5.2 to 7.4 in three years.",
      "Hit 118% of the 2024 sales target.",
    );
    expect(facts.education).toEqual([]);
    expect(facts.target).toBe("");
    expect(facts.experience).toEqual([
      "The KCSE maths mean rose from 5.2 to 7.4 in three years",
      "Hit 118% of the 2024 sales target",
    ]);
  });

  it("a skill the client does or knows is a skill", () => {
    expect(said("I also do EMONC").skills).toEqual(["EMONC"]);
    expect(said("Knows MATLAB and AutoCAD Electrical.").skills).toEqual([
      "MATLAB",
      "AutoCAD Electrical",
    ]);
  });

  it("a target given with a label or after 'now' is one sentence", () => {
    expect(said("Target: a maths teacher job at an international school").target).toBe(
      "Seeking a maths teacher role at an international school",
    );
    expect(said("Now I want a housekeeping supervisor job in Mombasa").target).toBe(
      "Seeking a housekeeping supervisor role in Mombasa",
    );
  });

  it("a training done, an admission to the bar and a graduation date are qualifications", () => {
    const facts = said(
      "I also did EmONC training with UNFPA in 2021.",
      "I was admitted to the bar in 2018 and I'm a member of LSK.",
      "I studied Bachelor of Human Resource Management at Masinde Muliro University, graduated December 2025 with second class upper",
    );
    expect(facts.roles).toEqual([]);
    expect(facts.certifications).toEqual([
      "EmONC training with UNFPA, 2021",
      "Admitted to the bar, 2018",
      "Member of LSK",
    ]);
    expect(facts.education).toEqual([
      "Bachelor of Human Resource Management, Masinde Muliro University, second class upper, 2025",
    ]);
  });

  it("student leadership and clubs are activities, and their years no experience", () => {
    const facts = said(
      "I was the class representative for 2 years and a member of the university's Enactus club",
    );
    expect(facts.activities).toEqual([
      "Class representative for 2 years and a member of the university's Enactus club",
    ]);
    expect(facts.certifications).toEqual([]);
    expect(facts.yearsExperience).toBe("");
  });
});

/** A section with a fact that belongs to it, wherever the client put it, is never left empty. */
describe("a fact filed beside the section it belongs to", () => {
  it("a named professional society is a membership, not a school club", () => {
    const facts = said(
      "I am a member of the Institution of Surveyors of Kenya and the Geological Society of Kenya.",
    );
    expect(facts.certifications.join(" ")).toContain("Geological Society of Kenya");
    expect(facts.activities).toEqual([]);
  });

  it("a degree under an upload's 'Professional Qualifications' fills an empty Education", () => {
    const facts = factsFromUploadText(`PROFESSIONAL QUALIFICATIONS
Bachelor of Science in Nursing, Moi University, 2017
Licensed nurse, Nursing Council of Kenya, 2018
`);
    expect(facts.education).toEqual(["Bachelor of Science in Nursing, Moi University, 2017"]);
    expect(facts.certifications).toEqual(["Licensed nurse, Nursing Council of Kenya, 2018"]);
  });

  it("a certificate course told as study fills an empty Certifications beside the school", () => {
    const facts = said(
      "I got a B+ in KCSE at Kagumo High School in 2024.",
      "Last year I did a Certificate in Graphic Design at Kiambu Institute of Science and Technology.",
    );
    expect(facts.education.join(" ")).toContain("KCSE");
    expect(facts.certifications.join(" ")).toContain("Certificate in Graphic Design");
  });
});

describe("a qualification the client means to study for is no fact", () => {
  it("drops a plan to study, in English or Swahili, and keeps what is held and done", () => {
    const facts = said(
      "I am an accounts assistant at Kapa Oil Refineries since 2021.",
      "I hold a Diploma in Accounting from KCA University, 2020.",
      "Ningependa kusomea CIFA next intake.",
      "Perhaps an MBA later.",
      "I am planning to enrol for a Master's in Finance.",
      "Later I did a certificate in payroll at KIM.",
    );
    const cv = writeOfflineCv(facts);
    expect(facts.education.join(" ")).toContain("Diploma in Accounting");
    expect(facts.certifications.join(" ")).toContain("certificate in payroll");
    expect(cv).not.toMatch(/CIFA|MBA|Master's in Finance|next intake|planning/);
    expect(facts.target).toBe("");
  });
});
