import type { CvFacts, CvRole } from "../facts";
import { withoutStaffAsides } from "./application-notes";
import {
  certificationCue,
  classifyClause,
  contactPatterns,
  degreeAbbreviation,
  lifeEvent,
  qualificationWord,
} from "./classify";
import { asCvText, sentences, tidy } from "./cv-text";
import { withDutiesApart, withRolesNamedAgain } from "./duties-apart";
import { educationItem } from "./education";
import { organisationWord } from "./employer-names";
import { addStatement, type Draft, finish, newDraft, skillsIn, targetSentence } from "./extract";
import { languageItems } from "./languages";
import { markdownLine } from "./markdown-marks";
import { opensReferee } from "./referees";
import { roleFromLine, splitPeriod, titleWord } from "./roles";
import { withTableRows } from "./tab-tables";
import { withPlainBullet } from "./upload-glyphs";

type Section =
  | "header"
  | "summary"
  | "objective"
  | "experience"
  | "education"
  | "certifications"
  | "skills"
  | "languages"
  | "activities"
  | "achievements"
  | "target"
  | "ignore"
  | "referees"
  | "other";

const headings: [RegExp, Section][] = [
  [/referee|reference/i, "referees"],
  [/declaration|hobbies|interests/i, "ignore"],
  [
    /curriculum vitae|^cv$|^resume$|personal (?:details|information|data|particulars)|contact/i,
    "header",
  ],
  [/objective|career goal|aspiration/i, "objective"],
  [/target|position sought|desired role/i, "target"],
  [/profile|summary|about me|^about$/i, "summary"],
  // A school leaver's CV stands on clubs, sport and school leadership: kept, never as memberships.
  [/club|societ|curricular|leadership|activities|sports?$/i, "activities"],
  [
    /experience|employment|work history|career history|positions held|^work$|^jobs?$|attachment|internship|volunteer/i,
    "experience",
  ],
  // "Professional Qualifications" are CPA, CCP and the like: certifications, not degrees.
  [/professional (?:qualification|certification|development)/i, "certifications"],
  [/education|academic|qualification|schools? attended/i, "education"],
  [
    /certif|registration|membership|professional bod|licen[cs]e|affiliation|training|courses|workshops|seminars/i,
    "certifications",
  ],
  [/achievement|accomplishment/i, "achievements"],
  [/language/i, "languages"],
  [
    /skill|competenc|tools|software|expertise|^systems$|^tech(?:nologies| stack)?$|^stack$/i,
    "skills",
  ],
  [/other|additional|personal/i, "other"],
];

const sectionNamed = (label: string) => headings.find(([pattern]) => pattern.test(label))?.[1];

/**
 * "EDUCATION Diploma in ..., 2014.", "LICENCES KCAA Aircraft ...": a CV typed as one run of
 * text puts each heading in capitals at the head of its own content. The capitals that name a
 * section are its heading, as if a colon followed them; the rest of the line is its content.
 */
