import type { CoverLetterRequest } from "../facts";
import { type CvReading, readCv } from "./cv-reader";
import { readStaffNotes, type StaffNotes } from "./staff-notes";

/** Everything a cover letter is written from: the CV it is for, the form, the staff's notes. */
export type LetterInput = {
  /** The client's name as the CV's header gives it, or else as its text opens with it. */
  name: string;
  cv: CvReading;
  /** The CV's own text, for the model to draw on and the fact check to compare against. */
  cvText: string;
  notes: StaffNotes;
  companyName: string;
  position: string;
};

export function letterInput(
  cv: { name: string; markdown: string },
  request: CoverLetterRequest,
): LetterInput {
  const reading = readCv(cv.markdown);
  const name = cv.name.trim() || reading.name;
  return {
    name,
    cv: reading,
    cvText: cv.markdown,
    notes: readStaffNotes(request.additionalInfo, name.split(/\s+/)[0] ?? ""),
    companyName: request.companyName.trim(),
    position: request.position.trim(),
  };
}
