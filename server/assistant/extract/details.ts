import { isKenyanPlace } from "../../kenyan-places";
import { numberWords } from "../../number-words";
import { cleanPhrase, titleCase } from "../text";
import { organisationKinds, placeEnding, signedOrganisation } from "./signature";

/** "a year", "an year" count one, beside the numbers written as words. */
const yearCounts: Readonly<Record<string, number>> = { a: 1, an: 1, ...numberWords };
const numberWord = Object.keys(yearCounts).join("|");

function toNumber(token: string): number | undefined {
  const n = Number(token);
  if (Number.isFinite(n)) return n;
  return yearCounts[token.toLowerCase()];
}

/** "5 years", "over 10 yrs", "five years of experience", "miaka mitano"; not "25 years old". */
export function extractYearsExperience(text: string, asked: boolean): string | undefined {
  const t = text.toLowerCase();
  if (
    /\b(no|zero|without)\s+(work\s+)?experience\b|\bfresh\s+grad(uate)?\b|\bentry[-\s]level\b/.test(
      t,
    )
  ) {
    return "No experience yet (entry level)";
  }
  const english = new RegExp(
    `\\b(?:(over|more than|above|almost|nearly|about|around|close to|less than|under)\\s*)?(\\d{1,2}(?:\\.\\d)?|${numberWord})\\s*(?:(\\+)\\s*)?(?:years?|yrs?|yr)\\b(?!\\s+(?:old|of age|ago))`,
    "g",
  );
  for (const m of t.matchAll(english)) {
    const value = toNumber(m[2]!);
    if (value === undefined || value > 50) continue;
    // Reject durations that are clearly not a career ("2 years ago", "a year from now").
    const tail = t.slice(m.index + m[0].length, m.index + m[0].length + 30);
    const head = t.slice(Math.max(0, m.index - 40), m.index);
    // "17 years now" after "is" or "turned" is an age, whatever follows it.
    if (/\b(?:is|am|are|was|turned|turning|aged?)\s*$/.test(head)) continue;
    const careerContext =
      asked ||
      // "a lab technician at X, 8 years now": the time so far in the role just named.
      /^\s*(?:now|so far|to date|and counting|in total)\b/.test(tail) ||
      /experience|exp\b|working|worked|work|career|job|field|industry|profession|as an?\b|in (hr|it|sales|finance|banking|marketing|teaching|the)/.test(
        tail + head,
      ) ||
      /\b(i have|i've|ive|with|having|been|as an? [a-z]+( [a-z]+)?)\b.*$/.test(head) ||
      /\bfor\s*$/.test(head);
    if (!careerContext) continue;
    const qualifier = m[1];
    const plus = m[3] || (qualifier && /over|more|above/.test(qualifier));
    const under = qualifier && /less|under/.test(qualifier);
    const unit = value === 1 ? "year" : "years";
    if (under) return `Less than ${value} ${unit}`;
    return `${value}${plus ? "+" : ""} ${unit}`;
  }
  const swahili = new RegExp(`\\bmiaka\\s+(\\d{1,2}|${numberWord})\\b`).exec(t);
  if (swahili) {
    const value = toNumber(swahili[1]!);
    if (value !== undefined) return `${value} ${value === 1 ? "year" : "years"}`;
  }
  if (asked) {
    // Only a short reply can be a bare number ("5", "five+", "10 .").
    const answer = t.trim();
    const bare =
      answer.length <= 16 ? /^(\d{1,2}|[a-z]+)\s*(?:\+\s*)?(?:\.\s*)?$/.exec(answer) : null;
    const value = bare ? toNumber(bare[1]!) : undefined;
    if (value !== undefined && value <= 50) return `${value} ${value === 1 ? "year" : "years"}`;
  }
  return undefined;
}

const swahiliThousands: Record<string, number> = {
  moja: 1,
  mbili: 2,
  tatu: 3,
  nne: 4,
  tano: 5,
  sita: 6,
  saba: 7,
  nane: 8,
  tisa: 9,
  kumi: 10,
  ishirini: 20,
  thelathini: 30,
  hamsini: 50,
};

function amount(value: string, suffix: string | undefined): number | undefined {
  const n = Number(value.replace(/[,\s]/g, ""));
  if (!Number.isFinite(n)) return undefined;
  const scaled = suffix && /^(k|thousand|elfu|000)$/i.test(suffix) ? n * 1000 : n;
  return scaled >= 100 && scaled <= 10_000_000 ? Math.round(scaled) : undefined;
}

const ksh = (n: number) => `KSh ${n.toLocaleString("en-US")}`;

/**
 * A budget in Kenyan shillings: "5k", "5,000 bob", "KSh 4500", "between 5k and 10k",
 * "elfu tano", or a bare number when the budget was just asked for. Phone-length digit
 * runs are ignored so a number is never read as money.
 */
const countWord = Object.keys(numberWords).join("|");
/** Thousands told in words: "eighty k", "twenty five thousand", "fifty-five k". */
const thousandsWritten = new RegExp(
  String.raw`\b(${countWord})(?:[\s-]+(${countWord}))?\s*(k|thousand)\b`,
  "g",
);
/** "eighty k" -> "80k", "twenty five thousand" -> "25 thousand". */
function thousandsInWords(_: string, tens: string, units: string | undefined, unit: string) {
  const value = numberWords[tens]! + (units === undefined ? 0 : numberWords[units]!);
  return `${value}${unit === "k" ? "k" : " thousand"}`;
}

/** A year ("boda 2014", "since 2019"): never an amount unless a currency marks it. */
const yearLike = /^(?:19[5-9]\d|20[0-4]\d)$/;

export function extractBudget(text: string, asked: boolean): string | undefined {
  const t = text
    .toLowerCase()
    // A phone number is no amount, however it is written: "0712 345 678", "(214) 809-3361",
    // "469.712.5580", "+44 (0) 7700-900-123".
    .replace(/\+?\(?\d[\d\s().-]{8,}\d/g, " ")
    .replace(/(\d)\s*,\s*(\d{3})\b/g, "$1$2")
    // "Eighty k", "twenty five thousand": thousands told in words, as digits.
    .replace(thousandsWritten, thousandsInWords);
  const money = String.raw`(\d+(?:\.\d+)?)(?:\s*(k|thousand|elfu|000))?`;
  // Never inside a word: "mistakes 500" names no shillings.
  const currency = String.raw`(?:(?<![a-z])(?:ksh?s?\.?|kes|sh\.?|shs\.?|shillings?|shilingi|bob)|\/=)`;
  const range = new RegExp(
    String.raw`(?:${currency}\s*)?${money}\s*(?:${currency}\s*)?(?:-|to|and|–)\s*(?:${currency}\s*)?${money}`,
    "g",
  );
  const hasContext =
    asked ||
    /\b(?:budget|afford|pay|spend|bajeti|lipa|cost me|range)|\b(?:ksh|kes|bob)\b|shilling|\/=/.test(
      t,
    );
  for (const m of t.matchAll(range)) {
    const high = amount(m[3]!, m[4]);
    const low = amount(m[1]!, m[2] ?? m[4]);
    const marked = /k|thousand|elfu/.test(`${m[2] ?? ""}${m[4] ?? ""}`);
    if (low && high && low < high && (hasContext || marked)) return `${ksh(low)} - ${ksh(high)}`;
  }
  const patterns = [
    new RegExp(String.raw`${currency}\s*${money}`),
    new RegExp(String.raw`${money}\s*${currency}`),
    /\b(\d+(?:\.\d+)?)\s*(k)\b/,
  ];
  for (const pattern of patterns) {
    const m = pattern.exec(t);
    const value = m && amount(m[1]!, m[2]);
    if (value) return ksh(value);
  }
  const elfu = /\belfu\s+(\w+)/.exec(t);
  if (elfu) {
    const n = swahiliThousands[elfu[1]!] ?? Number(elfu[1]);
    if (Number.isFinite(n) && n > 0) return ksh(n * 1000);
  }
  if (hasContext) {
    // "Budget ni eighty thousand", "we can pay 25 thousand".
    const thousands =
      /\b(\d+(?:\.\d+)?)\s*(thousand)\b(?!\s*(?:people|staff|members|students))/.exec(t);
    const inThousands = thousands && amount(thousands[1]!, thousands[2]);
    if (inThousands) return ksh(inThousands);
    // "120 pages", "300 staff": a count of things is no amount.
    // Nor is a year ("tulianza mwaka 2015", "since 2019").
    const m =
      /(?<!\b(?:mwaka|in|since|tangu|year|from|mnamo|until|till)\s)\b(\d{3,7})\b(?!\s*(?:pages?|words?|staff|people|employees|students|members|copies|km)\b)/.exec(
        t,
      );
    const value = m && !yearLike.test(m[1]!) && amount(m[1]!, undefined);
    if (value) return ksh(value);
  }
  return undefined;
}

const urgencyCues: ReadonlyArray<readonly [RegExp, "High" | "Medium" | "Low"]> = [
  [
    /\b(no rush|not urgent|no hurry|whenever|no deadline|hakuna haraka|pole pole|taking my time|flexible|not in a hurry)\b/,
    "Low",
  ],
  [
    /\b(urgent(ly)?|asap|a\.s\.a\.p|as soon as possible|immediately|right away|today|tonight|tomorrow|kesho|leo|haraka|this week|by (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|deadline|closing date|within (24|48) ?h(ours|rs)?|in (1|2|3|one|two|three) days|rush)\b/,
    "High",
  ],
  [
    /\b(next week|in (two|2|a couple of) weeks|this month|within a month|soon|end of (the )?month)\b/,
    "Medium",
  ],
  [/\b(next month|in a few months|later this year|next year)\b/, "Low"],
];

/** How soon they need it: "High (asap)", "Medium (next week)", "Low (no rush)". */
export function extractUrgency(text: string): string | undefined {
  // "Habari za leo", "habari ya leo": a greeting, not a deadline of today.
  const t = text.toLowerCase().replace(/\bhabari (?:za|ya) leo\b/g, " ");
  for (const [pattern, level] of urgencyCues) {
    const m = pattern.exec(t);
    if (m) return `${level} (${m[0]})`;
  }
  return undefined;
}

const roleStop =
  /\s+(?:at|in|with|for|from|and|but|who|which|that|looking|seeking|based|currently|working|since|having|i|my|wanting|needing|,|\.|;|!|\?)\b.*$|[,.;!?].*$/i;
const roleIntro =
  /\b(?:i(?:'m| am) (?!(?:in|at|on|from|with|for|into|based|also|still|just|not|now)\b)[A-Z][a-z]+,? (?:an?|the)|i(?:'m| am)(?: currently| now)? (?:an?|the)|i work as (?:an?|the)?|working as (?:an?|the)?|currently (?:an?|working as an?)|my (?:current )?(?:role|position|job|job title|title) is(?: an?)?|(?:role|position|job title)\s*:)\s+([a-z][a-z -]{1,60})/i;
const notRoles =
  /^(bit|lot|little|few|couple|new client|client|customer|person|fan|friend|kenyan|parent|mother|father|business owner looking|good|fine)\b/i;

/** "I work for Safaricom as a sales rep": the post after the employer. */
const workAs =
  /\b(?:work|working|employed|serving)\s(?:at|for|with|by|in)\s[^.!?\n]{1,60}?\sas\s(?:an?\s|the\s)?([a-z][a-z -]{1,60})/i;
/** "I want to work for X as ...": a wish, the career goal, not the role held. */
const wishBefore = /\b(?:want|wish|hope|like|love|plan|aim|dream)\s(?:to\s)?$/i;

function roleAfterEmployer(text: string): string | undefined {
  const m = workAs.exec(text);
  if (!m || wishBefore.test(text.slice(Math.max(0, m.index - 12), m.index))) return undefined;
  return m[1];
}

/** The visitor's current role: "I'm a procurement officer at KenGen" -> "Procurement Officer". */
export function extractRole(text: string, asked: boolean): string | undefined {
  const m = roleIntro.exec(text);
  let raw = m?.[1] ?? roleAfterEmployer(text);
  // A bare reply with a figure ("budget ni 3k", "about 15,000") answers another detail.
  if (!raw && asked && !/\d/.test(text)) {
    raw = text.replace(/^\s*(i'?m|i am|am)\s+(an?\s+)?/i, "");
    if (raw.split(/\s+/).length > 6) return undefined;
  }
  if (!raw) return undefined;
  // "I'm the MCA of my ward": a role never ends on the word that joined it to the rest.
  const role = cleanPhrase(raw.replace(roleStop, "")).replace(/\s+(?:of|the|a|an|to)$/i, "");
  if (!role || notRoles.test(role) || role.split(/\s+/).length > 5) return undefined;
  // "MCA", "ICT Officer": an acronym keeps its capitals (a role all in capitals has none).
  const shouted = /\s/.test(role) && role === role.toUpperCase();
  return role
    .split(/\s+/)
    .map((w) => (!shouted && /^\p{Lu}{2,}$/u.test(w) ? w : titleCase(w)))
    .join(" ");
}

// "\u201A" is a partners' comma kept inside the name (`PARTNERS_COMMA`).
// "(K)", "(EA)", "(2019)": the bracketed letters or year of a registered name are its words too.
const companyWord = String.raw`(?:[A-Z0-9&][\w&'.\u201A-]*|\([A-Z0-9]{1,6}\))`;
const companyIntro = new RegExp(
  String.raw`\b(?:work(?:ing)? (?:at|for|with)|employed (?:at|by)|(?:officer|manager|engineer|accountant|developer|analyst|assistant|director|lead|head|executive|consultant|teacher|nurse|intern|clerk|supervisor|coordinator|specialist|administrator|representative|agent|associate|designer|lecturer|staff|team|employees|colleagues|hr|HR|admin|principal|physician|doctor|surgeon|pharmacist|advocate|lawyer|partner|chef|worker)\s+(?:at|with|pale)|(?:mwalimu mkuu|mkurugenzi|meneja|mwenyekiti|katibu) wa|(?:principal|head ?teacher|headmaster|headmistress|chairman|chairperson|ceo|founder|owner|proprietor|patron) of(?: the)?|company(?: name)? is|organi[sz]ation is|employer is|(?:[Tt]he|[Oo]ur) (?:department|office|group|institution|ministry|directorate) is|(?:i|we) (?:run|own)|[Oo]ur company,?|[Oo]n behalf of|[Ww]e at)\s+(${companyWord}(?:\s+(?:${companyWord}|of|and))*)`,
);
const roleAtCompany = new RegExp(
  String.raw`\s(?:at|with)\s+(${companyWord}(?:\s+${companyWord})*)`,
);
const lowerCompanyIntro = /\bwork(?:ing)? (?:at|for|with)\s+([a-z][\w&-]{2,})\b/i;
/**
 * "We are Kilimo Bora Feeds in Thika", "We're Tausi Insurance Brokers", "Sisi ni Umoja Sacco": a
 * buyer writing for an organisation names it; two capitalised words at least ("We are Kenyans"
 * names none).
 */
const weAre = new RegExp(
  String.raw`\b(?:[Ww]e(?: a|['’])re|[Ss]isi ni)\s+(${companyWord}(?:\s+(?:${companyWord}|of|and))*)`,
);
/** "HR Manager at Bamburi Cement": a post written in capitals, as in a signature. */
const postAtCompany = new RegExp(
  String.raw`\b(?:Manager|Officer|Director|Administrator|Coordinator|Executive|Supervisor|Accountant|Engineer|Assistant|Lead) (?:at|with)\s+(${companyWord}(?:\s+(?:${companyWord}|of|and))*)`,
);
/**
 * "Jane from Bidco Africa": where a buyer writes from, two capitalised words at least and not
 * a place ("from Nakuru", "from Kisumu East" name none).
 */
const fromOrganisation = new RegExp(
  String.raw`\bfrom\s+(${companyWord}(?:\s+(?:${companyWord}|of|and))*)`,
);
/**
 * The organisation a business document or a training is for: "a company profile for Baraka
 * Hardware Ltd", "tender documents for Kijani Agro Supplies", or named after what it is, with a
 * comma: "our cleaning business, Safi Touch Services", "a construction firm working in Juba,
 * Mara Road Works Ltd". Two capitalised words at least (`twoWords`).
 */
const documentFor = new RegExp(
  String.raw`\b(?:profile|proposal|documents?|plan|training|workshop|report)\s+(?:for|of)\s+(${companyWord}(?:\s+(?:${companyWord}|of|and))*)`,
);
const organisationNamed = new RegExp(
  String.raw`\b(?:[Cc]ompany|[Ee]mployer|firm|business|organi[sz]ation|NGO|ngo|CBO|cbo|[Ss]acco|group|cooperative|co-operative|enterprise|agency|shop|bakery|hotel|school|church|initiative|foundation|network|trust|association|society|madrasa|mosque)\b[^,.;!?\n]{0,40},\s+(${companyWord}(?:\s+(?:${companyWord}|of|and))*)`,
);
/**
 * "I head human resources at Maua Bora Flowers", "we run the kitchen for Safari Lodges": a
 * department the visitor leads, in lower case, before the organisation it is part of.
 */
const leadsAt = new RegExp(
  String.raw`\b(?:I|i|[Ww]e)\s+(?:head|lead|manage|run|oversee|coordinate)\s+(?:[a-z&]+\s+){0,3}(?:at|for)\s+(${companyWord}(?:\s+(?:${companyWord}|of|and))*)`,
);
/**
 * "a salon called Glamour Touch", "our shop is named Tamu Bakers", "kinyozi yangu ... inaitwa
 * Fresh Cutz": a business given its name. The Swahili "inaitwa" (it is called: the noun
 * classes of things, never "anaitwa" he or she is called) needs no business word before it.
 */
const calledName = new RegExp(
  String.raw`(?:\b(?:business|company|firm|shop|salon|barbershop|kinyozi|biashara|kampuni|duka|hotel|restaurant|cafe|bakery|clinic|agency|school|academy|church|group|chama|sacco|NGO|ngo|organi[sz]ation|brand|farm|lodge)\b[^.;!?
]{0,40}?\b(?:called|named|is called|is named)|(?<!\p{L})(?:inaitwa|kinaitwa|linaitwa))\s+(${companyWord}(?:\s+${companyWord}){0,4})`,
  "u",
);
/**
 * "AIC Kyeni", "ACK St. Mark's Ngara", "SDA Kisii Central": a congregation named by its
 * church's initials and its place, as Kenyan churches are (no kind word after it).
 */
const congregation =
  /\b((?:AIC|ACK|PCEA|SDA|KAG|RCEA|AIPCA|FGCK|PEFA|CITAM|ELCK|MCK|PAG|AGC|JCC|KHBC)(?:\s+[A-Z][\w'.-]*){1,3})/;
/**
 * "Sosiot Farmers Sacco", "Kithimani Widows Group", "Halima Dressmakers": an organisation named
 * by its kind, its last word, wherever it stands ("Agnes Mumbua of ...", "..., Halima
 * Dressmakers", "Matron Esther Chebet, Valley Maternity"); a buyer often gives it beside the
 * name with no word introducing it.
 */
const namedByKind = new RegExp(
  String.raw`(?<![\w.])((?:(?:[A-Z][\w'\u201A-]*|St\.|Co\.|&|\([A-Z0-9]{1,6}\))\s+){1,5}(?:${organisationKinds.join("|")})(?:\s+(?:Ltd|Limited|PLC))?)\b`,
);
/**
 * Words that open such a run without naming anyone's organisation ("Our Women Group", "a
 * Youth Network", "The Foundation"): dropped from its head, and the kind alone is no name.
 */
const genericHeads = new Set(
  `the our my a an this that your their his her women womens youth girls boys community
  teachers local national primary secondary high district general mission private public
  medical health day boarding`.split(/\s+/),
);
function kindNamed(text: string): RegExpExecArray | null {
  const found = namedByKind.exec(text);
  if (!found) return null;
  const words = found[1]!.split(/\s+/);
  const first = words.findIndex((w) => !genericHeads.has(w.toLowerCase()));
  if (first < 0 || first === words.length - 1) return null;
  found[1] = words.slice(first).join(" ");
  return found;
}
/** "I head the Department of Water in Kitui County": the public office the visitor leads. */
const departmentLed = new RegExp(
  String.raw`\b(?:lead|head|run|manage|direct|coordinate)s?\s+the\s+((?:Department|Directorate|Ministry|State Department) of(?:\s+${companyWord}|\s+and)*)`,
);
/** "Kikundi cha Akina Mama Tujijenge", "Chama cha Wakulima Kiambu": a Swahili kind before the name. */
const swahiliGroup =
  /\b((?:Kikundi|Chama|Shirika|Ushirika|Muungano) (?:cha|la|wa) \p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)*)/u;
/**
 * A department after the organisation's name ("Bidco Africa HR"): not part of it. A public
 * office named by what it serves keeps its "Office" ("Sagante Ward Office", "Kibwezi West
 * Youth Office", "Kieni NG-CDF Office"), and a county's department its "Department" ("Kajiado
 * County Water Department"): that department is the organisation.
 */
const department =
  /\s+(?:HR|Dept|Team|Admin|Division)$|(?<!\bCounty\b.*)\s+Department$|(?<!\b(?:Youth|Ward|County|Constituency|District|Regional|Area|Branch|Field|Project|Country|Liaison|Registry|Lands?|Sub-County|NG-CDF|CDF))\s+Office$/u;
/** "Ninety officers, two days, February": a reply of counts, no organisation's name. */
const counts = (text: string) =>
  text.split(/[\s,]+/).filter((w) => numberWords[w.toLowerCase()] !== undefined).length >= 2;
const twoWords = (found: RegExpExecArray | null) => {
  // "from Eldoret and we...": a word joined to nothing is not the second word.
  const name =
    found?.[1] &&
    withoutOwnClause(found[1].replace(/[.,;!?].*$/, "")).replace(/\s+(?:and|of)$/i, "");
  return name?.includes(" ") && !placeEnding.test(name) ? found : null;
};
/**
 * "Kenya Power and I need...", "Twiga Foods and our partners": the visitor's own clause after
 * "and" is no part of the organisation.
 */
function withoutOwnClause(name: string): string {
  const words = name.split(" ");
  const and = words.findIndex(
    (w, i) => i > 0 && w.toLowerCase() === "and" && ownWords.has(words[i + 1] ?? ""),
  );
  return (and > 0 ? words.slice(0, and) : words).join(" ");
}
const ownWords = new Set(["I", "I'm", "I'd", "I've", "We", "My", "Our", "Me"]);
// A bare number is a count ("an accountant with 6 years of experience"), not an employer.
// Nor is a pronoun ("can you come and work with them?").
const notCompanies =
  /^(a|an|the|home|myself|me|us|you|them|him|her|it|people|a company|an ngo|government|county|bank|school|\d+)$/i;

/** A comma that joins partners' names in a firm's name, kept apart while the text is read. */
const PARTNERS_COMMA = "\u201A";
/**
 * "Kariuki, Mwaura & Associates", "Omondi, Ndolo & Co. Advocates": surnames listed, then "&".
 * A surname after a given name ("Samuel Ndungu, Ndungu & Partners") is the person signing.
 */
const partnersList = /\b([A-Z][\w'-]+),(?=\s+[A-Z][\w'-]+\s+&\s)/g;

function withPartnersCommas(text: string): string {
  return text.replace(partnersList, (whole, surname: string, at: number) => {
    const before = text.slice(0, at).trimEnd().split(/\s+/).at(-1) ?? "";
    // "Angela Nafula, Ngugi, Wafula & ...": a comma after the word before ends the signer's name.
    return /^\p{Lu}/u.test(before) && !before.endsWith(",") ? whole : `${surname}${PARTNERS_COMMA}`;
  });
}

/** The employer: "I work at Safaricom", "procurement officer at Kenya Power", "company is Acme Ltd". */
export function extractCompany(
  text: string,
  asked: boolean,
  askedRole = false,
): string | undefined {
  const found = companyIn(withPartnersCommas(text), asked, askedRole);
  return found?.replaceAll(PARTNERS_COMMA, ",");
}

function companyIn(text: string, asked: boolean, askedRole: boolean): string | undefined {
  const introduced =
    companyIntro.exec(text) ??
    lowerCompanyIntro.exec(text) ??
    postAtCompany.exec(text) ??
    leadsAt.exec(text) ??
    calledName.exec(text);
  const m =
    twoWords(weAre.exec(text)) ??
    twoWords(fromOrganisation.exec(text)) ??
    twoWords(documentFor.exec(text)) ??
    twoWords(organisationNamed.exec(text)) ??
    kindNamed(text) ??
    congregation.exec(text) ??
    swahiliGroup.exec(text) ??
    departmentLed.exec(text) ??
    // The answer to "what's your current role?": "Procurement at KenGen".
    (askedRole ? roleAtCompany.exec(text) : null);
  // A signature's organisation is read whole before a shape inside it ("Kisii Teaching and
  // Referral Hospital", not its "Referral Hospital").
  let raw = introduced?.[1] ?? signedOrganisation(text) ?? m?.[1];
  if (!raw && asked && text.trim().split(/\s+/).length <= 5 && !/\d/.test(text) && !counts(text)) {
    raw = text;
  }
  if (!raw) return undefined;
  // A sentence ends the name, the dot of "St." (saint), "Co.", "Ent." or an initial ("A.C.K.") does
  // not: "ACK St. Mark's Ngara", "A.C.K. St. Luke's Parish".
  const company = cleanPhrase(
    withoutOwnClause(raw.replace(/(?<!\b(?:St|Mt|Co|Ent|Bros|Inc|\p{Lu}))[.,;!?].*$/u, ""))
      .replace(/\s+(?:and|of)$/i, "")
      .replace(department, ""),
  );
  if (!company || notCompanies.test(company) || namesAPlace(company)) return undefined;
  const whole = withTrailingParts(text, company);
  return /^[a-z]/.test(whole) ? whole.split(/\s+/).map(titleCase).join(" ") : whole;
}

/** Words that point within a place: "West Pokot", "Central Kisii", "Upper Hill". */
const compassWords = new Set("West East North South Central Upper Lower Mid".split(" "));
/** "West Pokot", "Kacheliba": a place, where the organisation is, never its name. */
function namesAPlace(name: string): boolean {
  const words = name.split(/\s+/);
  return (
    isKenyanPlace(name) ||
    (words.some(isKenyanPlace) && words.every((w) => isKenyanPlace(w) || compassWords.has(w)))
  );
}

/** "(K) Ltd", "(2019) Ltd", "Limited": the registered ending after an organisation's name. */
const registeredEnding = /^\s+(?:\([\p{Lu}\d]{1,6}\)\s+)?(?:Ltd|Limited|PLC|LLP)\b\.?/u;
/**
 * Kinds of institution whose names repeat across the country (St. Teresa's, St. Mary's, ACK St.
 * Luke's): the town after the name says which one ("St. Augustine Academy, Meru").
 */
const sharedNameKinds = new Set(
  "School Academy Parish Church College Primary Secondary".split(" "),
);
/** ", Meru", ", Kangemi": a place of one or two words closing the name, up to a sentence end. */
const placePart = /^\s*,\s*(\p{Lu}[\p{L}'-]+(?:\s\p{Lu}[\p{L}'-]+)?)(?=\s*(?:$|[.,;!?\n]))/u;
/** ", Department of Health Services", ", Nandi County", ", County Government of Kakamega". */
const governmentPart =
  /^\s*,\s*((?:Department|Directorate|Ministry|State Department) of(?:\s+(?:\p{Lu}[\p{L}'-]*|and|&))+|\p{Lu}[\p{L}'-]+ County(?: Government)?|County Government of \p{Lu}[\p{L}'-]+)/u;
/** ", Gender and Sports", ", Livestock and Fisheries": the subjects a department's name lists. */
const departmentSubjects =
  /^(?:\s*,\s*\p{Lu}[\p{L}'-]+(?:\s\p{Lu}[\p{L}'-]+)?)*\s*,\s*\p{Lu}[\p{L}'-]+(?:\s\p{Lu}[\p{L}'-]+)?\s+(?:and|&)\s+\p{Lu}[\p{L}'-]+(?:\s\p{Lu}[\p{L}'-]+)?/u;
const countyServed = /^\s+in\s+(\p{Lu}[\p{L}'-]+ County)\b/u;
const isGovernment = (name: string) =>
  /^(?:Department|Directorate|Ministry|State Department) of\b|\bCounty(?: Government)?\b/u.test(
    name,
  );

/**
 * The parts after an organisation's name that are still its name: the registered ending
 * ("Tana Foods (K) Ltd"), the town of an institution whose name repeats ("St. Teresa's Girls
 * Secondary School, Mwingi"), and the other half of a government office ("Department of Health,
 * Kakamega County", "County Government of Nyeri, Department of Health Services").
 */
function withTrailingParts(text: string, company: string): string {
  const at = text.indexOf(company);
  if (at < 0) return company;
  let name = company;
  let rest = text.slice(at + company.length);
  const ending = registeredEnding.exec(rest);
  if (ending && !/\b(?:Ltd|Limited|PLC|LLP)\.?$/.test(name)) {
    name += ending[0];
    rest = rest.slice(ending[0].length);
  }
  // "Department of Youth, Gender and Sports": the rest of a department's list of subjects.
  const subjects = isGovernment(name) && departmentSubjects.exec(rest);
  if (subjects) {
    name += subjects[0];
    rest = rest.slice(subjects[0].length);
  }
  // "Department of Health in Kakamega County": the county it serves is its name's other half.
  const county = isGovernment(name) && !/\bCounty\b/.test(name) && countyServed.exec(rest);
  if (county) return `${name}, ${county[1]}`;
  const government = isGovernment(name) && governmentPart.exec(rest);
  if (government && isGovernment(government[1]!)) return `${name}, ${government[1]!.trim()}`;
  const place = placePart.exec(rest);
  const kind = name.split(/\s+/).at(-1) ?? "";
  if (place && sharedNameKinds.has(kind) && place[1]!.split(/\s/).every(isKenyanPlace)) {
    return `${name}, ${place[1]}`;
  }
  return name;
}

const industries: ReadonlyArray<readonly [string, RegExp]> = [
  [
    "Banking & Finance",
    /\b(bank(s|ing)?|finance|financial|fintech|accounting|accountant|audit(or|ing)?|microfinance|sacco|kcb|equity bank|ncba|absa|stanbic|co-?op bank)\b/,
  ],
  ["Insurance", /\b(insurance|underwrit\w+|actuar\w+)\b/],
  [
    "Technology",
    /\b(ict|tech|technology|software|developer|programmer|data scien\w+|data analy\w+|cyber ?security|fintech)\b/,
  ],
  ["Telecommunications", /\b(telecom(s|munications)?|safaricom|airtel|telkom)\b/],
  [
    "Healthcare",
    /\b(health(care)?|hospital|medical|clinic|nurse|nursing|doctor|pharma\w*|clinical)\b/,
  ],
  ["Education", /\b(education|teacher|teaching|school|university|lecturer|academia|tutor)\b/],
  [
    "NGO & Development",
    /\b(ngo|ngos|non-?profit|humanitarian|development sector|united nations|unicef|undp|usaid)\b/,
  ],
  ["Hospitality & Tourism", /\b(hotel|hospitality|tourism|travel|restaurant|chef)\b/],
  ["Manufacturing", /\b(manufacturing|factory|production plant)\b/],
  ["Agriculture", /\b(agri\w*|farming|farm|horticulture)\b/],
  [
    "Engineering & Construction",
    /\b(engineering|construction|civil engineer|architect\w*|quantity survey\w*)\b/,
  ],
  ["Energy", /\b(energy|oil and gas|solar|kengen|kenya power|kplc|renewable)\b/],
  ["Legal", /\b(law firm|legal|lawyer|advocate|paralegal)\b/],
  ["Public Sector", /\b(government|county|civil service|public sector|ministry)\b/],
  ["Retail & FMCG", /\b(retail|fmcg|supermarket|consumer goods)\b/],
  [
    "Logistics & Supply Chain",
    /\b(logistics|supply chain|procurement|transport|shipping|warehous\w*)\b/,
  ],
  ["Sales & Marketing", /\b(marketing|sales|advertising|brand(ing)? manager|digital marketing)\b/],
  [
    "Media & Communications",
    /\b(media|journalis\w+|communications|public relations|broadcast\w*)\b/,
  ],
  ["Human Resources", /\b(hr|human resources?|recruit\w+|talent acquisition)\b/],
  ["Aviation", /\b(aviation|airline|kenya airways|pilot|cabin crew)\b/],
];

/** The sector: "in the banking sector", or inferred from words like "nurse" or "Safaricom". */
/**
 * "0722 123 123 (Safaricom)", "my airtel line", "Safaricom number": the network of the
 * visitor's phone, not where they work.
 */
const networkOfLine =
  /\(\s?(?:safaricom|airtel|telkom|faiba)\s?\)|(?<!\p{L})(?:safaricom|airtel|telkom|faiba) (?:line|number|no|sim)(?!\p{L})/giu;

/**
 * Someone else's organisation, named as the visitor's counterparty: the lender or funder a
 * document is for ("my bank wants a business plan", "a bank loan", "loan from the SACCO",
 * "sacco yetu"), never one they work at ("I work at a bank" stays).
 */
const counterparty =
  /(?<!\b(?:work|works|working|worked|employed|job|teller|officer|manager|clerk)\s(?:at|for|in|with|by)\s)\b(?:my|the|a|an)\s+(?:bank|sacco|lender|microfinance|insurer|donor|funder|landlord)s?\b(?!\s+(?:teller|clerk|officer|manager|employee|worker|agent|staff|cashier|accountant)s?\b)|\b(?:bank|sacco|microfinance)\s+loans?\b|\bloans?\s+(?:from|with)\s+(?:my|the|a|an|our)\s+\S+|\b(?:benki|sacco)\s+(?:yangu|yetu)\b/giu;
/**
 * A clause about a relative or a friend ("my son works at Equity Bank", "my wife's school"):
 * their organisation is theirs, not the visitor's.
 */
const relativeClause =
  /\b(?:my|our|his|her)\s+(?:son|sons|daughter|daughters|child|children|kid|kids|husband|wife|spouse|brother|sister|mother|father|mum|mom|dad|parent|parents|nephew|niece|cousin|uncle|aunt|auntie|friend|grandson|granddaughter|grandchild)(?:['’]s)?\b|\b(?:mtoto|mwanangu|mume|mke|dada|kaka)\s+(?:wangu|yangu)\b/iu;
const clauseBreak = /[.;:!?\n]+|,\s*|\s+(?:and|but|so|because|while|whereas|lakini|na)\s+/iu;

/** The visitor's own words for the sector: a counterparty or a relative's clause left out. */
function ownClauses(text: string): string {
  return text
    .replace(networkOfLine, " ")
    .replace(counterparty, " ")
    .split(clauseBreak)
    .filter((clause) => !relativeClause.test(clause))
    .join(". ");
}

export function extractIndustry(text: string, asked: boolean): string | undefined {
  const own = ownClauses(text);
  const explicit =
    /\b(?:in|within) (?:the )?([a-z][a-z &-]{1,30}?) (?:industry|sector|field|space)\b/i.exec(own);
  if (explicit) return explicit[1]!.split(/\s+/).map(titleCase).join(" ");
  const t = own.toLowerCase();
  for (const [label, pattern] of industries) if (pattern.test(t)) return label;
  // "IT" only in capitals: lower-case "it" is the pronoun.
  if (/\bIT\b/.test(own)) return "Technology";
  if (asked && t.trim().split(/\s+/).length <= 4) {
    const phrase = cleanPhrase(text);
    return phrase ? phrase.split(/\s+/).map(titleCase).join(" ") : undefined;
  }
  return undefined;
}

const goalIntro =
  /\b(?:my (?:main |career )?goal is(?: to)?|goal\s*:|i(?:'m| am) (?:aiming|hoping|trying|looking|planning) (?:to|for)|i want to|i wanna|i'd like to|i would like to|i hope to|i plan to|aiming (?:to|for)|so (?:that )?i can|ndoto yangu ni)\s+([^.!?\n]{3,120})/gi;
/** Goals that are really about the service or the chat, not the visitor's career. */
const notGoals =
  /^(?:(?:get|have|order|buy|make|do|write|update|know|ask|talk|speak|chat|pay|book|start|see|find out|understand|check|inquire|enquire|edit|proofread|improve|redo|revamp|polish)\b.{0,25}\b(?:cv|resume|cover letter|linkedin|profile|price|cost|services?|package|document|thesis|this|it|you|consultant|someone|more)\b|(?:know|ask|talk|chat|speak|pay|inquire|enquire)\b)/i;

/** The kind of job named after "I want a" ("a senior finance role in a bank"). */
const roleWantedCue =
  /\b(?:i want|i'd like|i would like|i'm targeting|i am targeting|targeting|aiming for|hoping for)\s+(an? [^.!?\n]{0,60})/i;
const jobNoun = /\b(?:job|role|position|post|opening|opportunit(?:y|ies)|internship)\b/i;
/** The documents and sessions we sell: "a CV for a banking job" asks for a CV, not the job. */
const serviceWord =
  /\b(?:cv|resume|cover letter|letter|linkedin|profile|coaching|training|proofreading|edit(?:ing)?|proposal|document)\b/i;

/**
 * "I want a senior finance role in a bank, maybe in Mombasa": the role, where a job noun ends
 * the phrase's head and no service is asked for in it. Returns the match shape of the cue.
 */
function roleWanted(text: string): [string, string] | null {
  const m = roleWantedCue.exec(text);
  const phrase = m?.[1];
  const noun = phrase ? jobNoun.exec(phrase) : null;
  if (!phrase || !noun || serviceWord.test(phrase.slice(0, noun.index))) return null;
  return [m[0], phrase];
}

/** Where they want their career to go: "I want to move into project management". */
export function extractGoal(text: string): string | undefined {
  for (const m of text.matchAll(goalIntro)) {
    // "... in finance, can you help with my CV?": the goal ends where the request starts.
    const goal = cleanPhrase(
      m[1]!.replace(/,\s*(?:can|could|would|will|please|pls|so|i|and|but|need|help)\b.*$/i, ""),
    );
    if (goal.split(/\s+/).length < 2 || notGoals.test(goal)) continue;
    // "looking for a new job in finance" -> "Get a new job in finance".
    if (/^(an?|the)\s/i.test(goal)) return `Get ${goal}`;
    return goal.charAt(0).toUpperCase() + goal.slice(1);
  }
  const job =
    /\b(?:looking for|seeking|searching for|apply(?:ing)? for)\s+(an? (?:new )?(?:job|role|position|opportunit(?:y|ies)|internship)[^.!?\n]{0,80})/i.exec(
      text,
    ) ?? roleWanted(text);
  if (job) {
    const goal = cleanPhrase(
      job[1]!.replace(/,\s*(?:can|could|would|will|please|pls|so|i|and|but|need|help)\b.*$/i, ""),
    );
    return `Get ${goal}`;
  }
  return undefined;
}

const challengeCue =
  /\b(keep (?:getting|being) rejected|rejected|no (?:call ?backs?|responses?|replies|feedback|interviews?)|not (?:getting|receiving) (?:any )?(?:call ?backs?|responses?|replies|interviews?|shortlisted)|never (?:get|hear)|struggl(?:e|ing)|(?:main |biggest )?(?:challenge|problem|issue) is|can'?t seem to|don'?t know how to|unable to|stuck|laid off|retrenched|lost my job|gap in my|career gap)\b/i;

/** What is holding them back, in their words (the sentence that names it). */
export function extractChallenge(text: string): string | undefined {
  const m = challengeCue.exec(text);
  if (!m) return undefined;
  const sentences = text.split(/(?<=[.!?])\s+|\n+/);
  const sentence = sentences.find((s) => challengeCue.test(s)) ?? m[0];
  const cleaned = cleanPhrase(sentence);
  const wordsInIt = cleaned.split(/\s+/);
  const short = wordsInIt.length > 25 ? `${wordsInIt.slice(0, 25).join(" ")}...` : cleaned;
  return short.charAt(0).toUpperCase() + short.slice(1);
}
