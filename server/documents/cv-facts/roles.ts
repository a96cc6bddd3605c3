import type { CvRole } from "../facts";
import { tidy } from "./cv-text";
import { monthWord, spelledDates } from "./dates";

/** Words that make a phrase a job title ("Senior Network Engineer", "Commis Chef"). */
export const titleWord =
  /\b(?:engineer|manager|officer|chef|cook|technician|technologist|assistant|intern(?:ship)?|attachment|attachee|nurse|midwife|promoter|teacher|accountant|clerk|director|developer|programmer|analyst|coordinator|supervisor|executive|consultant|administrator|head|lead|leader|specialist|designer|receptionist|cashier|driver|agent|representative|rep|associate|auditor|lecturer|tutor|doctor|clinician|pharmacist|secretary|attendant|operator|controller|planner|advis[eo]r|trainee|volunteer|senior|principal|architect|surveyor|economist|journalist|editor|writer|mechanic|electrician|storekeeper|buyer|banker|teller|marketer|salesperson|waiter|waitress|steward|housekeeper|bartender|barista|lawyer|advocate|paralegal|farmer|trainer|instructor|facilitator|caregiver|guard|baker|tailor|plumber|welder|carpenter|mason|photographer|producer|presenter|reporter|researcher|professor|dentist|surgeon|physician|therapist|counsell?or|social worker|inspector|valuer|merchandiser|rider|dispatcher|pilot|captain|hostess|caterer|janitor|cleaner|underwriter|actuary|broker|fundi|sergeant|corporal|constable|correspondent|\w{3,}(?:ist|ician|logist))\b/i;

const periodToken = new RegExp(
  String.raw`^(?:${monthWord}|\d{4}|-|–|—|to|till|until|present|date|now|current)$`,
  "i",
);

/** "2016 – Present" from the client's "since 2016"; the same words, a CV's form. */
function period(start: string, end: string | undefined): string {
  if (!end) return `${start} – Present`;
  return /^(?:date|present|now)$/i.test(end) ? `${start} – Present` : `${start} – ${end}`;
}

/** "March 2017 - to date" as a CV writes it: "March 2017 – Present", one dash between. */
function formatPeriod(tokens: string[]): string {
  const words: string[] = [];
  for (const raw of tokens) {
    const token = raw.replace(/[(),:]/g, "");
    const word = /^(?:-|–|—|to|till|until)$/i.test(token)
      ? "–"
      : /^(?:date|now|current|present)$/i.test(token)
        ? "Present"
        : token;
    if (word !== "" && !(word === "–" && (words.length === 0 || words.at(-1) === "–")))
      words.push(word);
  }
  if (words.at(-1) === "–") words.pop();
  return words.join(" ");
}

/** A bracket or a closing comma or colon is the line's punctuation, not the date's. */
const isPeriodToken = (token: string) =>
  token.replace(/^\(|[),:]+$/g, "") !== "" && periodToken.test(token.replace(/^\(|[),:]+$/g, ""));

/**
 * Splits the dates off a job line, at its end ("Commis Chef, Java House, June 2023 to present")
 * or its start ("2019 – Present: Senior Auditor, KPMG Kenya").
 */
/**
 * "..., University Hospitals of Leicester NHS Trust, since 2022": a line ending in a name, "since"
 * and one date is a post held from that date on; "since" is no word of the employer's name.
 */
function heldSince(tokens: string[], cut: number): { text: string; period: string } | null {
  const date = tokens.slice(cut);
  // Only after a name: "there, since 2021" is left to the readers of a job told over sentences.
  const afterName = /^\p{Lu}/u.test(tokens[cut - 2] ?? "");
  if (!afterName || !/^since$/i.test(tokens[cut - 1]!) || !/^(?:\S+\s)?\d{4}$/.test(date.join(" ")))
    return null;
  const text = tokens
    .slice(0, cut - 1)
    .join(" ")
    .replace(/,$/, "");
  return { text: tidy(text), period: formatPeriod([...date, "–", "Present"]) };
}

