import { describe, expect, it } from "vitest";
import { article, clientSentence, firstPersonClause, joinList } from "./sentences";

describe("letter sentences", () => {
  it("turns CV lines of several professions into first-person clauses", () => {
    const cases: [string, boolean, string][] = [
      ["Reduced medication errors by 30%", true, "I reduced medication errors by 30%"],
      ["Led 40 open tenders on IFMIS.", true, "I led 40 open tenders on IFMIS"],
      ["Manages a team of 6 engineers", true, "I manage a team of 6 engineers"],
      ["Supervise 12 kitchen staff", true, "I supervise 12 kitchen staff"],
      ["Taught Form 4 English to 180 students", false, "I taught Form 4 English to 180 students"],
      [
        "Responsible for the payroll of 300 staff",
        false,
        "I was responsible for the payroll of 300 staff",
      ],
      ["Responsible for guest check-in", true, "I am responsible for guest check-in"],
      [
        "Support for 200 users on the helpdesk",
        true,
        "my work includes support for 200 users on the helpdesk",
      ],
      ["KenyaEMR data entry", false, "my work included KenyaEMR data entry"],
      ["Head of English since 2019", true, "I have served as head of English since 2019"],
      ["Our TripAdvisor score went to 92%", true, "Our TripAdvisor score went to 92%"],
      ["Based in the maternity ward", true, "I am based in the maternity ward"],
      ["Based in the Garissa depot", false, "I was based in the Garissa depot"],
      [
        "Driven 400,000 km without an accident",
        true,
        "I have driven 400,000 km without an accident",
      ],
      [
        "M&E dashboards in Power BI for 40,000 beneficiaries",
        true,
        "my work includes M&E dashboards in Power BI for 40,000 beneficiaries",
      ],
      [
        "Covers the Eldoret and Kitale territory with 180 outlets",
        true,
        "I cover the Eldoret and Kitale territory with 180 outlets",
      ],
      ["Visits 40 outlets a day", true, "I visit 40 outlets a day"],
      [
        "Final-year project: a 120-bed students' hostel in Juja",
        true,
        "my final-year project was a 120-bed students' hostel in Juja",
      ],
      [
        "MSc thesis: drought coping strategies of 300 households in Kitui",
        false,
        "my MSc thesis was drought coping strategies of 300 households in Kitui",
      ],
      // Something done to the client, not by them: "was" before the verb.
      ["Promoted to Branch Manager in 2021", true, "I was promoted to Branch Manager in 2021"],
      ["Appointed head of department in 2019", false, "I was appointed head of department in 2019"],
      [
        "Elected chair of the staff welfare committee",
        false,
        "I was elected chair of the staff welfare committee",
      ],
      [
        "Awarded 40 tenders worth KES 200 million",
        false,
        "I awarded 40 tenders worth KES 200 million",
      ],
    ];
    for (const [line, current, clause] of cases)
      expect(firstPersonClause(line, current)).toBe(clause);
  });

  it("writes a staff note about the client in the client's own voice", () => {
    expect(clientSentence("She speaks Kiswahili and her French is fluent", "Amina")).toBe(
      "I speak Kiswahili and my French is fluent.",
    );
    expect(clientSentence("Amina has her own car", "Amina")).toBe("I have my own car.");
    expect(clientSentence("The client is willing to travel.", "Amina")).toBe(
      "I am willing to travel.",
    );
    expect(clientSentence("I hold a PSV licence", "Amina")).toBe("I hold a PSV licence.");
    expect(clientSentence("Donor reporting", "Amina")).toBeNull();
  });

  it("chooses a or an by sound, and joins lists", () => {
    expect(
      ["MBA", "BSc", "Diploma", "HND", "Higher Diploma", "ACCA", "UN post"].map(article),
    ).toEqual(["an", "a", "a", "an", "a", "an", "a"]);
    expect(joinList(["BLS", "ACLS", "PALS"])).toBe("BLS, ACLS and PALS");
  });
});
