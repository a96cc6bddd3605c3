import { tidy } from "./cv-text";

/**
 * Referees the client names ("Referees: Mr John Kamau, Finance Manager, Bidco Africa, 0722 111
 * 222; Dr Alice Njoroge, ..."): facts of the CV's Referees section, each as the client gave it.
 * Their posts, employers and phones are the referees', never the client's job or contacts.
 */

/** "Referees:", "My referee is", "My referees are": a sentence that names referees. */
const refereeLead = /^(?:(?:my|the)\s)?referees?\s?(?::|-|\s(?:is|are|will be)\b)\s*/i;

export const isRefereeSentence = (sentence: string) => refereeLead.test(sentence.trim());

/** The referees of one sentence: split at ";" or between two titled names. */
export function refereeItems(sentence: string): string[] {
  return sentence
    .trim()
    .replace(refereeLead, "")
    .split(/;\s*|\s+and\s+(?=(?:Mr|Mrs|Ms|Miss|Dr|Prof|Eng|Rev|Hon)\b)/)
    .map((item) => tidy(item))
    .filter((item) => /\p{Lu}/u.test(item));
}

/** "Mr. Tom Ouma", "Dr Alice Njoroge": a line that opens a referee's block in an uploaded CV. */
export const opensReferee = /^(?:\d+[.)]\s*)?(?:Mr|Mrs|Ms|Miss|Dr|Prof|Eng|Rev|Hon)\b\.?\s/;

/** A client's words without the sentences naming referees: where the client's own contacts are. */
export function withoutReferees(text: string): string {
  return text
    .split(/(?<=[.!?])\s+|\n/)
    .filter((sentence) => !isRefereeSentence(sentence))
    .join("\n");
}
