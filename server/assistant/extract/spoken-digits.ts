/**
 * Phone numbers written in words ("zero seven two two ...", "sifuri saba ...", "oh seven double
 * two ..."), read as the digits they spell so libphonenumber can check them.
 */

const digitWords: Record<string, string> = {
  zero: "0",
  oh: "0",
  o: "0",
  nought: "0",
  nil: "0",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  sifuri: "0",
  moja: "1",
  mbili: "2",
  tatu: "3",
  nne: "4",
  tano: "5",
  sita: "6",
  saba: "7",
  nane: "8",
  tisa: "9",
};
/** "double two" is "22", "triple zero" "000". */
const repeats: Record<string, number> = { double: 2, triple: 3 };

/** A phone number has at least nine digits (Kenya without the 0); shorter runs are left alone. */
const MIN_PHONE_DIGITS = 9;

/** The digits one token spells, or undefined when it is not part of a spoken number. */
function digitsOf(token: string): string | undefined {
  const word = token.toLowerCase().replace(/[,.;:!?]+$/, "");
  if (/^\d{1,4}$/.test(word)) return word;
  const parts = word.split("-");
  if (parts.every((p) => p in digitWords)) return parts.map((p) => digitWords[p]).join("");
  return undefined;
}

/**
 * The text with each run of number words (and short digit groups among them) that spells at
 * least nine digits replaced by those digits; everything else as written. One pass over the
 * words.
 */
export function spokenDigits(text: string): string {
  const tokens = text.split(" ");
  const out: string[] = [];
  let run: string[] = [];
  let digits = "";
  let spoken = false;
  let times = 1;
  const flush = () => {
    if (spoken && digits.length >= MIN_PHONE_DIGITS) out.push(digits);
    else out.push(...run);
    run = [];
    digits = "";
    spoken = false;
    times = 1;
  };
  for (const token of tokens) {
    const lower = token.toLowerCase();
    if (lower in repeats && times === 1) {
      run.push(token);
      times = repeats[lower]!;
      continue;
    }
    const value = digitsOf(token);
    if (value === undefined) {
      flush();
      out.push(token);
      continue;
    }
    run.push(token);
    spoken ||= !/^\d/.test(token);
    digits += value.charAt(0).repeat(times - 1) + value;
    times = 1;
  }
  flush();
  return out.join(" ");
}
