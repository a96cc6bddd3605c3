import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { factsFromStatements, skillsIn } from "./extract";

const section = (cv: string, heading: string) =>
  cv.split(`## ${heading}`)[1]?.split(/\n## /)[0] ?? "";

/** A CV written from chat turns, as the staff's Generate CV does. */
const chatCv = (turns: string[]) =>
  writeOfflineCv(factsFromStatements(turns, { clientStatements: turns }));
/** A CV written from the manual form's career-goal box. */
const formCv = (goal: string, known = {}) =>
  writeOfflineCv(factsFromStatements([goal], known, { goalFirst: true }));

describe("skills the client names without a tool word", () => {
  it.each([
    [
      "I'm a plumber at Davis & Shirtliff since 2019. I also install solar water heaters.",
      "Solar water heater",
    ],
    [
      "I work as a mechanic at CMC Motors since 2018 and I can do engine overhauls.",
      "Engine overhauls",
    ],
    [
      "I was a field assistant at KEFRI in 2023. I can do soil sampling and tree measurement.",
      "Soil sampling",
    ],
    ["I'm a nurse at Kenyatta National Hospital since 2020. I'm good at wound care.", "Wound care"],
  ])("%s", (said, skill) => {
    const skills = section(chatCv([said]), "Key Skills");
    expect(skills.toLowerCase()).toContain(skill.toLowerCase());
    expect(skills).not.toContain("[");
  });

  it("reads 'works in' and 'works with' as a list of tools, including ones it never heard of", () => {
    const cv = formCv(
      "Quantity surveyor in a Nairobi consultancy. Works in CostX, Buildsoft Cubit and Excel.",
      { currentRole: "Assistant Quantity Surveyor", yearsExperience: "3" },
    );
    const skills = section(cv, "Key Skills");
    for (const tool of ["CostX", "Buildsoft Cubit", "Excel"]) expect(skills).toContain(tool);
    expect(section(cv, "Work Experience")).not.toContain("Works in");
  });

  it("reads a language the client speaks, whatever the verb's form", () => {
    const cv = formCv("Front office agent at a coast hotel. Speaks German and Italian.", {
      currentRole: "Receptionist",
    });
    expect(section(cv, "Key Skills")).toContain("Languages: German, Italian");
  });
});

describe("qualifications and registrations in their usual short forms", () => {
  it.each(["B.Pharm", "B.Arch", "LLB", "MBChB", "BEng", "M.Pharm", "BBA"])(
    "files %s under Education",
    (degree) => {
      const cv = formCv(`Senior role in a Nairobi firm. ${degree}, Kenyatta University, 2016.`, {
        currentRole: "Officer",
      });
      expect(section(cv, "Education")).toContain(`${degree}, Kenyatta University, 2016`);
      expect(section(cv, "Work Experience")).not.toContain(degree);
    },
  );

  it.each([
    ["Registered as a medical laboratory technologist with KMLTTB", "Lab Technologist"],
    ["Registered as a graduate architect with BORAQS", "Graduate Architect"],
  ])("files '%s' as a registration with a board it does not know", (said, currentRole) => {
    const cv = formCv(`Senior role in a Nairobi practice. ${said}.`, { currentRole });
    expect(section(cv, "Certifications and Memberships")).toContain(said);
    expect(section(cv, "Work Experience")).not.toContain("Registered");
  });

  it("files 'registered as ... with' a board as a registration", () => {
    const cv = formCv(
      "Site engineer on road projects. Registered as a graduate engineer with EBK.",
      { currentRole: "Graduate Engineer" },
    );
    expect(section(cv, "Certifications and Memberships")).toContain(
      "Registered as a graduate engineer with EBK",
    );
  });

  it("keeps a grade or class written with a capital I", () => {
    const cv = chatCv([
      "I'm a welder at Mabati Rolling Mills since 2017. I have a NITA Grade I trade test and a Class I welding licence.",
    ]);
    const certs = section(cv, "Certifications and Memberships");
    expect(certs).toContain("NITA Grade I trade test");
    expect(certs).toContain("Class I welding licence");
  });
});

describe("systems common in Kenyan offices, named in a duty", () => {
  it.each([
    ["Migrated 15 offices to Microsoft 365 in 2023", "Microsoft 365"],
    ["Administer Active Directory for 1,100 users", "Active Directory"],
    ["Reconcile accounts in Sage X3 every month", "Sage X3"],
    ["Post transactions on T24 and Finacle", "T24"],
  ])("%s", (duty, tool) => {
    expect(skillsIn(duty)).toContain(tool);
  });
});

describe("a second tool named after the first one's purpose", () => {
  it("keeps both tools of 'We use IFMIS for payments and SAGE'", () => {
    const turns = [
      "I'm a revenue clerk at Nakuru County since 2019.",
      "We use IFMIS for payments and SAGE",
    ];
    const facts = factsFromStatements(turns, { clientStatements: turns });
    expect(facts.skills).toEqual(expect.arrayContaining(["IFMIS", "SAGE"]));
  });
});
