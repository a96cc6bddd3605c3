import { isStopWord } from "./stop-words";

/**
 * Derives the subject of a post from its title: the phrase the draft is written around and
 * the focus keyphrase (Yoast's ideal: at most 4 content words).
 */
const LEADING_PATTERNS = [
  /^(the\s+)?(complete|ultimate|essential|practical|simple|quick)\s+guide\s+to\s+/i,
  /^how\s+to\s+/i,
  /^\d+\s+\w+\s+(to|for)\s+/i, // "7 ways to", "10 tips for"
  /^(why|what|when|where)\s+(you\s+should\s+|is\s+|are\s+)?/i,
  /^(a\s+)?guide\s+to\s+/i,
];

export interface Topic {
  /** Natural phrase for sentences: "write a CV for the Kenyan job market". */
  phrase: string;
  /** Focus keyphrase: "CV for the Kenyan job market" style, at most 4 content words. */
  keyphrase: string;
  /** Content words, lowercased, used as keywords. */
  words: string[];
}

function isContentWord(word: string): boolean {
  const bare = word.replace(/[^\w']/g, "");
  return bare !== "" && !/^\d+$/.test(bare) && !isStopWord(bare);
}

export const PROPER_NOUNS =
  /^(Kenya|Kenyan|Kenyans|Nairobi|LinkedIn|Mombasa|Kisumu|Nakuru|Eldoret|Africa|African|English|Swahili|Google|Microsoft|Excel)$/;

/**
 * Kenyan bodies whose names are common words ("service", "commission"): a title in title case
 * gives no sign they are names, so they are known here and keep their capitals.
 */
const BODIES = [
  "Public Service Commission",
  "Teachers Service Commission",
  "Judicial Service Commission",
  "Parliamentary Service Commission",
  "National Employment Authority",
  "Kenya Revenue Authority",
  "Social Health Authority",
  "Higher Education Loans Board",
  "National Social Security Fund",
  "National Youth Service",
  "Kenya Defence Forces",
  "Kenya Wildlife Service",
].map((name) => ({ name, pattern: new RegExp(`\\b${name}\\b`, "gi") }));

/** "NEA" -> "National Employment Authority": each body's initials, as Kenyans write them. */
const BY_INITIALS = new Map(
  BODIES.map(({ name }) => [
    name
      .split(" ")
      .map((w) => w.charAt(0))
      .join(""),
    name,
  ]),
);

/** The full names of the bodies a phrase names by their initials ("NEA registration"). */
export function bodiesNamedIn(phrase: string): string[] {
  return phrase.split(/[^A-Za-z]+/).flatMap((w) => {
    const name = BY_INITIALS.get(w);
    return name ? [name] : [];
  });
}

/** "public service commission interview" -> "Public Service Commission interview". */
export function withBodyNames(phrase: string): string {
  return BODIES.reduce((text, { name, pattern }) => text.replace(pattern, name), phrase);
}

/** Keeps acronyms (CV, KRA, HR) as written; lowercases other words. */
function naturalCase(word: string): string {
  return /^[A-Z0-9]{2,}s?$/.test(word) || PROPER_NOUNS.test(word) ? word : word.toLowerCase();
}

export function topicFromTitle(title: string): Topic {
  let core = title.trim().split(/\s[:|–—-]\s|:\s/)[0] ?? title;
  for (const pattern of LEADING_PATTERNS) core = core.replace(pattern, "");
  core = core.replace(/[?!.]+$/, "").trim() || title.trim();
  const tokens = core
    .split(/\s+/)
    .map((w) => w.replace(/[^\w'+#-]/g, ""))
    .filter(Boolean);
  const phrase = tokens.map(naturalCase).join(" ");
  const contentIdx = tokens.map((t, i) => (isContentWord(t) ? i : -1)).filter((i) => i >= 0);
  let keyTokens = tokens;
  if (contentIdx.length > 4) {
    // Keep the last four content words and the function words between them.
    const from = contentIdx[contentIdx.length - 4] ?? 0;
    keyTokens = tokens.slice(from);
  }
  const keyphrase = keyTokens.map(naturalCase).join(" ") || phrase;
  const words = tokens.filter(isContentWord).map((w) => w.toLowerCase());
  return { phrase: phrase || title, keyphrase, words };
}