export function splitPeriod(line: string): { text: string; period: string } {
  // "Part-time Lecturer, 2012 - 2015 (evening programme)", "Intern, 2016 (6 months)": a note
  // after the dates is the post's.
  const note = /\s\(([^()\d]{2,40}|\d{1,2}\s(?:months?|weeks?))\)$/.exec(line);
  if (note && !/^(?:to\s)?(?:present|date|now|current)$/i.test(note[1]!)) {
    const dated = splitPeriod(line.slice(0, note.index));
    if (dated.period !== "") return { text: `${dated.text} (${note[1]})`, period: dated.period };
  }
  const tokens = spelledDates(line).trim().split(/\s+/);
  let cut = tokens.length;
  while (cut > 0 && isPeriodToken(tokens[cut - 1]!)) cut--;
  const since = heldSince(tokens, cut);
  if (since) return since;
  if (/\d{4}/.test(tokens.slice(cut).join(" ")))
    return { text: tidy(tokens.slice(0, cut).join(" ")), period: formatPeriod(tokens.slice(cut)) };
  let start = 0;
  while (start < tokens.length && isPeriodToken(tokens[start]!)) start++;
  if (/\d{4}/.test(tokens.slice(0, start).join(" ")))
    return {
      text: tidy(tokens.slice(start).join(" ")),
      period: formatPeriod(tokens.slice(0, start)),
    };
  return { text: line.trim(), period: "" };
}

/**
 * "Office of the Director of Public Prosecutions", "Ministry of Health": a public body named
 * as the office of someone is the employer, never the post, whatever title word it holds.
 */
const bodyOf =
  /^(?:the\s)?(?:office|ministry|department|directorate|state department|commission|authority|council)\s(?:of|for)\s/i;

/**
 * "Liquid Intelligent Technologies, Nairobi - Senior Network Engineer" or "Shop attendant at
 * Mama Wanjiku Hardware, Likoni": title first, then the rest.
 */
