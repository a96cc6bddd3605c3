import { describe, expect, it } from "vitest";
import { writeOfflineCv } from "../offline-writer";
import { factsFromUploadText } from "./from-upload";

/** An uploaded CV whose header gives the name, then the client's post in capitals, then contacts. */
const cv = `GRACE WANJIKU KAMAU
HEAD NURSE
Phone: +254 711 402 985
Email: grace.kamau.rn@gmail.com
Nationality: Kenyan

WORK EXPERIENCE
Kenyatta National Hospital, Nairobi
Head Nurse, 2020 - present
- Lead 30 nurses on the surgical wards
`;

describe("a headline in capitals under the name of an uploaded CV", () => {
  it("keeps the contacts below it in the header, never in a job", () => {
    const facts = factsFromUploadText(cv);
    expect(facts.email).toBe("grace.kamau.rn@gmail.com");
    expect(facts.phone.replace(/\D/g, "")).toBe("254711402985");
    const text = writeOfflineCv(facts);
    expect(text).not.toContain("Phone:");
    expect(text).not.toContain("Nationality");
    expect(text).toContain("- Lead 30 nurses on the surgical wards");
  });
});
