/**
 * Languages as a CV lists them, each with the level the client gave: "I speak English (fluent)
 * and basic French", "German - intermediate (B1)", "I can get by in Somali" -> "English
 * (fluent)", "French (basic)", "German (intermediate, B1)", "Somali (basic)".
 */

/** Languages Kenyan clients name, as a CV spells them. */
const names =
  `English Kiswahili Swahili French German Arabic Spanish Portuguese Italian Chinese Mandarin
Japanese Hindi Somali Amharic Dutch Russian Korean Turkish Gujarati Urdu Punjabi Kikuyu Gikuyu Dholuo
Luo Luhya Luyia Kalenjin Nandi Kipsigis Kamba Kikamba Ekegusii Kisii Gusii Kimeru Meru Maasai Maa
Turkana Borana Oromo Mijikenda Giriama Digo Taita Kiembu Embu Pokot Samburu Teso Ateso Suba Kuria
Rendille Tugen Marakwet Keiyo Sabaot Bukusu Maragoli Tiriki Pokomo Orma Burji Gabra Daasanach
Luganda Kinyarwanda Kirundi Lingala Tigrinya Nuer Dinka`.split(/\s+/);
const byLowerCase = new Map(names.map((name) => [name.toLowerCase(), name]));
export const languageName = new RegExp(String.raw`\b(?:${names.join("|")})\b`, "i");

/**
 * "kiembu, kiswahili, english": a bare list of two or more languages and nothing else, told
 * with no "languages:" before it, is the client's languages whatever its case.
 */
export function isLanguageList(clause: string): boolean {
  const items = spacedLanguages(
    clause
      .trim()
      .replace(/[.!]+$/, "")
      .split(/\s*,\s*|\s+(?:and|&)\s+/)
      .filter(Boolean),
  );
  return items.length >= 2 && items.every((item) => byLowerCase.has(item.toLowerCase()));
}

/**
 * "english swahili luhya": two or more languages typed one after another with no comma between
 * are a list, each word a language; "Nandi Hills" (a place) has a word that names none.
 */
function spacedLanguages(items: string[]): string[] {
  if (items.length !== 1) return items;
  const words = items[0]!
    .trim()
    .replace(/[.!]+$/, "")
    .split(/\s+/);
  return words.length >= 2 && words.every((word) => byLowerCase.has(word.toLowerCase()))
    ? words
    : items;
}

/** How well: the client's word, as a CV writes it. */
const levels: [RegExp, string][] = [
  [/\b(?:native|mother tongue|first language)\b/i, "native"],
  [/\bfluent(?:ly)?\b/i, "fluent"],
  [/\bproficient\b/i, "proficient"],
  [/\badvanced\b/i, "advanced"],
  [/\bintermediate\b/i, "intermediate"],
  [/\bconversational\b/i, "conversational"],
  [/\bworking knowledge\b/i, "working knowledge"],
  [/\b(?:basic|elementary|beginner|a little|some|get by)\b/i, "basic"],
];
const cefr = /\b[ABC][12]\b/;

/** A level said of the whole list: "fluent in English and Kiswahili", "get by in Somali". */
function levelOf(text: string): string[] {
  const level = levels.find(([pattern]) => pattern.test(text))?.[1];
  const grade = cefr.exec(text)?.[0];
  return [level, grade].filter((l): l is string => l !== undefined);
}

/** "A level word then a language" or "a language then its level": a clause about languages. */
export const languageLevelCue = new RegExp(
  String.raw`\b(?:native|fluent|basic|conversational|intermediate|advanced|get by in|working knowledge of)\s(?:in\s)?(?:${names.join("|")})\b`,
  "i",
);

/** The languages a clause or line names, each with its level. */
export function languageItems(text: string): string[] {
  const lead =
    /^.*?\b(?:speaks?|spoken|fluent in|get by in|languages?\s*:?|have|has|know|knows)\s+/i.exec(
      text,
    );
  const list = text.slice(lead?.[0].length ?? 0);
  // A comma inside brackets ("(intermediate, B1)") parts no two languages.
  const items = spacedLanguages(
    list
      .replace(/\([^()]*\)/g, (bracket) => bracket.replaceAll(",", "\u0000"))
      // "Kikuyu na English": "na" joins two languages as "and" does.
      // "English · Kiswahili · German": a CV's middle dots part a list as commas do.
      .split(/,\s*|;\s*|\s*·\s*|\s+(?:and|na)\s+/)
      .map((item) => item.replaceAll("\u0000", ",")),
  );
  // "fluent English and Swahili": a level before the first of a list no other level breaks is
  // said of every language in it.
  const firstWords = (items[0] ?? "").trim().split(/\s+/);
  const before = firstWords
    .slice(
      0,
      Math.max(
        0,
        firstWords.findIndex((w) => /^\p{Lu}/u.test(w)),
      ),
    )
    .join(" ");
  const shared = items
    .slice(1)
    .every((item) => levelOf(item.replace(languageName, "")).length === 0);
  const ofLead = lead ? levelOf(lead[0]) : [];
  const said = ofLead.length > 0 ? ofLead : shared ? levelOf(before) : [];
  const found: string[] = [];
  for (const item of items) {
    const name = languageName.exec(item)?.[0];
    // "Luo" is known; an unknown language is one capitalised word standing alone ("Ng'aturkana").
    const written =
      name !== undefined
        ? byLowerCase.get(name.toLowerCase())!
        : /^\p{Lu}[\p{L}'’-]+$/u.exec(item.trim().replace(/[.!]+$/, ""))?.[0];
    if (!written) continue;
    const own = levelOf(item.replace(languageName, ""));
    const level = own.length > 0 ? own : said;
    found.push(level.length > 0 ? `${written} (${level.join(", ")})` : written);
  }
  return found;
}
