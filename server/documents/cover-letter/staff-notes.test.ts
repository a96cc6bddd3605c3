import { describe, expect, it } from "vitest";
import { readStaffNotes } from "./staff-notes";

describe("reading the staff's additional information", () => {
  it("takes the vacancy reference however it is written", () => {
    const references: [string, string][] = [
      ["Vacancy ref KRCS/HR/2026/041, based at the Nairobi head office.", "KRCS/HR/2026/041"],
      ["Ref No. 123/2026", "123/2026"],
      ["Ref: AKUH-NUR-112.", "AKUH-NUR-112"],
      ["Job ID 4471", "4471"],
      ["job id: JOB-2026-14", "JOB-2026-14"],
      ["The vacancy reference number is KRA/HR/12/2026", "KRA/HR/12/2026"],
      ["Position ref #NGO.PS.7", "NGO.PS.7"],
      ["Requisition no. 5512 for the Kisumu office", "5512"],
      ["Position code HR-2026-117. Applications close on 15/12/2026.", "HR-2026-117"],
      ["Advert no. 14/2026 in the Daily Nation", "14/2026"],
      ["Job code: FIN-07", "FIN-07"],
      ["Vacancy KEMRI/LAB/2027/03, closes 8 January 2027.", "KEMRI/LAB/2027/03"],
      ["Advert NHIF/ICT/19 in the Standard", "NHIF/ICT/19"],
    ];
    for (const [text, reference] of references)
      expect(readStaffNotes(text).reference, text).toBe(reference);
  });

  it("finds no reference where there is none, even in words that start like one", () => {
    const notes = readStaffNotes(
      "Referees on request. Refer to her KRA PIN only if asked. Vacancy in the Kisumu office.",
    );
    expect(notes.reference).toBe("");
  });

  it("keeps closing dates and notes meant for staff out of everything the letter uses", () => {
    const withheld = [
      "Closing date 12 December 2026.",
      "Deadline: Friday 5 pm",
      "Applications close on 3 March",
      "Apply by 30th June",
      "Call her before Monday",
      "ring him on Thursday",
      "Client prefers a call after 5 pm",
      "client wants it by tomorrow",
      "Internal: second letter this month",
      "Note to self - check the referees",
      "Invoice not yet paid",
      "NB fee paid via M-Pesa",
      "Do not mention her age",
    ];
    const notes = readStaffNotes(withheld.join("\n"), "Grace");
    expect(notes.withheld).toHaveLength(withheld.length);
    expect([...notes.sentences, ...notes.emphasis, ...notes.unused]).toEqual([]);
  });

  it("turns facts into the client's own sentences, never the note's words whole", () => {
    const notes = readStaffNotes(
      "She speaks fluent French; has a clean driving licence. Willing to relocate to Kisumu. " +
        "Available from March. Notice period: one month. I am CPA-K certified. " +
        "Grace holds a KRA tax compliance certificate. Her own car. The role reports to the Country Director. Registered with EBK.",
      "Grace",
    );
    expect(notes.sentences).toEqual([
      "I speak fluent French.",
      "I have a clean driving licence.",
      "I am willing to relocate to Kisumu.",
      "I am available from March.",
      "My notice period is one month.",
      "I am CPA-K certified.",
      "I hold a KRA tax compliance certificate.",
      "I also have my own car.",
      "I understand that the role reports to the Country Director.",
      "I am registered with EBK.",
    ]);
    expect(notes.withheld).toEqual([]);
  });

  it("reads where the job is based, whom to address and what to put forward", () => {
    const notes = readStaffNotes(
      "Vacancy ref KPLC/ICT/2026/014, based at the Kenya Power head office. Address it to Ms Jane Otieno, HR Manager. Highlight his leadership of the NOC team.",
    );
    expect(notes).toMatchObject({
      reference: "KPLC/ICT/2026/014",
      addressee: "Ms Jane Otieno, HR Manager",
      sentences: ["I would be glad to be based at your Kenya Power head office."],
      emphasis: ["my leadership of the NOC team"],
    });
  });

  it("keeps a client's facts that share words with notes about money", () => {
    const notes = readStaffNotes(
      "She handled supplier payments of KES 2 billion a year. Did a paid internship at KPMG. Balance not yet paid.",
      "Amina",
    );
    expect(notes.sentences).toEqual([
      "I handled supplier payments of KES 2 billion a year.",
      "I did a paid internship at KPMG.",
    ]);
    expect(notes.withheld).toEqual(["Balance not yet paid."]);
  });

  it("writes a fact the staff ask to mention as the client's sentence", () => {
    const notes = readStaffNotes(
      "Mention that she is a KISM member. Stress that Amina speaks Somali.",
      "Amina",
    );
    expect(notes.sentences).toEqual(["I am a KISM member.", "I speak Somali."]);
    expect(notes.emphasis).toEqual([]);
  });

  it("keeps what it cannot turn into a sentence for the model, not for the offline letter", () => {
    const notes = readStaffNotes("Donor-funded projects in Turkana");
    expect(notes.sentences).toEqual([]);
    expect(notes.unused).toEqual(["Donor-funded projects in Turkana"]);
  });
});
