import { numberWords } from "../../number-words";
import { asEmployerName } from "./employer-names";
import { titleWord } from "./roles";

/**
 * Jobs told in Swahili or Sheng ("nimefanya kazi kama mhasibu Equity Bank miaka mitano", "niko
 * KCB kama teller since 2020") rewritten as the English sentence the job reader knows ("I have
 * worked as an accountant at Equity Bank for 5 years"). Only the words around the facts change:
 * the employer and the dates stay as told, a Swahili title becomes its English name, and a
 * number said in words becomes its digits, as a CV writes it.
 */

/** Swahili job titles and the English a Kenyan CV uses for them. */
const swahiliTitles: Record<string, string> = {
  mhasibu: "accountant",
  mwalimu: "teacher",
  muuguzi: "nurse",
  nesi: "nurse",
  daktari: "doctor",
  dereva: "driver",
  mpishi: "cook",
  mlinzi: "security guard",
  karani: "clerk",
  meneja: "manager",
  msimamizi: "supervisor",
  mhandisi: "engineer",
  seremala: "carpenter",
  mshonaji: "tailor",
  muuzaji: "salesperson",
  keshia: "cashier",
  katibu: "secretary",
  mkulima: "farmer",
  mfamasia: "pharmacist",
  mhadhiri: "lecturer",
  mkufunzi: "trainer",
  mtafiti: "researcher",
  mwanasheria: "lawyer",
  wakili: "advocate",
  mwanahabari: "journalist",
  mtangazaji: "presenter",
  mkaguzi: "auditor",
  afisa: "officer",
};

const numberWord = Object.keys(numberWords).join("|");

/** "kumi na mbili" is 12; "mitano" is 5; "5" is 5. */
function swahiliNumber(said: string): number {
  return said
    .split(/\s+na\s+/)
    .reduce((sum, part) => sum + (numberWords[part.toLowerCase()] ?? Number(part)), 0);
}

/** How the client says they work(ed) somewhere, and the English of each tense. */
const leads: [RegExp, { work: string; be: string }][] = [
  [
    /^(?:nimekuwa\s(?:nikifanya\skazi|nikiwork(?:ia)?)|nimefanya\skazi|nimework(?:ia)?)\b/i,
    { work: "I have worked", be: "I have been" },
  ],
  [
    /^(?:nilikuwa\s(?:nikifanya\skazi|nikiwork(?:ia)?)|nilifanya\skazi|niliwork(?:ia)?|niliajiriwa)\b/i,
    { work: "I worked", be: "I was" },
  ],
  [
    /^(?:(?:ni)?nafanya\s(?:kazi|job)|nawork(?:ia)?|niko|nko|nimeajiriwa)\b/i,
    { work: "I work", be: "I am" },
  ],
  [/^nimekuwa\b/i, { work: "I have worked", be: "I have been" }],
  [/^nilikuwa\b/i, { work: "I worked", be: "I was" }],
  [/^mimi\sni\b/i, { work: "I work", be: "I am" }],
];

/** Words before the job that say nothing of it: "sasa" (now), "kwa sasa" (at present), "pia" (also). */
const fillers = /^(?:(?:sasa|kwa\ssasa|saa\shii|mimi(?!\sni\b)|pia|halafu|kisha|na)[\s,]+)+/i;
/** The small word between the verb and the employer: "kwa", "katika", "na" (with), "pale". */
const employerLead = /^(?:kwa|katika|kwenye|na|pale|kule|at|with|for)\s+/i;
/** "kampuni ya", "shirika la": "the company of" before the name itself. */
const companyOf = /^(?:kampuni|shirika)\s(?:ya|la)\s+/i;

/** Times as Swahili tells them, and the English the job reader knows. */
const times: [RegExp, (m: RegExpExecArray) => string][] = [
  [
    /\b(?:kutoka|toka|kuanzia)\s(?:mwaka\s)?((?:19|20)\d\d)\s(?:hadi|mpaka)\s(?:mwaka\s)?((?:19|20)\d\d|sasa|leo)\b/i,
    (m) => `from ${m[1]} to ${/^\d/.test(m[2]!) ? m[2] : "date"}`,
  ],
  [/\b(?:tangu|toka|kuanzia)\s(?:mwaka\s)?((?:19|20)\d\d)\b/i, (m) => `since ${m[1]}`],
  [/\bmwaka\s((?:19|20)\d\d)\b/i, (m) => `in ${m[1]}`],
  [
    new RegExp(
      String.raw`\b(?:kwa\s)?miaka\s(\d{1,2}|(?:${numberWord})(?:\sna\s(?:${numberWord}))?)\b`,
      "i",
    ),
    (m) => `for ${swahiliNumber(m[1]!)} years`,
  ],
  [/\b(?:kwa\s)?mwaka\smmoja\b/i, () => "for 1 year"],
];

