import { monthWord } from "./dates";

/**
 * What a client tells the consultant about the application rather than about themselves: the
 * vacancy's reference and closing date ("ref KPA/HR/2026/31, closes 4 March", "inafunga 18
 * December"), and notes for whoever writes the CV ("Note for the writer: ...", "mwambie
 * consultant anipigie", "call me, not my husband"). The letter form takes the reference and the
 * date from staff; none of it is a fact of the client's career, so a CV never carries it.
 */

/** "ref KRA/ICT/2026/07", "advert ref is COOP/HR/RM/2026/019", "Reference No. 12/2026". */
const vacancyRef = /\bref(?:erence)?\.?\s(?:no\.?\s|number\s)?(?:is\s)?[\p{L}\d-]*\/[\p{L}\d/-]+/iu;

/**
 * "closing 12 December", "deadline 20 December", "inafunga 18 December 2026", "apply by 3 May":
 * the cue, then a date at once; "closing stock of 3,000 items" is a duty's.
 */
const closingDate = new RegExp(
  String.raw`\b(?:closing(?:\sdate)?|closes|close\son|deadline|apply\sby|applications?\sclose|inafunga|inaclose|itafungwa)\s(?:on\s|is\s)?(?:\d{1,2}(?:st|nd|rd|th)?\s${monthWord}|${monthWord}\s\d{1,2}\b)`,
  "i",
);

/** "Note for the writer:", "NB for the consultant:", "PS to staff:": the rest is for them alone. */
const noteForWriter =
  /^(?:(?:a\s)?note|nb|p\.?s\.?)\s(?:for|to)\s(?:the\s)?(?:writer|consultant|staff|team|kazi)\b/i;

/**
 * "[staff: he needs it before the board meets]", "(for the consultant: invoice sent)", "Admin
 * only: ...": a note the firm's own people wrote beside the client's words, labelled for them.
 */
const staffLabel = String.raw`(?:(?:a\s)?note\s(?:for|to)\s(?:the\s)?(?:writer|consultant|staff|team|office)|(?:for|to)\s(?:the\s)?(?:staff|consultant|writer|team|office)|staff|consultant|writer|admin|internal|office\suse)(?:(?:\sonly)?\s?:|\sonly\b)`;
const staffAside = new RegExp(
  String.raw`\s*(?:\[\s*${staffLabel}[^\]]*\]|\(\s*${staffLabel}[^)]*\))`,
  "gi",
);
const staffLine = new RegExp(`^${staffLabel}`, "i");

/**
 * The text without the notes labelled for staff, in brackets wherever they stand, or opening a
 * sentence: none of it is the client's.
 */
export function withoutStaffAsides(text: string): string {
  return text.replace(staffAside, "");
}

/**
 * A request to the people making the CV: to call, text or send to the client, to talk or not
 * to someone else, or about the fee; "mwambie consultant anipigie" (tell the consultant to call
 * me), "anitumie draft" (send me the draft). The consultant is one addressed ("tell the
 * consultant"), never a firm's name ("Arcon Consultants") nor a post ("a consultant at KPMG").
 */
const requestToWriter =
  /\b(?:(?:the|mwambie|tafadhali|please|ask|tell)\s(?:the\s)?consultant\b(?!s)|(?:please\s)?(?:call|text|sms|whatsapp|email)\s(?:me|her|him)\b|don'?t\scall|do\snot\scall|whatsapp\sonly|the\sfee\b|anipigie|anitumie|nipigie|nitumie)/i;

/**
 * The sentence without what it tells of the application. A sentence that gives the vacancy's
 * reference or closing date is about the vacancy ("Kazi ni HR Officer, ref TSC/HRO/45, inafunga
 * 18 December": the job applied for, which the letter form names), and so is a note for the
 * writer: each is dropped whole. A request to the writer is dropped from the sentence it is
 * told in, and the rest of the sentence is kept.
 */
export function withoutApplicationNotes(sentence: string): string {
  if (noteForWriter.test(sentence.trim()) || staffLine.test(sentence.trim())) return "";
  if (vacancyRef.test(sentence) || closingDate.test(sentence)) return "";
  const parts = sentence.split(/(?<=[,;])\s+/);
  if (!parts.some((part) => requestToWriter.test(part))) return sentence;
  return parts
    .filter((part) => !requestToWriter.test(part))
    .join(" ")
    .replace(/[,;\s]+$/, "")
    .trim();
}
