import { withinEdits } from "../text";

/** The words of the labels people put before their details ("Contact person:", "Phone:"). */
const labelWords = `name names full first last surname contact person phone number mobile
  email e-mail whatsapp role position title job company organisation organization employer`
  .trim()
  .split(/\s+/);
const known = new Set(labelWords);

/**
 * A label: one or two words, then a colon or a spaced dash, where a line, a sentence or the
 * message starts.
 */
const labelAt = /(^|[\n.!?;]\s?)(\p{L}{3,14}(?: \p{L}{2,14})?)(\s?:|\s-\s)/gu;

/**
 * The label word a typed one means: itself when known, else the one with the same first letter
 * within one edit (two for words of seven letters or more): "Nmae" name, "persn" person,
 * "Contcat" contact. "Same", "Note", "Date" are no label's typo.
 */
function labelWord(typed: string): string | undefined {
  const lower = typed.toLowerCase();
  if (known.has(lower)) return lower;
  const edits = lower.length >= 7 ? 2 : 1;
  return labelWords.find((w) => w[0] === lower[0] && withinEdits(lower, w, edits));
}

const sameCase = (typed: string, word: string) =>
  /^\p{Lu}/u.test(typed) ? word.charAt(0).toUpperCase() + word.slice(1) : word;

/**
 * The labels of a message typed with a typo ("Nmae:", "Contact persn:", "Phne:", "emial:")
 * spelt right, so every reading of a label sees the label meant. A phrase is a label only when
 * each of its words is one (or a typo of one).
 */
export function fieldLabels(text: string): string {
  return text.replace(labelAt, (whole, start: string, phrase: string, mark: string) => {
    const typed = phrase.split(" ");
    const meant = typed.map(labelWord);
    if (meant.some((w) => w === undefined)) return whole;
    const fixed = typed.map((t, i) => sameCase(t, meant[i]!)).join(" ");
    return `${start}${fixed}${mark}`;
  });
}
