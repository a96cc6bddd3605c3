import { kenyanLexicon, kenyanProperNoun } from "../../proofreading/kenyan-lexicon";

/**
 * Employers typed in lower case ("worked at equity bank", "a clerk at kplc") written as names,
 * as a CV shows them: "Equity Bank", "KPLC". Only a phrase that is surely a name changes: one
 * that ends in a word organisations are named with ("bank", "hospital", "county government")
 * after a word of its own, or one whose first word is a known Kenyan name or abbreviation. "At
 * a private hospital", "at home" and "at the front desk" stay as they were.
 */

/** Words an organisation's name holds: "KAKAMEGA COUNTY ...", "G4S KENYA LTD". */
export const organisationWord =
  /^(?:ltd|limited|plc|company|co\.?|group|services|county|department|ministry|university|college|institute|school|hospital|bank|sacco|authority|commission|board|council|agency|corporation|foundation|trust|courts?|advocates|associates|partners|consultants|enterprises|industries|holdings|dairies|hotel|resort|supermarkets?|fc|club|clinic|centre|center|church|library|lodge|camp|studio|airways|airlines)[,.]?$/i;

/** Kenyan employers known by their initials or a name written with inner capitals. */
const employerAbbreviations = `KTDA KPC KEMSA KNH MTRH KUTRRH NCPB NMG KBC KTN NTV EABL BAT KCB NCBA DTB
KWS KFS KDF NYS KURA KeNHA KeRRA KenGen KPLC KRA KPA KAA KQ NSSF NHIF KEBS KEMRI KALRO KIRDI KIPPRA
JKUAT UoN KU TUK MKU KMTC KNBS KNEC KICD TSC NTSA NEMA KeMU CUEA USIU KCAA KETRACO REA KMRC KRC
KenTrade KIRA CBK NSE CMA IRA RBA KWFT SMEP UAP CIC APA KPCU KCC KPR ICRAF ILRI AMREF MSF IRC KRCS
UNICEF UNDP UNHCR WFP WHO FAO USAID DFID GIZ JICA`;

/** Lexicon words that are English words too ("Technical University", "Nursing Council"). */
const englishWords = new Set(
  "technical polytechnic cooperative catholic pioneer nursing multimedia africa".split(" "),
);

/**
 * Kenyan names by their lower case: "kplc" -> "KPLC", "kengen" -> "KenGen", "nakuru" ->
 * "Nakuru". Places, institutions and abbreviations only, never a word English uses too.
 */
const knownNames = new Map(
  [...kenyanLexicon, ...employerAbbreviations.split(/\s+/)]
    .filter((word) => /\p{Lu}/u.test(word) && !englishWords.has(word.toLowerCase()))
    .map((word) => [word.toLowerCase(), word]),
);

/** Words organisations are named with, closing the name: "Equity Bank", "Moi Girls School". */
const orgNoun =
  /^(?:bank|hospital|school|academy|college|university|polytechnic|institute|county|government|ministry|sacco|limited|ltd|plc|company|group|foundation|hotel|supermarket|supermarkets|insurance|authority|commission|board|council|church|agency|agencies|services|centre|center|clinic|pharmacy|chemist|factory|industries|enterprises|motors|corporation|trust|society|media|airways|lodge|resort|restaurant|stores|mart|solutions|technologies|consultants|holdings|dairy|mills|breweries|cement|power|pipeline|ports|railways|hardware|garage|shop|cooperative|co-operative|co-op|ngo)$/i;

/** Words before an organisation's noun that name no organisation: "a private hospital", "the bank". */
const generic =
  /^(?:a|an|the|my|our|his|her|their|this|that|another|one|some|private|public|local|small|big|large|national|international|government|county|district|sub-county|mission|rural|referral|primary|secondary|high|family|new|old|same|other|several|various)$/i;

/** Small words inside a name: "Ministry of Health", "Moi Teaching and Referral Hospital". */
const joiner = /^(?:of|and|&)$/i;

const capitalised = (word: string) =>
  knownNames.get(word.toLowerCase()) ??
  (joiner.test(word) ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1));

