/**
 * The field a client works in, as they named it: "6 years of experience in public procurement"
 * is public procurement. Words of a job title or of an employer's name ("Nakuru County
 * Government") are not a field the client stated.
 */

/** Sectors a client names for their field ("12 years in finance, manufacturing mostly"). */
export const industryWord =
  /\b(?:agriculture|agribusiness|banking|finance|insurance|microfinance|hospitality|tourism|manufacturing|FMCG|telecommunications|telecoms?|ICT|technology|fintech|health ?care|healthcare|public health|education|construction|engineering|energy|mining|logistics|transport|retail|NGOs?|non-profit|humanitarian|government|public sector|media|advertising|marketing|sales|procurement|supply chain|real estate|legal|law|audit|accounting|human resources|security|aviation|pharmaceuticals?|nursing)\b/gi;

/** "N years (of work experience) in <field>": the words after "in" up to the clause's end. */
const statedField =
  /\b\d{1,2}(?:\.\d)?\+?\s*years?(?:\s+now)?(?:\s+of)?(?:\s+(?:work(?:ing)?|professional|hands-on|industry))?(\s+experience)?(?:\s+now)?\s+in\s+(?:the\s+)?([^,.;:!?()]+)/i;

/** Words that end the field's phrase: a new clause ("at", "as", "since") or a filler. */
const phraseEnd =
  /^(?:at|with|as|for|since|from|where|when|while|who|which|now|mostly|so|but|and|i|in|on|under|within|across)$/i;
/** Phrases that follow "years in" without naming a field ("in total", "in this role"). */
const notAField =
  /^(?:a|an|this|that|these|those|my|his|her|their|our|each|every|all|total|same|service|role|position|job|post|company|row|office|team|organi[sz]ation)\b/i;

const unique = (items: string[]) => [
  ...new Map(items.map((item) => [item.toLowerCase(), item])).values(),
];

/** The phrase the client gave for their field, and where in the text it ends. */
function fieldPhrase(text: string): { field: string; end: number } | null {
  const stated = statedField.exec(text);
  if (!stated) return null;
  const words: string[] = [];
  for (const word of stated[2]!.trim().split(/\s+/)) {
    if (!/^[a-z][a-z&-]*$/.test(word) || phraseEnd.test(word) || words.length === 4) break;
    words.push(word);
  }
  while (/^(?:sector|industry|field|space)$/i.test(words.at(-1) ?? "")) words.pop();
  const field = words.join(" ");
  // "in total" or a bare "in" says no field; a phrase with no sector word needs "experience in".
  if (field === "" || notAField.test(field)) return null;
  if (!stated[1] && !new RegExp(industryWord.source, "i").test(field)) return null;
  return { field, end: stated.index + stated[0].length };
}

/** A capitalised word next to another is part of a name ("Kenya Commercial Bank Insurance Agency"). */
function insideName(text: string, start: number, end: number): boolean {
  if (!/^[A-Z][a-z]/.test(text.slice(start, end))) return false;
  const before = /([A-Z][\p{L}'-]*)\s+(?:(?:of|and|&)\s+)?$/u.test(text.slice(0, start));
  const after = /^\s+(?:(?:of|and|&)\s+)?[A-Z]/.test(text.slice(end));
  return before || after;
}

/** Sector words in the text, except those inside a name; a sentence's capital is dropped. */
function sectorWords(text: string, from = 0): string[] {
  const words: string[] = [];
  for (const m of text.slice(from).matchAll(industryWord)) {
    const start = from + m.index;
    if (insideName(text, start, start + m[0].length)) continue;
    const opensSentence = start === 0 && m[0] !== m[0].toUpperCase();
    words.push(opensSentence ? m[0].toLowerCase() : m[0]);
  }
  return words;
}

/** The field the client named in one clause, or "" when it names none. */
export function industryIn(text: string): string {
  const phrase = fieldPhrase(text);
  const fields = phrase
    ? [
        phrase.field,
        ...sectorWords(text, phrase.end).filter((w) => !phrase.field.includes(w.toLowerCase())),
      ]
    : sectorWords(text);
  return unique(fields).join(" and ");
}

/** The text without the field phrase, to see whether a clause said anything else. */
export function withoutField(text: string): string {
  const phrase = fieldPhrase(text);
  return (phrase ? text.replace(phrase.field, "") : text).replace(industryWord, "");
}