export function roleFromLine(line: string): CvRole {
  const { text, period } = splitPeriod(line);
  const parts = text
    .split(/\s+[-–—|]\s+|,\s+|\s+at\s+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const titleIndex = parts.findIndex((p) => titleWord.test(p) && !bodyOf.test(p));
  const title = titleIndex >= 0 ? parts[titleIndex]! : (parts[0] ?? "");
  const employer = parts.filter((_, i) => i !== Math.max(titleIndex, 0)).join(", ");
  return { title, employer, period, bullets: [] };
}

/** "Worked at Equity Bank as a relationship officer" reads as "relationship officer at Equity Bank". */
function titleFirst(text: string): string {
  const lead =
    /^(?:(?:worked|working|been working|been|served|work)\s(?:at|with|for)|(?:started|began)\s(?:work(?:ing)?\s)?(?:at|with)|(?:went back|returned|moved|switched) to|(?:re)?joined)\s/i.exec(
      text,
    );
  if (!lead) return text;
  const as = text.indexOf(" as ", lead[0].length);
  if (as < 0) return text;
  const afterAs = text.slice(as + 4).replace(/^(?:an?|the)\s/i, "");
  // The title ends at a comma or where its dates start: "as a cashier from 2015 to 2018", "as
  // Data Analyst since March 2022".
  const end = new RegExp(
    String.raw`,|\s(?:since|from|until|till|up to|in)\s(?=(?:${monthWord}\s?)?\d{4}|now\b|date\b)`,
    "i",
  ).exec(afterAs);
  const title = end ? afterAs.slice(0, end.index) : afterAs;
  const tail = end ? afterAs.slice(end.index) : "";
  return `${title} at ${text.slice(lead[0].length, as)}${tail}`;
}

/** Small words that join the parts of a name: "Ministry of Health", "Kenya Power and Lighting". */
const nameJoiner = /^(?:of|and|for|&|de|la|du)$/i;
const namedWord = (word: string) => /^\(?\p{Lu}/u.test(word) && !/^I(?:'[a-z]+)?$/.test(word);
/** A number inside a name ("Thika Level 5 Hospital"), never a year or a length ("for 3 months"). */
const nameNumber = (word: string, next: string | undefined) =>
  /^\d{1,3}[,;:]?$/.test(word) && (next === undefined || /[,;:]$/.test(word) || namedWord(next));

/**
 * The employer's name at the start of the words after "at": capitalised words and the small
 * words between them. It ends at a comma or the first plain word, so "Nakuru County Government
 * since 2020, 6 years of experience" names Nakuru County Government.
 */
export function employerName(text: string): { name: string; rest: string } {
  const words = text.trim().split(/\s+/);
  const name: string[] = [];
  let tail = "";
  for (const [i, word] of words.entries()) {
    const bare = word.replace(/[,;:]+$/, "");
    const leads = i === 0 && /^the$/i.test(word);
    const joins = name.length > 0 && nameJoiner.test(word) && namedWord(words[i + 1] ?? "");
    const numbered = name.length > 0 && nameNumber(word, words[i + 1]);
    if (!(leads || joins || numbered || namedWord(bare))) break;
    name.push(bare);
    tail = word.slice(bare.length);
    if (tail !== "") break;
  }
  return { name: name.join(" "), rest: `${tail} ${words.slice(name.length).join(" ")}` };
}

/** "since 2016", "from March 2016 to December 2018", "from 2014 until date". */
const sinceSpan =
  /,?\s*\b(?:since|from)\s+(?:[A-Za-z]+\s)?(\d{4})(?:\s*(?:to|until|till|up to|-|–)\s*(?:to\s)?(?:[A-Za-z]+\s)?(\d{4}|date|present|now))?/i;
/** A range with no "from": "2015 to 2018", "2019 – 2020", "(Jan 2021 – Present)", "2019 – to date". */
const bareSpan = new RegExp(
  String.raw`,?\s*\(?\b(?:in\s)?(?:${monthWord}\s)?(\d{4})\s*(?:to|until|till|up to|-|–)\s*(?:to\s)?(?:${monthWord}\s)?(\d{4}|date|present|now)\b\)?`,
  "i",
);

/** "from June to December 2022", "May – Aug 2019": a stay of some months inside one year. */
const monthsOfYear = new RegExp(
  String.raw`,?\s*\(?\b(?:from\s)?(${monthWord})\s?(?:to|until|till|-|–)\s?(${monthWord})\s((?:19|20)\d\d)\b\)?`,
  "i",
);
const upperFirst = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "until I was retrenched in", "till the company closed in": what ended a job, before its year. */
const untilEvent =
  /\b(until|till)\s(?:(?:i|it|we|they|the\s\p{L}+)\s)?[^,.\d]{1,40}?\sin\s(?=(?:19|20)\d\d\b)/iu;

/** "Worked in Dubai as a", "Working in Doha as": a town before the title. */
const workedIn =
  /^(?:[Ww]orked|[Ww]orking|[Ss]erved)\sin\s(\p{Lu}[\p{L}-]*(?:\s\p{Lu}[\p{L}-]*)?)\sas\s/u;

/** Work told by its kind rather than a title, and the post each is. */
const workKinds: Record<string, string> = {
  freelancing: "Freelancer",
  consulting: "Consultant",
  volunteering: "Volunteer",
};

/**
 * A job stated in a sentence, already in CV text: "Registered nurse at Thika Level 5 Hospital
 * since 2016". Answers null when the sentence names no employer after a short title.
 */
export function roleFromSentence(
  sentence: string,
  /** The client said "I was a ... at", so the words before "at" are a title even if unusual. */
  namedAsJob = false,
  /**
   * The words before "at" are a duty, not a title ("Taught chemistry at Moi Girls School"): the
   * job is titled with this (the title the client gave elsewhere, or none) and the duty is kept.
   */
  dutyTitle?: string,
): { role: CvRole; rest: string } | null {
  // "Worked in Dubai as a guard at Transguard": the town is where the job was, not the title.
  const town = workedIn.exec(sentence);
  // The years are the profile's ("agronomist, 10 years with One Acre Fund"), not the title's.
  const text = titleFirst(
    sentence
      .slice(town?.[0].length ?? 0)
      // "until I was retrenched in 2020", "until it closed in 2020": the job ended in 2020.
      .replace(untilEvent, "$1 ")
      .replace(
        /,?\s(?:for\s)?(?:about\s|over\s|approximately\s)?\d{1,2}\+?\s?(?:years?|yrs?)(?:\s+of)?(?:\s+(?:work(?:ing)?|professional|hands-on))?(?:\s+experience)?(?:\s+now)?\b/i,
        "",
      ),
  );
  const at = /\s(?:at|with|for)\s(?=(?:the\s)?[A-Z0-9])/.exec(text);
  if (!at) return null;
  const before = text.slice(0, at.index).trim();
  // "Currently a staff driver at Kenya Power": the title is "staff driver".
  const title =
    dutyTitle ??
    before
      .replace(/^(?:currently|presently|now)\s+/i, "")
      // "Started as a data clerk at Kenya Power", "the first job was as a waiter at", "became a
      // barista at", "promoted to senior accountant at": the post there.
      .replace(/^(?:started|began)\s(?:out\s|off\s)?as\s/i, "")
      .replace(/^(?:the\s)?first\s(?:job|post|position)\swas\s(?:as\s)?/i, "")
      .replace(/^(?:became|(?:was\s)?promoted\sto)\s/i, "")
      .replace(/^(?:an?|the)\s+/i, "");
  // "Freelancing for Nation Africa since 2019": work told by its kind; the post is its noun.
  const kind = workKinds[title.toLowerCase()];
  // "a 6 month internship at Safaricom": the job is Intern, the length is what was said of it.
  const internship = /\binternship\b/i.test(title);
  // "on attachment at KALRO": a Kenyan student's placement; the post is Attachee.
  const attachment = /^(?:on\s)?(?:an?\s)?(?:industrial\s)?attachment$/i.test(title);
  const words = before.split(/\s+/);
  if (dutyTitle === undefined && (words.length > 7 || before.includes(","))) return null;
  const titled =
    dutyTitle !== undefined || namedAsJob || titleWord.test(title) || kind !== undefined;
  if (!internship && (/\d/.test(title) || !titled)) return null;
  let rest = text.slice(at.index + at[0].length);
  let when = "";
  const bracketed = /\s?\((\d{4})\s?[-–]\s?(\d{4}|present|date)\)/i.exec(rest);
  if (bracketed) {
    when = period(bracketed[1]!, bracketed[2]);
    rest = rest.slice(0, bracketed.index) + rest.slice(bracketed.index + bracketed[0].length);
  }
  // "..., joined in 2021", "joined X as Y in 2015": the year the job started, and nothing ended it.
  const joined = /^(?:went back|returned|moved|switched|(?:re)?joined)\b/i.test(sentence);
  rest = rest.replace(/,?\s*\bjoined\s(?=in\s(?:19|20)\d\d\b)/i, " ");
  if (
    (joined || /\bjoined\sin\s/i.test(text)) &&
    !/\b(?:to|until|till)\s(?:19|20)\d\d\b/i.test(rest)
  )
    rest = rest.replace(/\bin\s(?=(?:19|20)\d\d\b)/i, "since ");
  const months = monthsOfYear.exec(rest);
  const span = sinceSpan.exec(rest) ?? bareSpan.exec(rest);
  if (months && !when) {
    // "from June to December 2022": months of one year, as a CV writes them.
    when = `${upperFirst(months[1]!)} – ${upperFirst(months[2]!)} ${months[3]}`;
    rest = rest.slice(0, months.index) + rest.slice(months.index + months[0].length);
  } else if (span && !when) {
    when = period(span[1]!, span[2]);
    rest = rest.slice(0, span.index) + rest.slice(span.index + span[0].length);
  }
  const { name: employer, rest: after } = employerName(rest);
  rest = after;
  const place = /^\s+in\s+([A-Z][\p{L}-]*(?:\s(?:and\s)?[A-Z][\p{L}-]*)*)/u.exec(rest);
  const where = place ? `, ${place[1]}` : town ? `, ${town[1]}` : "";
  if (place) rest = rest.slice(place[0].length);
  if (!when) {
    const year = /,?\s*\(?\b(?:in\s)?(\d{4})\b\)?/.exec(rest);
    if (year) {
      when = year[1]!;
      rest = rest.slice(0, year.index) + rest.slice(year.index + year[0].length);
    }
  }
  if (dutyTitle !== undefined)
    return {
      role: { title: dutyTitle, employer: `${employer}${where}`, period: when, bullets: [before] },
      rest: tidy(rest),
    };
  const said = internship && title.toLowerCase() !== "internship" ? `${title} ${rest}` : rest;
  return {
    role: {
      title:
        kind ??
        (internship
          ? "Intern"
          : attachment
            ? "Attachee"
            : title.charAt(0).toUpperCase() + title.slice(1)),
      employer: `${employer}${where}`,
      period: when,
      bullets: [],
    },
    rest: tidy(said),
  };
}