function withInlineHeading(line: string): string {
  const capitals = /^((?:[A-Z][A-Z&/'-]+\s+)+)(?=[\p{Lu}\d])(?=.*\p{Ll})/u.exec(line);
  if (!capitals) return line;
  const words = capitals[1]!.trim().split(/\s+/);
  // The fewest words that name a section, with the heading words after them ("ACADEMIC
  // QUALIFICATIONS", "WORK HISTORY"), and not a body named next ("LICENCES KCAA Aircraft ...").
  let n = words.findIndex((_, i) => {
    const section = sectionNamed(words.slice(0, i + 1).join(" "));
    return section !== undefined && section !== "other" && section !== "header";
  });
  if (n < 0) return line;
  n++;
  while (
    n < words.length &&
    (sectionNamed(words[n]!) !== undefined ||
      /^(?:AND|&|\/|BACKGROUND|DETAILS|HISTORY|RECORD|SUMMARY)$/.test(words[n]!))
  )
    n++;
  const label = words.slice(0, n).join(" ");
  const rest = line.slice(line.indexOf(words[n - 1]!) + words[n - 1]!.length).trim();
  if (!/^[\p{Lu}\d]/u.test(rest)) return line;
  return `${label}: ${rest}`;
}

/**
 * "Languages: English, Kiswahili" or "Career goal: ..." on one line in any case: the rest of
 * the line belongs to the named section, and the lines after it stay where they were (a
 * "Languages:" line under Hobbies does not make the hobbies languages).
 */
function labelledLine(line: string): { section: Section; rest: string; label: string } | null {
  const labelled = /^([A-Z][A-Za-z &/-]{2,30}):\s*(\S.*)$/.exec(line);
  const section = labelled ? sectionNamed(labelled[1]!) : undefined;
  if (!labelled || !section || section === "header" || section === "other") return null;
  return { section, rest: labelled[2]!.trim(), label: labelled[1]! };
}

const dutiesLabel =
  /^(?:key\s)?(?:duties|responsibilities|achievements|accomplishments|tasks)(?:\s(?:and|&)\s(?:duties|responsibilities|achievements))?\s*:?$/i;

/** "Industrial Attachment", "Internship": a heading, though its word can end a job title. */
const onlyHeadingWords = (line: string) =>
  line
    .replace(/\b(?:industrial|attachments?|internships?|volunteer(?:ing)?|work|experience)\b/gi, "")
    .trim() === "";

type Heading = { section: Section; rest: string; label: string };

/**
 * "Kenya Meteorological Society", "Kenya Red Cross Society": a body's name (every word
 * capitalised, the last one a body's noun in the singular) is a line of its section, not a
 * heading, though "Society" names the activities section;
 * a heading names bodies in the plural ("Clubs and Societies", "Professional Bodies") or names
 * the section ("Membership").
 */
const bodyNouns =
  "Society Association Institute Institution Council Union Federation Chamber Club Board Guild League";
const bodyNoun = new RegExp(
  String.raw`\s(?:${bodyNouns.replaceAll(" ", "|")}|${bodyNouns.toUpperCase().replaceAll(" ", "|")})$`,
);
const bodyName = (line: string) => {
  const words = line.trim().split(/\s+/);
  return (
    bodyNoun.test(line.trim()) &&
    words.every((w) => /^\p{Lu}/u.test(w) || /^(?:of|for|and|&|the|in)$/i.test(w)) &&
    !/^(?:professional|student|clubs?|societies|memberships?)$/i.test(words[0]!)
  );
};

/** "3. WORK HISTORY", "IV) Education", "B. REFEREES": a section number before a heading. */
const sectionNumber = /^(?:\d{1,2}|[IVX]{1,4}|[A-H])[.)]\s+(?=\p{Lu})/u;

/**
 * "WORK EXPERIENCE", "Education:", "TARGET: Head of Network Operations", and the same with a
 * section number before it. A numbered line is a heading only when the rest names a section
 * we know: "1. Customer Service" in a numbered list stays a line of its section.
 */
function headingOf(line: string): Heading | null {
  const numbered = sectionNumber.exec(line);
  if (numbered) {
    const heading = unnumberedHeadingOf(line.slice(numbered[0].length));
    return heading?.section === "other" ? null : heading;
  }
  return unnumberedHeadingOf(line);
}

function unnumberedHeadingOf(line: string): Heading | null {
  const inline = /^([A-Z][A-Z &/]{2,40}):(.*)$/.exec(line);
  const label = inline ? inline[1]! : line.replace(/:$/, "");
  // "Skills & Competencies": a short line that names a section and no job.
  const shortLabel =
    /^[A-Z][A-Za-z &/-]{2,40}$/.test(line) &&
    line.split(/\s+/).length <= 4 &&
    (!titleWord.test(line) || onlyHeadingWords(line));
  // A heading ends with its section's noun ("Key Skills", "Education Background"); "NCA
  // registered skilled worker" holds a section's word and is a line of its section.
  const lastWord = line.split(/\s+/).at(-1) ?? "";
  const endsAsHeading =
    headings.some(([pattern]) => {
      const found = pattern.exec(line);
      const endsInLastWord =
        found !== null && found.index + found[0].length > line.length - lastWord.length;
      return endsInLastWord || pattern.test(lastWord);
    }) || /^(?:background|details|history|information|record|summary)$/i.test(lastWord);
  const isHeading =
    inline !== null ||
    (/^[A-Z][A-Z &/'-]{2,40}:?$/.test(line) && !/\d/.test(line)) ||
    /^[A-Z][A-Za-z &/]{2,40}:$/.test(line) ||
    (shortLabel && endsAsHeading);
  if (!isHeading || bodyName(line)) return null;
  const found = sectionNamed(label);
  if (!found) return inline ? null : { section: "other", rest: "", label };
  return { section: found, rest: inline ? inline[2]!.trim() : "", label };
}

/**
 * "➢ PROFESSIONAL SUMMARY", "■ EDUCATION": a Word CV marks its headings with the glyph of its
 * bullets. A bullet whose words, all in capitals, name a section we know is that section's
 * heading; "• KCSE" or "• ENGLISH" name none and stay items of their section.
 */
function bulletedHeading(line: string): Heading | null {
  const rest = /^•\s+(\S[^\p{Ll}\d•]*)$/u.exec(line)?.[1];
  const heading = rest ? headingOf(rest.trim()) : null;
  return heading && sectionNamed(heading.label) !== undefined ? heading : null;
}

const bullet = /^\s*(?:[-*•·▪●>]|\d+[.)])\s+/;
const labelled = (line: string, label: string) =>
  new RegExp(`^(?:${label})\\s*:\\s*(.+)$`, "i").exec(line)?.[1]?.trim();

/** "TSC No: 482913", "NCK Reg. No. 12345": a registration the header gives, a certification. */
const registrationLine =
  /^(?:[A-Z]{2,6}|registration|licen[cs]e|practi[cs]ing)\s(?:reg(?:istration)?\.?\s)?(?:no\.?|number)\s?:?\s?\S/i;

/**
 * Personal details that are no CV fact, or another person's: an identity or tax number, and the
 * next of kin, a spouse or a parent with their phone. Such a line is dropped whole, so its
 * number never reaches the CV and its phone is never taken for the client's.
 */
const notTheClients =
  /^(?:(?:national\s)?id\b|i\.d\.|identity|passport|kra\b|pin\b|nhif|nssf|sha\b|huduma|birth cert|next of kin|spouse|wife|husband|father|mother(?!\stongue)|parents?\b|guardian|emergency contact)/i;

/**
 * Personal details a CV need not carry, in any section: religion, marital status, gender, age,
 * date of birth, tribe; and hobbies told beside them. "Religion: Christian (PCEA).", "Gender
 * Female", "Age\t38 years".
 */
const privateLabel =
  /^(?:religion|religious affiliation|denomination|marital status|civil status|gender|sex|age|date of birth|d\.?o\.?b\.?|tribe|ethnicity|hobbies|interests)\b/i;
const privatePart = (part: string) => {
  const label = privateLabel.exec(part);
  const value = label ? part.slice(label[0].length) : "";
  // "HOBBIES" or "Interests:" alone is a heading, which opens its section.
  if (!label || !/[\p{L}\d]/u.test(value)) return false;
  // The label, then its colon or the spaces of a column; or a short line ("Gender Female").
  return /^(?:\s*:|\t|\s{2,})/.test(value) || part.length <= 40;
};

/**
 * The line with its private parts left out: "Religion: Christian (PCEA). Hobbies: football."
 * is dropped whole, and "Religion: Catholic. Languages: English, Kiswahili" keeps its languages.
 */
function withoutPrivateParts(line: string): string {
  const parts = line.split(/(?<=[.;|])\s+(?=[A-Z][A-Za-z ]{1,25}:)/);
  return parts
    .filter((part) => !privatePart(part.trim()))
    .join(" ")
    .trim();
}

const isDegree = (text: string) => qualificationWord.test(text) || degreeAbbreviation.test(text);

/** "ENG. MERCY SIMIYU, P.E.", "Dr Akinyi Owuor, MBChB": a title before the name, letters after it. */
const honorific = /^(?:eng|dr|adv|prof|rev|hon|arch|pharm|qs|cpa|fca)\.?\s+(?=\p{L})/iu;

function titledName(line: string): string | null {
  if (!honorific.test(line)) return null;
  const name = line.replace(honorific, "").split(/,\s*/)[0]!.trim();
  const words = name.split(/\s+/);
  return words.length >= 2 && words.length <= 4 && /^[\p{L}' .-]+$/u.test(name) ? name : null;
}

function headerLine(draft: Draft, line: string, nameTaken: boolean): boolean {
  if (notTheClients.test(line)) return nameTaken;
  const titled = nameTaken ? null : titledName(line);
  if (titled) return setName(draft, titled);
  const name = labelled(line, "names?|full names?");
  if (name) return setName(draft, name);
  if (registrationLine.test(line) && !contactPatterns.phone.test(line)) {
    draft.certifications.push(line);
    return nameTaken;
  }
  // "NJERI WAWERU, CPA(K)": the name, then the credentials the client signs with.
  const credentialed = /^([\p{L}' .-]+),\s*(\S.*)$/u.exec(line);
  if (!nameTaken && credentialed && certificationCue.test(credentialed[2]!)) {
    draft.certifications.push(credentialed[2]!.trim());
    return setName(draft, credentialed[1]!);
  }
  // "RUTH W. KINYANJUI, MBA": a degree signed after the name is the Education section's to tell.
  if (!nameTaken && credentialed && isDegree(credentialed[2]!))
    return setName(draft, credentialed[1]!);
  const headlined = nameThenHeadline(line);
  if (!nameTaken && headlined) {
    if (draft.currentRole === "") draft.currentRole = headlined.headline;
    return setName(draft, headlined.name);
  }
  const email = contactPatterns.email.exec(line);
  const phone = contactPatterns.phone.exec(line);
  if (email && draft.email === "") draft.email = email[0];
  if (phone && draft.phone === "") draft.phone = phone[0];
  const location = labelled(line, "location|address|residence|home|home address|town|county");
  if (location) {
    draft.location = location;
    return nameTaken;
  }
  const parts = line
    .split(/\s*\|\s*/)
    .map((p) => p.replace(/^(?:tel|phone|mobile|cell|email|e-mail)\s*:\s*/i, "").trim())
    .filter((p) => p !== "" && !contactPatterns.email.test(p) && !contactPatterns.phone.test(p));
  if (email || phone) {
    if (parts.length && draft.address === "") draft.address = parts.join(", ");
    return nameTaken;
  }
  if (/^p\.?\s?o\.?\s?box|,\s*kenya$/i.test(line)) {
    if (draft.address === "") draft.address = line;
    return nameTaken;
  }
  const words = line.split(/\s+/);
  if (!nameTaken && words.length >= 2 && words.length <= 4 && /^[\p{L}' .-]+$/u.test(line))
    return setName(draft, line);
  if (titleWord.test(line) && draft.currentRole === "") draft.currentRole = line;
  return nameTaken;
}

/** "MARY NJERI WANJOHI | Journalist", "Wambui Karanja – HR Officer": a name, then the post. */
function nameThenHeadline(line: string): { name: string; headline: string } | null {
  const [name = "", ...rest] = line.split(/\s[|–—-]\s|,\s/);
  const headline = rest.join(", ").trim();
  const words = name.trim().split(/\s+/);
  const isName =
    words.length >= 2 && words.length <= 4 && /^[\p{L}' .]+$/u.test(name) && !titleWord.test(name);
  return isName && titleWord.test(headline) && !/[\d@]/.test(headline)
    ? { name: name.trim(), headline }
    : null;
}

function setName(draft: Draft, name: string): true {
  const parts = name
    .trim()
    .split(/\s+/)
    .map((w) => (w === w.toUpperCase() ? w.charAt(0) + w.slice(1).toLowerCase() : w));
  draft.firstName = parts[0] ?? "";
  draft.lastName = parts.slice(1).join(" ");
  return true;
}

/** "Organisation: KPMG Kenya", "Position: Audit Senior", "Duration: 2021 - Present". */
const jobPart =
  /^(organi[sz]ation|company|employer|institution|station|position|job title|title|designation|role|duration|period|dates?)\s?:\s?(\S.*)$/i;

/** One labelled part of a job; a new employer, or a title where one is set, starts a job. */
function jobPartLine(draft: Draft, label: string, value: string) {
  const role = draft.roles.at(-1);
  const part = /^(?:organi|company|employer|institution|station)/i.test(label)
    ? "employer"
    : /^(?:duration|period|date)/i.test(label)
      ? "period"
      : "title";
  const text = part === "period" ? splitPeriod(value).period || value : tidy(value);
  if (role && role[part] === "" && role.bullets.length === 0) role[part] = text;
  else draft.roles.push({ title: "", employer: "", period: "", bullets: [], [part]: text });
}

/**
 * "Egerton University" on its own line, its posts under it: the employer of every post until the
 * next employer line, or a post after a blank line that names an employer of its own.
 */
type EmployerBlock = { employer: string; afterBlank: boolean };
const employerBlocks = new WeakMap<Draft, EmployerBlock>();

/** An employer's line holds none of a post's words, no dates, and reads as a name. */
const employerLine = (line: string) =>
  !bullet.test(line) &&
  splitPeriod(line).period === "" &&
  // "AMREF HEALTH AFRICA – Kitui WASH project": the name, then the project it ran.
  namesEmployerOnly(line.split(/\s[–—]\s/)[0]!);

/**
 * "* BAMBURI CEMENT PLC, ATHI RIVER PLANT": an employer in capitals marked as a bullet, its site
 * after a comma. No duty is written wholly in capitals, so the mark does not make it one.
 */
function bulletedEmployer(line: string): string | null {
  if (!bullet.test(line)) return null;
  const body = line.replace(bullet, "").trim();
  const [name = ""] = body.split(/,\s|\s[–—]\s/);
  const inCapitals = !/\p{Ll}/u.test(body) && /\p{Lu}{2,}/u.test(body);
  return inCapitals &&
    name.split(/\s+/).length >= 2 &&
    splitPeriod(body).period === "" &&
    namesEmployerOnly(name) &&
    name.split(/\s+/).some((word) => organisationWord.test(word))
    ? body
    : null;
}

/** A post read from its line, under the employer block it stands in, if any. */
function addRole(draft: Draft, role: CvRole) {
  const block = employerBlocks.get(draft);
  const last = draft.roles.at(-1);
  if (block?.afterBlank && role.employer !== "") employerBlocks.delete(draft);
  else if (block) {
    // Under "Kakamega County ...", the "Shinyalu" of "Health Promoter, Shinyalu" is its place.
    role.employer = [block.employer, role.employer].filter(Boolean).join(", ");
    block.afterBlank = false;
    const shell =
      last && last.title === "" && last.period === "" && last.bullets.length === 0 ? last : null;
    if (shell && shell.employer === block.employer) {
      Object.assign(shell, role);
      return;
    }
  }
  draft.roles.push(role);
}

/** An employer's line: the employer of the post above it, or the head of a block of posts. */
function openEmployerBlock(draft: Draft, line: string) {
  const last = draft.roles.at(-1);
  // "Senior Accountant" over "KPMG Kenya": the post's employer, told on the next line.
  if (
    last &&
    last.title !== "" &&
    last.employer === "" &&
    last.bullets.length === 0 &&
    !employerBlocks.get(draft)
  ) {
    last.employer = tidy(line);
    return;
  }
  employerBlocks.set(draft, { employer: tidy(line), afterBlank: false });
  draft.roles.push({ title: "", employer: tidy(line), period: "", bullets: [] });
}

function experienceLine(draft: Draft, line: string) {
  const labelledPart = jobPart.exec(line);
  if (labelledPart) {
    jobPartLine(draft, labelledPart[1]!, labelledPart[2]!);
    return;
  }
  // "I worked at Naivas as a cashier ... and then at ...": the client's own sentences.
  if (/^I\s/.test(line)) {
    addStatement(draft, line);
    return;
  }
  const employer = bulletedEmployer(line);
  if (employer) {
    openEmployerBlock(draft, employer);
    return;
  }
  if (bullet.test(line)) {
    // "► Senior Nutritionist, Paediatric Ward 03/2020 – date": a marked line that is a post with
    // its dates is the post, not a duty.
    const body = line.replace(bullet, "");
    const dated = splitPeriod(body);
    if (dated.period !== "" && dated.text.split(/\s+/).length <= 8 && namesJob(body)) {
      experienceLine(draft, body);
      return;
    }
    // "Moving back home to Nyeri next year": a life event, not a duty.
    if (lifeEvent.test(line) && !titleWord.test(line)) return;
    const text = asCvText(line.replace(bullet, ""));
    draft.skills.push(...skillsIn(text));
    const role = draft.roles.at(-1);
    if (role) role.bullets.push(text);
    else draft.experience.push(text);
    return;
  }
  if (/^(?:duties|responsibilities|achievements|key achievements)\s*:?$/i.test(line)) return;
  const block = employerBlocks.get(draft);
  const last = draft.roles.at(-1);
  if (employerLine(line)) {
    openEmployerBlock(draft, line);
    return;
  }
  // "Milk Grader 2011 to 2013" under its employer: a short line with dates is the post.
  const dated = splitPeriod(line);
  const shell = last && last.title === "" && last.period === "" && last.bullets.length === 0;
  if (
    block &&
    (shell || !block.afterBlank) &&
    !bullet.test(line) &&
    dated.period !== "" &&
    dated.text !== "" &&
    dated.text.split(/\s+/).length <= 6 &&
    !/^[A-Za-z]+ed\s/.test(dated.text)
  ) {
    addRole(draft, roleFromLine(line));
    return;
  }
  const dates = splitPeriod(line);
  const role = draft.roles.at(-1);
  if (dates.text === "" && role && role.period === "") {
    role.period = dates.period;
    return;
  }
  // "JAN. 2019 – DATE" over "NURSING OFFICER I, ICU" over "Kenyatta National Hospital": the
  // dates open the next job, its post and employer on the lines after.
  if (dates.text === "" && dates.period !== "" && !block) {
    draft.roles.push({ title: "", employer: "", period: dates.period, bullets: [] });
    return;
  }
  if (
    role &&
    role.period !== "" &&
    role.title === "" &&
    role.employer === "" &&
    role.bullets.length === 0 &&
    dates.period === "" &&
    namesJob(line)
  ) {
    // "NURSING OFFICER I, INTENSIVE CARE UNIT": a post in capitals with its unit, the employer
    // on the next line; "Nurse, Outspan Hospital" names its employer.
    const told = roleFromLine(line);
    if (
      /\p{Ll}/u.test(line) &&
      told.employer.split(/\s+/).some((word) => organisationWord.test(word))
    )
      Object.assign(role, { title: fromCapitals(told.title), employer: told.employer });
    else role.title = fromCapitals(tidy(line));
    return;
  }
  // "Quickmart Thika (2018 - present)" over "Supervisor": the employer and dates, then the post.
  if (dates.period !== "" && namesEmployerOnly(dates.text)) {
    // Under a post with no dates yet ("Cashier, Naivas" then "Nairobi, 2019 - 2020"): its place.
    if (role && role.period === "" && role.bullets.length === 0) {
      role.employer = [role.employer, dates.text].filter(Boolean).join(", ");
      role.period = dates.period;
    } else draft.roles.push({ title: "", employer: dates.text, period: dates.period, bullets: [] });
    return;
  }
  if (role && role.title === "" && role.bullets.length === 0 && namesPostOnly(line)) {
    role.title = tidy(line);
    return;
  }
  // Word and PDF text lose a bullet's mark: a line that names no job is the job's bullet.
  if (role && !namesJob(line)) {
    experienceLine(draft, `- ${line}`);
    return;
  }
  addRole(draft, roleFromLine(line));
}

/**
 * "NURSING OFFICER I, INTENSIVE CARE UNIT" -> "Nursing Officer I, Intensive Care Unit": a post
 * typed in capitals written as a title; a short word ("ICU", "HR", "II") stays as typed, a joining
 * word is small. A post with a small letter in it is left as the client wrote it.
 */
function fromCapitals(post: string): string {
  if (/\p{Ll}/u.test(post)) return post;
  return post.replace(/\p{L}+/gu, (word) =>
    /^(?:AND|OF|FOR|IN|THE)$/.test(word)
      ? word.toLowerCase()
      : word.length <= 3 && !/^(?:LAB|ART|BAR|DAY|NEW|KEY|SUB|TOP|OPS)$/.test(word)
        ? word
        : word.charAt(0) + word.slice(1).toLowerCase(),
  );
}

/**
 * "Quickmart Thika", "Ministry of Health": a name, every word capitalised, and no post. An aside
 * after it ("Meru Stars FC (part-time, weekends)") may be in lower case; a post in it ("JKIA
 * Office (Meteorologist II)") still makes the line a job's.
 */
const namesEmployerOnly = (line: string) => {
  const text = line.replace(/\s*\([^()]*\)$/, "");
  return (
    !titleWord.test(line) &&
    text.split(/\s+/).length <= 8 &&
    text.split(/\s+/).every((w) => /^[\p{Lu}\d(&]/u.test(w) || /^(?:of|and|the|de|la)$/.test(w))
  );
};

/** "Supervisor", "Senior Cashier": a post alone on its line. */
const namesPostOnly = (line: string) =>
  titleWord.test(line) && !/\d|,/.test(line) && line.split(/\s+/).length <= 5;

/** Verbs a duty opens with that do not end in -ed. */
const irregularVerb =
  /^(?:led|ran|built|grew|won|cut|set|made|took|wrote|taught|sold|drove|kept|oversaw|brought|began|did|got|met|hit|paid|sent|spent|held)\b/i;

/**
 * "Registered Nurse — Tenwek Mission Hospital", "Certified Public Accountant, KPMG": a word in
 * -ed that opens a post is no duty's verb. The line is a heading's, every word capitalised, and
 * its first part a post; "Trained 30 nurses on triage" is a duty.
 */
function postOpenedByEdWord(line: string): boolean {
  const [first = ""] = line.split(/\s+[-–—|]\s+|,\s+/);
  const capitalised = line
    .split(/\s+/)
    .every((word) => /^[\p{Lu}(&|–—-]/u.test(word) || /^(?:of|and|the|in|for|at)$/.test(word));
  return capitalised && titleWord.test(first) && first.split(/\s+/).length <= 5;
}

/** "Personal Banker, Equity Bank" names a job; "Led a sales team of 5 agents" is a duty. */
function namesJob(line: string): boolean {
  if ((/^[A-Za-z]+ed\s/.test(line) && !postOpenedByEdWord(line)) || irregularVerb.test(line))
    return false;
  const { text, period } = splitPeriod(line);
  // "2016 - 2019 | News Anchor | KTN": a row of cells with dates is a job, whatever its post.
  if (period !== "" && /\s\|\s/.test(line)) return true;
  // "Pupil, Office of the Director of Public Prosecutions, Milimani -- 2017 - 2018": a dated line
  // laid out as a job's (a short capitalised post, then a capitalised employer, then a place) is
  // a job, though its post is no word we know.
  const parts = text.split(/,\s+/);
  if (
    period !== "" &&
    parts.length >= 3 &&
    /^\p{Lu}[\p{L}'’-]*(?:\s\p{L}[\p{L}'’-]*){0,2}$/u.test(parts[0]!) &&
    parts.slice(1).every((part) => /^\p{Lu}/u.test(part))
  )
    return true;
  return text
    .split(/\s+[-–—|]\s+|,\s+|\s+at\s+|:\s+/)
    .some((part) => titleWord.test(part) && part.split(/\s+/).length <= 6);
}

/**
 * A career objective with no name, number or job title in it ("a challenging position in a
 * good organisation") says nothing; "a relationship manager position" names the target.
 */
const generic = (text: string) =>
  !/\d/.test(text) && !/\s\p{Lu}/u.test(text) && !titleWord.test(text);

function sectionLine(draft: Draft, section: Section, line: string) {
  const text = tidy(line.replace(bullet, ""));
  switch (section) {
    case "achievements": {
      // Results listed apart from the jobs: experience, and the systems they name are skills.
      const result = asCvText(text);
      draft.skills.push(...skillsIn(result));
      draft.experience.push(result);
      return;
    }
    case "summary":
      // "Looking to move into communications": what the client wants is the target, not profile.
      for (const told of sentences(text)) {
        if (classifyClause(told) === "target") draft.target ||= targetSentence(told);
        else draft.summary.push(asCvText(told));
      }
      yearsFrom(draft, text);
      return;
    case "objective": {
      yearsFrom(draft, text);
      // "... where my 7 years will add value": the years are kept above, the claim is not.
      const wanted = text.replace(
        /,?\s+(?:where|in which|so that|in order to|that will)\b.*$/i,
        "",
      );
      if (!generic(asCvText(wanted))) draft.target ||= targetSentence(wanted);
      return;
    }
    case "target":
      draft.target ||= targetSentence(text);
      return;
    case "experience":
      experienceLine(draft, line);
      return;
    case "education":
      // "EDUCATION & PROFESSIONAL": a line naming a body or a licence and no degree.
      if (classifyClause(text) === "certification" && !qualificationWord.test(text))
        draft.certifications.push(asCvText(text));
      else draft.education.push(educationItem(text));
      return;
    case "certifications":
      draft.certifications.push(asCvText(text));
      return;
    case "activities":
      draft.activities.push(asCvText(text));
      return;
    case "languages":
      draft.languages.push(...languageItems(text));
      return;
    case "skills":
      if (/^languages?\s*:/i.test(text)) sectionLine(draft, "languages", text);
      else draft.skills.push(...skillItems(asCvText(text)));
      return;
    case "other":
      otherLine(draft, text);
  }
}

/** "MS Excel (advanced), T24, Finacle": one skill each; a sentence stays whole. */
function skillItems(line: string): string[] {
  // "Computer literate: MS Word, Excel": the label says what the list is.
  const text = line.replace(/^[A-Za-z ]{3,30}:\s(?=\S[^,]*,)/, "");
  const items = text.split(/,\s(?![^()]*\))/).map((item) => tidy(item));
  const list = items.length > 1 && items.every((item) => item.split(/\s+/).length <= 5);
  return list ? items.map((item) => item.charAt(0).toUpperCase() + item.slice(1)) : [line];
}

function otherLine(draft: Draft, text: string) {
  if (notTheClients.test(text)) return;
  const kind = classifyClause(text);
  if (kind === "language") sectionLine(draft, "languages", text.replace(/^.*?:\s*/, ""));
  else if (kind === "target") draft.target ||= targetSentence(text);
  else if (kind === "education") draft.education.push(educationItem(asCvText(text)));
  else if (kind === "certification") draft.certifications.push(asCvText(text));
  else if (kind === "tools") draft.skills.push(asCvText(text));
  else if (kind === "experience") draft.experience.push(asCvText(text));
}

function yearsFrom(draft: Draft, text: string) {
  const years = /\b(\d{1,2})\+?\s*years?\b/i.exec(text);
  if (years && draft.yearsExperience === "") draft.yearsExperience = years[1]!;
  const field =
    /\byears?\b(?: of experience)? in ([\p{L} ]+?)(?:\s(?:and|will|would|to|where|which|that|with|for)\s|[,.]|$)/iu.exec(
      text,
    );
  if (field && draft.industry === "") draft.industry = field[1]!.trim();
}

/**
 * "Attachment: Kenya Power, Bomet depot, May-Aug 2022": a label that is a post ("Attachment",
 * "Internship") titles the job the rest of the line names.
 */
function labelledSectionLine(
  draft: Draft,
  line: { section: Section; rest: string; label: string },
) {
  const post =
    line.section === "experience" && titleWord.test(line.label) && !titleWord.test(line.rest);
  sectionLine(draft, line.section, post ? `${line.label}, ${line.rest}` : line.rest);
}

/** A heading that is itself a post: "Industrial Attachment", "Internships". */
const placementHeading = /^(?:industrial\s)?(?:attachment|internship)s?$/i;

/** "Kenya Ports Authority, May - Aug 2024" under "Attachment": the post, then the place. */
const postedLine = (post: string, line: string) =>
  post !== "" && !bullet.test(line) && !titleWord.test(line) && splitPeriod(line).period !== ""
    ? `${post}, ${line}`
    : line;

/** "CV - DAVID KARIUKI NDUNGU", "Curriculum Vitae of Halima Abdi": the document's title, then the name. */
const documentTitle = /^(?:curriculum vitae|cv|r[eé]sum[eé])(?:\s?[-–—:|]\s?|\sof\s)(?=\S)/i;

/** The facts of an uploaded CV's text: its header, then each section under its heading. */
/**
 * "Page 1 of 2", "- 2 -", "Page 3": a page's mark, printed by Word or a PDF where its page
 * breaks, is no line of the CV, and is read as if never written, so a job split by a page
 * break stays one job.
 */
const pageMark = /^(?:page\s+\d{1,2}(?:\s*(?:of|\/)\s*\d{1,2})?|[-–—]\s*\d{1,2}\s*[-–—])$/i;

/**
 * "=====", "~~~~", "____" under a heading: a plain-text editor's underline, no line of the CV,
 * read as if never written (no blank line either, so the heading still opens its section).
 */
const underline = /^\s*(?:={3,}|~{3,}|_{3,})\s*$/;

/**
 * "[note to self: ask Kazi if the old job should go]": a line wholly in square brackets is the
 * client's or a template's note, never a line of the CV.
 */
const bracketedNote = /^\s*\[[^\]]*\]\s*$/;

/**
 * "Thank you and hope this makes sense, make me look sharp!", "Thanks, please fix it": a line
 * that thanks the reader or asks for the CV's making is addressed to the consultant.
 */
const toConsultant =
  /^\s*(?:(?:thank you|thanks|asante)\b(?!\s+(?:for (?:your|the) (?:time|consideration)\b))|please\s+(?:make|fix|help|improve|polish|edit|update|redo|format)\b)/i;

export function factsFromUploadText(text: string, known: Partial<CvFacts> = {}): CvFacts {
  const draft = newDraft(known);
  let section: Section = "header";
  let nameTaken = draft.firstName !== "";
  // "Attachment" or "Internship" over a job line that names no post: the heading is its post.
  let post = "";
  // Referees are blocks of lines: a blank line or a titled name ("Mr. Tom Ouma") opens the next.
  let refereeEnded = true;
  for (const written of withTableRows(text).split(/\r?\n/)) {
    // "(staff: ...)" beside a line: the firm's own note, never the client's.
    const raw = withoutStaffAsides(written);
    if (written.trim() !== "" && raw.trim() === "") continue;
    if (underline.test(raw) || bracketedNote.test(raw) || toConsultant.test(raw)) continue;
    const marked = markdownLine(withPlainBullet(raw));
    const told: string = withInlineHeading(
      section === "header" ? marked.text.replace(documentTitle, "") : marked.text,
    );
    if (pageMark.test(told)) continue;
    const line: string = section === "referees" ? told : withoutPrivateParts(told);
    // A line of private details alone is left out, as if never written.
    if (told !== "" && line === "") continue;
    if (line === "") {
      refereeEnded = true;
      const block = employerBlocks.get(draft);
      if (block) block.afterBlank = true;
      continue;
    }
    // "## Projects": a Markdown heading names a section even where its word is not one we know.
    const heading: Heading | null =
      headingOf(line) ??
      bulletedHeading(line) ??
      (marked.heading ? { section: "other", rest: "", label: line } : null);
    // A name in capitals ("DANIEL MWENDA GITONGA") opens many CVs: it is no section heading.
    const nameInCapitals = heading?.section === "other" && section === "header" && !nameTaken;
    // "SOUS CHEF" under the name: the client's headline in capitals, so the contacts below it
    // are still the header's, never lines of a section it would open.
    const headlineInCapitals =
      heading?.section === "other" && section === "header" && nameTaken && titleWord.test(line);
    // "Duties:" or "Achievements:" under a job belong to the job, not a section of their own.
    const jobLabel = section === "experience" && heading !== null && dutiesLabel.test(line);
    if (jobLabel) continue;
    // "BOB MORGAN SERVICES" under Work Experience: an employer in capitals, not a section.
    const employerInCapitals =
      section === "experience" &&
      heading?.section === "other" &&
      !heading.rest &&
      line.split(/\s+/).some((word) => organisationWord.test(word));
    if (heading && !nameInCapitals && !headlineInCapitals && !employerInCapitals) {
      employerBlocks.delete(draft);
      section = heading.section;
      post = placementHeading.test(heading.label) ? heading.label : "";
      if (heading.rest) labelledSectionLine(draft, heading);
      continue;
    }
    if (section === "referees") {
      if (/available (?:up)?on request/i.test(line)) continue;
      if (refereeEnded || opensReferee.test(line) || draft.referees.length === 0)
        draft.referees.push(line.replace(/^\d+[.)]\s*/, ""));
      else draft.referees[draft.referees.length - 1] += `, ${line}`;
      refereeEnded = false;
      continue;
    }
    const labelledRest = labelledLine(line);
    if (labelledRest) {
      labelledSectionLine(draft, labelledRest);
      continue;
    }
    if (section === "header") nameTaken = headerLine(draft, line, nameTaken);
    else if (section !== "ignore") sectionLine(draft, section, postedLine(post, line));
  }
  // A capitalised line no post followed ("Customer Care" under a job) was the job's line after all.
  draft.roles = draft.roles.filter((role, i) => {
    const empty = role.title === "" && role.period === "" && role.bullets.length === 0;
    if (!empty) return true;
    const before = draft.roles[i - 1];
    if (before) before.bullets.push(asCvText(role.employer));
    else draft.experience.push(asCvText(role.employer));
    return false;
  });
  draft.roles = withRolesNamedAgain(draft.roles);
  draft.experience = withDutiesApart(draft.experience, draft.roles);
  return finish(draft);
}
