import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { factsFromUploadText } from "./from-upload";

/** The text of one ## section of a CV, up to the next ## heading. */
const section = (cv: string, heading: string) =>
  cv.split(`## ${heading}`)[1]?.split(/\n## /)[0] ?? "";

describe("an uploaded CV of a school leaver with an attachment, volunteering and clubs", () => {
  const text = `CURRICULUM VITAE

Names: Brian Kiprono Chebet
Phone: 07 22 41 88 09
Email: kiprono.brian07@gmail.com
Home: Kapsabet, Nandi County

Education
KCSE 2023, Kapsabet Boys High School, mean grade C+
KCPE 2019, Kapsabet Township Primary School

Clubs and Societies
Chairman, Wildlife Club, 2022 to 2023
Member of the school drama club

Volunteering
Volunteer, Kenya Red Cross Nandi branch, 2024
- helped register 300 blood donors at a county drive

Industrial Attachment
ICT attachee at Nandi County Assembly, May 2024 to July 2024
- set up 25 computers for staff

Short courses
Certificate in Computer Packages, Kapsabet Computer College, 2024

Hobbies
Athletics, music

Languages: English, Kiswahili, Kalenjin
Career objective: to start a career in ICT support at a county government or a bank.
`;
  const facts = factsFromUploadText(text);
  const cv = writeOfflineCv(facts);

  it("takes the name, phone, email and home from a labelled header", () => {
    expect(facts).toMatchObject({
      firstName: "Brian",
      lastName: "Kiprono Chebet",
      phone: "07 22 41 88 09",
      email: "kiprono.brian07@gmail.com",
    });
    expect(`${facts.address} ${facts.location}`).toContain("Kapsabet, Nandi County");
  });

  it("keeps the examination, school, year and grade as given", () => {
    expect(section(cv, "Education")).toContain(
      "KCSE, Kapsabet Boys High School, mean grade C+, 2023",
    );
    expect(section(cv, "Education")).toContain("KCPE, Kapsabet Township Primary School, 2019");
  });

  it("writes the attachment and the volunteering as experience, with dates and results", () => {
    const experience = section(cv, "Work Experience");
    expect(experience).toContain("ICT attachee, Nandi County Assembly");
    expect(experience).toContain("May 2024 – July 2024");
    expect(experience).toContain("Set up 25 computers for staff");
    expect(experience).toContain("Volunteer, Kenya Red Cross Nandi branch");
    expect(experience).toContain("300 blood donors");
    expect(experience).not.toContain("[");
  });

  it("keeps clubs and leadership in their own section, not as memberships", () => {
    const activities = section(cv, "Activities and Leadership");
    expect(activities).toContain("Chairman, Wildlife Club, 2022 to 2023");
    expect(activities).toContain("school drama club");
    expect(section(cv, "Certifications and Memberships")).not.toContain("drama");
  });

  it("files short courses as certifications and languages under Key Skills", () => {
    expect(section(cv, "Certifications and Memberships")).toContain(
      "Certificate in Computer Packages, Kapsabet Computer College, 2024",
    );
    expect(section(cv, "Key Skills")).toContain("Languages: English, Kiswahili, Kalenjin");
  });

  it("writes the career objective into the profile and leaves no placeholder anywhere", () => {
    expect(section(cv, "Professional Profile")).toContain("ICT support");
    expect(cv).not.toMatch(/\[[^\]]*\]/);
    expect(cv).not.toMatch(/Athletics|Hobbies/);
  });
});

describe("an uploaded CV of a school leaver with a first job and no work heading of the usual kind", () => {
  const text = `AMINA HASSAN ABDI
P.O. Box 88-80100, Mombasa
0711-204-566 | aminahassan.abdi@gmail.com

ACADEMIC BACKGROUND
2021 - 2024 Kenya Certificate of Secondary Education, Shimo la Tewa School, mean grade B-

WORK
Shop attendant at Mama Wanjiku Hardware, Likoni, January 2025 to date
- handle about KSh 40,000 in daily sales

TRAININGS
Ajira Digital Programme, online work and digital marketing, 2025

CO-CURRICULAR ACTIVITIES
Captain, school netball team, 2023

LANGUAGES
English, Kiswahili, Somali
`;
  const facts = factsFromUploadText(text);
  const cv = writeOfflineCv(facts);

  it("reads the first job from a one-word heading, title before 'at'", () => {
    const experience = section(cv, "Work Experience");
    expect(experience).toContain("### Shop attendant, Mama Wanjiku Hardware, Likoni");
    expect(experience).toContain("January 2025 – Present");
    expect(experience).toContain("40,000 in daily sales");
  });

  it("keeps a grade with its sign and puts trainings under certifications", () => {
    expect(section(cv, "Education")).toContain("mean grade B-");
    expect(section(cv, "Education")).not.toMatch(/Ajira|WORK|Shop attendant/);
    expect(section(cv, "Certifications and Memberships")).toContain("Ajira Digital Programme");
  });

  it("leaves no placeholder in a section the CV gave facts for", () => {
    for (const heading of ["Work Experience", "Key Skills", "Education", "Certifications"])
      expect(section(cv, heading)).not.toContain("[");
    expect(section(cv, "Activities and Leadership")).toContain("Captain, school netball team");
  });
});