/** Words that end a name: a preposition, a verb, a time word, "or" (English or Swahili). */
const stop =
  /^(?:as|since|from|in|until|till|to|for|where|doing|on|at|with|when|while|then|but|so|i|is|was|were|am|are|have|has|had|my|after|before|because|which|who|during|under|now|currently|date|or|kama|tangu|kutoka|miaka|mwaka|hadi|mpaka|au|ama)$/i;

/**
 * The name the first lower-case words of `words` are, and how many words it takes; null when
 * they are surely no name. A leading "the" stays small: "the nairobi hospital".
 */
export function properName(words: string[]): { name: string; length: number } | null {
  const the = /^the$/i.test(words[0] ?? "") ? 1 : 0;
  let end = the;
  while (
    end < words.length &&
    end - the < 6 &&
    /^[a-z][a-z'.&-]*$/.test(words[end]!) &&
    !stop.test(words[end]!)
  )
    end++;
  for (let length = end - the; length > 0; length--) {
    const run = words.slice(the, the + length);
    const first = run[0]!;
    const last = run.at(-1)!;
    if (joiner.test(last) || generic.test(first)) continue;
    // "equity bank", "nakuru county government": a word of its own, then an organisation's noun.
    const named =
      orgNoun.test(last) && run.slice(0, -1).some((w) => !orgNoun.test(w) && !joiner.test(w));
    // "kplc", "kenya power", "equity": a known Kenyan name first, in a short run.
    const known = knownNames.has(first.toLowerCase()) && length <= 3;
    if (named || known)
      return {
        name: [...words.slice(0, the), ...run.map(capitalised)].join(" "),
        length: the + length,
      };
  }
  return null;
}

/**
 * Whether a name, however written, names an organisation: it ends in an organisation's noun
 * ("Kenya Airways", "Equity Bank") or opens on a Kenyan employer known by name ("Safaricom",
 * "KPLC"), never a place or a person ("Nairobi", "Wanjiku").
 */
export function isOrganisation(name: string): boolean {
  const words = name.trim().split(/\s+/);
  const first = words[0]!.toLowerCase();
  const known = knownNames.has(first) && kenyanProperNoun(first) === undefined;
  return (words.length > 1 && orgNoun.test(words.at(-1)!)) || known;
}

/** A whole phrase as a name when it is one ("equity bank" -> "Equity Bank"), else as it was. */
export function asEmployerName(text: string): string {
  const words = text.trim().split(/\s+/);
  const found = properName(words);
  return found && found.length === words.length ? found.name : text;
}

/**
 * The words after which a client names where they work: "at", "with", "joined", and "for"
 * after a verb of work ("worked for", not "a CV for").
 */
const employerLead = /^(?:at|with|joined|kwa|katika)$/i;
const workedFor = /^(?:work|works|worked|working|volunteered|volunteering|consulted|consulting)$/i;
const leadsToEmployer = (word: string, before: string) =>
  employerLead.test(word) || (/^for$/i.test(word) && workedFor.test(before));

/** A client's sentence with each employer typed in lower case written as a name. */
export function withProperEmployers(text: string): string {
  const words = text.split(/(\s+)/);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    out.push(words[i]!);
    if (!leadsToEmployer(words[i]!, words[i - 2] ?? "")) continue;
    // Words only (every other item is the space between them); a comma or full stop ends the run.
    const after: string[] = [];
    for (let j = i + 2; j < words.length; j += 2) {
      const word = words[j]!;
      const bare = word.replace(/[,.;:!?]+$/, "");
      after.push(bare);
      if (bare !== word) break;
    }
    const found = properName(after);
    if (!found) continue;
    // Keep the punctuation that closed the name's last word ("equity bank," -> "Equity Bank,").
    const last = words[i + 2 * found.length]!;
    const closing = last.slice(last.replace(/[,.;:!?]+$/, "").length);
    out.push(words[i + 1]!, `${found.name}${closing}`);
    i += 2 * found.length;
  }
  return out.join("");
}