/** The English time phrases of a part, taken out of it: "miaka mitano" is "for 5 years". */
function takeTimes(text: string): { rest: string; time: string[] } {
  const time: string[] = [];
  let rest = text;
  for (const [pattern, english] of times) {
    const m = pattern.exec(rest);
    if (!m) continue;
    time.push(english(m));
    rest = `${rest.slice(0, m.index)} ${rest.slice(m.index + m[0].length)}`;
  }
  // English kept in Sheng: "since 2020", "3 yrs", "for 2 years".
  const english =
    /\b(?:(?:since|from)\s(?:19|20)\d\d(?:\s(?:to|–|-)\s(?:(?:19|20)\d\d|date|now))?|(?:for\s)?\d{1,2}\s?(?:years?|yrs?))\b/gi;
  for (const m of rest.matchAll(english)) time.push(m[0]);
  return { rest: rest.replace(english, " ").replace(/\s+/g, " ").trim(), time };
}

/**
 * The title a part names after "kama" (as) or as its first word ("mimi ni mwalimu"): a Swahili
 * title, or English words up to the last one that names a post ("customer care agent").
 */
function takeTitle(text: string, opening: boolean): { rest: string; title: string } {
  const kama = /(?:^|\s)kama\s+/i.exec(text);
  if (!kama && !opening) return { rest: text, title: "" };
  const start = kama ? kama.index + kama[0].length : 0;
  const words = text.slice(start).split(/\s+/);
  const swahili = swahiliTitles[words[0]?.toLowerCase() ?? ""];
  let end = swahili ? 1 : 0;
  if (!swahili)
    for (let i = 0; i < Math.min(words.length, 5); i++) {
      if (i > 0 && /^\p{Lu}/u.test(words[i]!)) break;
      if (titleWord.test(words[i]!)) end = i + 1;
    }
  if (end === 0) return { rest: text, title: "" };
  const title = swahili ?? words.slice(0, end).join(" ");
  const rest = `${text.slice(0, kama?.index ?? 0)} ${words.slice(end).join(" ")}`;
  return { rest: rest.replace(/\s+/g, " ").trim(), title };
}

const article = (title: string) => (/^[aeiou]/i.test(title) ? "an" : "a");

/** One part told in Swahili as an English sentence; null when it tells no job. */
function partInEnglish(part: string): string | null {
  const text = part.trim().replace(fillers, "");
  const lead = leads.find(([pattern]) => pattern.test(text));
  if (!lead) return null;
  const [pattern, tense] = lead;
  const afterLead = text.replace(pattern, "").trim();
  const { rest: untimed, time } = takeTimes(afterLead);
  const { rest, title } = takeTitle(untimed, /^mimi\sni\b|^nimekuwa\b|^nilikuwa\b/i.test(text));
  const employer = asEmployerName(
    rest
      .replace(employerLead, "")
      .replace(companyOf, "")
      .replace(/[.,]+$/, "")
      .trim(),
  );
  // "Niko Nairobi" (I am in Nairobi) or "nimekuwa na shida": no title and nothing named as an
  // employer is no job.
  const named = /^\p{Lu}/u.test(employer);
  if (!title && !(named && /kazi|work|ajiriwa/i.test(text))) return null;
  if (!named && employer !== "") return null;
  const when = time.length ? ` ${time.join(" ")}` : "";
  if (!named) return `${tense.be} ${article(title)} ${title}${when}`;
  const as = title ? ` as ${article(title)} ${title}` : "";
  return `${tense.work}${as} at ${employer}${when}`;
}

/**
 * A sentence with each Swahili or Sheng job in it told in English; the rest as it was. A
 * sentence may tell two jobs, joined by a comma, "na" (and) or "halafu" (then).
 */
export function swahiliJobsInEnglish(sentence: string): string {
  const parts = sentence.split(/[,.;]\s+|\s+(?=(?:na|halafu|kisha)\s+(?:sasa\s)?ni)/i);
  const told = parts.map(partInEnglish);
  if (told.every((t) => t === null)) return sentence;
  // Each job its own sentence, so the job reader takes each apart.
  // Each part opens its sentence with a capital, so "... since 2022. before that ..." is two.
  return parts
    .map((p, i) => told[i] ?? p.replace(/[.,;]+$/, ""))
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join(". ");
}
