/**
 * Text-message shorthand a client types into a form or a chat ("b4 that", "officer @ Stima",
 * "5 yrs", "sentence. next one" in lower case), written out before the facts are read, so the
 * job reader sees the words and sentences it knows and no "b4" reaches the CV.
 */
const shorthand: [RegExp, string][] = [
  [/\bb4\b/gi, "before"],
  [/(?<=\S)\s@\s(?=\S)/g, " at "],
  [/\b(\d{1,2})\+?\s?yrs\b/gi, "$1 years"],
  [/\b(?:bcoz|coz|cos)\b/gi, "because"],
  [/\bw\/(?=\s)/gi, "with"],
];

/**
 * A full stop after a word or a number, then a word in lower case: the next sentence, typed
 * without its capital ("KES 420 million. b4 that ..."). A short word before the stop is an
 * abbreviation ("e.g. excel", "no. 5") and is left alone, as are the common longer ones.
 */
const lowerCaseSentence =
  /(?<=(?:[A-Za-z][a-z]{2,}|\d|\))\.\s+)(?<!\b(?:approx|etc|incl|dept|govt|ltd|esp|est)\.\s+)([a-z])/g;

export function inFullWords(text: string): string {
  let full = text;
  for (const [pattern, words] of shorthand) full = full.replace(pattern, words);
  return full.replace(lowerCaseSentence, (letter) => letter.toUpperCase());
}
