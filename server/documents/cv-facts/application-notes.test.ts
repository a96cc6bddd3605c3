import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { withoutApplicationNotes, withoutStaffAsides } from "./application-notes";
import { factsFromStatements } from "./extract";

describe("what a client tells the writer about the application", () => {
  it.each([
    "The KeNHA vacancy reference is KeNHA/ENG/2026/88, closes 30 January.",
    "Advert ref NCPB/FIN/14 na inafunga 2 February 2027.",
    "Deadline 14 March, please make it quick.",
    "Applications close 5 June 2026 for that post.",
    "Note for the consultant: my landlord's line is off, use email.",
    "NB to staff: I will pay on Monday.",
  ])("'%s' is dropped whole", (sentence) => {
    expect(withoutApplicationNotes(sentence)).toBe("");
  });

  it("drops a request to the writer and keeps the rest of its sentence", () => {
    expect(
      withoutApplicationNotes(
        "I also sit on the hospital's quality committee, please text me rather than call.",
      ),
    ).toBe("I also sit on the hospital's quality committee");
    expect(withoutApplicationNotes("Mwambie consultant anitumie draft Ijumaa, asante.")).toBe(
      "asante.",
    );
  });

  it.each([
    "Managed the month-end closing stock of 3,000 lines on Sage.",
    "Met every reporting deadline for 4 years.",
    "I referred 120 clients to the county clinic.",
  ])("leaves the client's own fact '%s' as it is", (sentence) => {
    expect(withoutApplicationNotes(sentence)).toBe(sentence);
  });

  it("never writes the reference, the closing date or the note into the CV", () => {
    const cv = writeOfflineCv(
      factsFromStatements(
        [
          "I'm a quantity surveyor at Gauff Consultants since 2020.",
          "The KURA vacancy ref KURA/QS/2026/03, closing 15 January 2027.",
          "Note for the writer: my phone is off on Sundays, WhatsApp only.",
          "I prepared bills of quantities for 14 road projects, call me after 6 pm.",
        ],
        { serviceType: "CV Writing" },
      ),
    );
    expect(cv).not.toMatch(/KURA\/QS|15 January|Note for|WhatsApp|call me/);
    expect(cv).toMatch(/bills of quantities for 14 road projects/);
  });

  it("drops a note labelled for staff, in brackets or opening a sentence, and keeps the rest", () => {
    expect(
      withoutStaffAsides("Uses Tally and Excel. [staff: she pays the balance on the 3rd]"),
    ).toBe("Uses Tally and Excel.");
    expect(withoutStaffAsides("Member of IHRM (for the consultant: rush job) since 2020.")).toBe(
      "Member of IHRM since 2020.",
    );
    expect(withoutStaffAsides("Trained 40 tellers (staff only) in 2023.")).toBe(
      "Trained 40 tellers in 2023.",
    );
    expect(withoutApplicationNotes("Admin: resend the invoice before Monday.")).toBe("");
    expect(withoutStaffAsides("Site engineer (civil: roads) at China Wu Yi.")).toBe(
      "Site engineer (civil: roads) at China Wu Yi.",
    );
  });

  it("never writes a staff note from the form's goal into the CV, nor as a placeholder", () => {
    const cv = writeOfflineCv(
      factsFromStatements(
        [
          "Finance Manager at a county water company. I run the accounts of Nyeri Water since 2017 and cut arrears by 18%. Uses Sage 300. (staff: he will bring the diploma copy on Monday) [consultant: waiting for his referees]",
        ],
        { serviceType: "CV Writing" },
        { goalFirst: true },
      ),
    );
    expect(cv).toMatch(/arrears by 18%/);
    expect(cv).not.toMatch(/staff:|consultant:|Monday|referees\]/);
  });
});
