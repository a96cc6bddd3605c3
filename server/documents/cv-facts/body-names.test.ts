import { describe, expect, it } from "vitest";
import { factsFromUploadText } from "./from-upload";

const upload = (membership: string) => `ACHIENG ROSE OTIENO
Tel: 0722 310 554 | achieng.otieno@mail.co.ke

WORK EXPERIENCE
Forecaster, Kenya Meteorological Department, 2016 - date

MEMBERSHIP
${membership}

LANGUAGES
Dholuo, Kiswahili, English

CLUBS AND SOCIETIES
Chess Club captain, 2010
`;

describe("a professional body named alone on a line of an uploaded CV", () => {
  it.each(["Kenya Meteorological Society", "Kenya Red Cross Society", "ENGINEERS BOARD"])(
    "keeps %s as a membership and reads the sections after it",
    (body) => {
      const facts = factsFromUploadText(upload(body));
      expect(facts.certifications.join("\n")).toContain(body);
      expect(facts.languages).toEqual(["Dholuo", "Kiswahili", "English"]);
      expect(facts.activities.join("\n")).toContain("Chess Club");
      expect(facts.activities.join("\n")).not.toContain(body);
    },
  );
});
