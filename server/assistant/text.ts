/** Small text helpers shared by extraction, intents and retrieval. */

/**
 * Characters of a message the offline engine reads: its start and its end (see readableText).
 * Together they hold the longest message a visitor may send, so a story is read whole (a
 * name or a request in its middle counts); only longer text, such as a pasted document, is cut.
 */
const READ_HEAD_CHARS = 1400;
const READ_TAIL_CHARS = 600;

/** Emoji, skin tones, joiners and variation selectors: decoration, never a detail. */
const emoji =
  /\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|[\u{1F1E6}-\u{1F1FF}]|\u200d|\ufe0f|\u20e3/gu;

/**
 * A run of digits with the letter O or I/l among them ("O722", "07224I5880"): letters typed for
 * the zero and the one they look like. Two digits at least, so words are never touched.
 */
const digitsWithLetters = /^\+?[\dOoIl][\dOoIl().,/-]*$/;
const atLeastTwoDigits = /\d\D*\d/;

/**
 * How people type in a chat, undone so that no detail becomes unreadable: emoji dropped, a
 * letter held down ("pleaseee", "heyyyy") back to one, runs of the same punctuation ("!!!",
 * "...") to one, curly apostrophes straight, the Sheng "ka-" before a noun dropped ("ka-CV"), a letter O or I among the digits of a number to 0 or 1 ("O722 415 880"), and a
 * message in capitals alone ("I NEED A CV") in lower case. Email
 * addresses and links are left as typed.
 */
function tidy(text: string): string {
  const shouting = !/\p{Ll}/u.test(text) && (text.match(/\p{Lu}/gu)?.length ?? 0) >= 4;
  return (
    (shouting ? text.toLowerCase() : text)
      .replace(emoji, " ")
      // Phones type a curly apostrophe ("Ng’ang’a", "I’m"): one form, read as the straight one.
      .replace(/[’‘ʼ]/g, "'")
      .replace(/\S+/g, (token) =>
        token.includes("@") || /^(?:https?:|www\.)/i.test(token)
          ? token
          : digitsWithLetters.test(token) && atLeastTwoDigits.test(token)
            ? token.replace(/o/gi, "0").replace(/[Il]/g, "1")
            : token
                .replace(/(\p{L})\1{2,}/gu, "$1")
                .replace(/([!?.,;:*~-])\1+/g, "$1")
                // The Sheng diminutive before a noun ("ka-CV", "ka-cover letter"): the noun.
                .replace(/^ka-(?=\p{L}{2})/iu, ""),
      )
  );
}

/**
 * A visitor's message as the offline engine reads it: tidied (see `tidy`), each run of spaces (tabs, no-break
 * spaces...) one space, each run of blank lines one line break, and at most the first 1,400 and
 * last 600 characters (where people put who they are and how to reach them). Every pattern the
 * engine runs then sees bounded text with no whitespace runs, so none can take more than a
 * linear pass however the message was built (security review H1); the full message is still
 * stored and shown to staff.
 */
export function readableText(text: string): string {
  const compact = tidy(text)
    .replace(/[^\S\n]+/g, " ")
    .replace(/ ?\n\s*/g, "\n")
    .trim();
  if (compact.length <= READ_HEAD_CHARS + READ_TAIL_CHARS) return compact;
  return `${compact.slice(0, READ_HEAD_CHARS)}\n${compact.slice(-READ_TAIL_CHARS)}`;
}

/** Lower case, accents folded, punctuation to spaces (keeps @ . + for emails and phones). */
export function normalize(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^\p{L}\p{N}@.+'\s-]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Word tokens of a normalised text (apostrophes and trailing dots dropped, "+" between words a space). */
export function words(text: string): string[] {
  return (
    normalize(text)
      .replace(/'/g, "")
      // "cv+cover letter": a plus between words joins two of them (a phone's "+" is before digits).
      .replace(/(?<=\p{L})\+(?=\p{L})/gu, " ")
      .split(/[\s.]+/)
      .filter((w) => w.length > 0)
  );
}

/**
 * Whether two different strings are one edit apart (insert, delete, substitute, or swap of
 * neighbours) in one linear pass: the hot path of typo matching, run for every word.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** The longest word the bounded edit distance is computed for; longer ones only match exactly. */
const MAX_TYPO_WORD = 24;

/**
 * Whether two words are at most `max` edits apart (insert, delete, substitute, or swap of
 * neighbours): the optimal-string-alignment distance, computed row by row and given up as soon
 * as a whole row exceeds `max`, on words of at most 24 letters.
 */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  if (a.length > MAX_TYPO_WORD || b.length > MAX_TYPO_WORD) return a === b;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, before[j - 2]! + 1);
      }
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return false;
    before = previous;
    previous = row;
  }
  return previous[b.length]! <= max;
}

/** "wanjiku" -> "Wanjiku", "o'brien" -> "O'Brien", "mary-anne" -> "Mary-Anne". */
export function titleCase(word: string): string {
  return (
    word
      .toLowerCase()
      .replace(/(^|-)(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase())
      // "O'Brien", "D'Souza": a capital after the Irish and French prefixes; never after the
      // Kenyan "ng'" or "n'" ("Ng'ang'a", "N'gethe").
      .replace(
        /^([ODL])'(\p{L})/u,
        (_, prefix: string, ch: string) => `${prefix}'${ch.toUpperCase()}`,
      )
  );
}

/** Trims a captured phrase: surrounding punctuation, spaces, trailing filler words. */
export function cleanPhrase(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/^[\s,;:.!-]+|[\s,;:.!?-]+$/g, "")
    .replace(/\s+(and|but|so|please|pls|plz|na)$/i, "")
    .trim();
}
