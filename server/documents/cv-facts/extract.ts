import { type CvFacts, type CvRole, emptyFacts } from "../facts";
import { withoutApplicationNotes, withoutStaffAsides } from "./application-notes";
import { chatInEnglish, isSwahiliTalk, isSwahiliWord, withoutSwahiliFillers } from "./chat-words";
import {
  certificationCue,
  classifyClause,
  degreeAbbreviation,
  doesNamedSkill,
  isContactClause,
  lifeEvent,
  lookingAtRoles,
  postSought,
  qualificationWord,
  toolsLabel,
} from "./classify";
import { applyCorrection } from "./corrections";
import { asCvText, clauses, sentences, tidy, upperFirst } from "./cv-text";
import { spelledDates } from "./dates";
import { dutySkill } from "./duty-skills";
import { educationItem } from "./education";
import { movedToEmployer } from "./employer-moves";
import { asEmployerName, organisationWord, withProperEmployers } from "./employer-names";
import { fillEmptySections } from "./fill-sections";
import { industryIn, withoutField } from "./industry";
import { splitJobs } from "./job-sentences";
import { isToolList, knownToolsIn, toolListItems } from "./known-tools";
import { languageItems } from "./languages";
import {
  firstThenPosts,
  postsUnderEmployer,
  promotionsUnderEmployer,
  withEmployerNamedFirst,
} from "./posts-under-employer";
import { type Step, stepFits, stepPieces, withSteps } from "./promotions";
import { certificationItem, qualificationItems } from "./qualifications";
import { isRefereeSentence, refereeItems } from "./referees";
import { roleFromLine, roleFromSentence, splitPeriod, titleWord } from "./roles";
import { runOnJob } from "./run-on-jobs";
import { shengVerbsInEnglish } from "./sheng-verbs";
import { inFullWords } from "./shorthand";
import { swahiliJobsInEnglish } from "./swahili-jobs";

const yearsPattern = /\b(\d{1,2}(?:\.\d)?)\+?\s*(?:years?|yrs?)\b/i;

/**
 * What the parsing of one client's words collects before it becomes CvFacts: the facts, the
 * title the client gave with no employer, and the posts told after a job (promotions).
 */
type Draft = CvFacts & { chatCurrentRole: string; steps: { role: CvRole; step: Step }[] };

export const newDraft = (known: Partial<CvFacts>): Draft => ({
  ...emptyFacts(),
  ...known,
  chatCurrentRole: "",
  steps: [],
});

const unique = (items: string[]) => {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (item === "" || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** The named items of a list the client gave: "Python, React, PostgreSQL and Docker". */
export function listItems(text: string): string[] {
  return text
    .split(/,\s+|\s+and\s+|\s*[;()]\s*/)
    .map((item) => tidy(keepNamedPart(item.trim().replace(/^(?:the|a|an)\s+/i, ""))))
    .filter((item) => item !== "" && /[A-Z0-9]/.test(item));
}

/** Drops the plain words after a named tool: "Opera PMS daily" is Opera PMS. */
function keepNamedPart(item: string): string {
  const words = item.split(/\s+/);
  let last = words.length;
  while (last > 1 && /^[a-z][a-z'.]*$/.test(words[last - 1]!)) last--;
  return words.slice(0, last).join(" ");
}

/** A word that names a product or system: IFMIS, KenyaEMR, iTax, e-GP, Huawei, 4G, S/4HANA. */
const nameToken = /^(?:[a-z]+-?[A-Z][\w/.-]*|[A-Z][\w/.-]*|\d+[A-Za-z][\w/.-]*)$/;
/** Plain words that may follow a system's name without being part of a sentence about it. */
const systemNoun =
  /^(?:portal|system|systems|platform|software|module|modules|suite|routers?|switches|machines?|backbone|network|tool|tools)$/i;

/**
 * Systems an experience line names after "on", "using" or a technical verb: "tenders on
 * IFMIS and the e-GP portal", "Maintained Huawei and Cisco core routers". An item counts only
 * when nothing but a plain noun such as "portal" follows the name, so "on TripAdvisor went to
 * 92%" names no skill.
 */
export function systemsIn(text: string): string[] {
  const found: string[] = [];
  const cue =
    /\b(?:on|using|via|through|designed|built|developed|maintained|configured|administered|implemented|deployed|rolled out|introduced|installed|migrated to|operated)\s+(?:the\s+|an?\s+)?([^.;]{2,80})/gi;
  for (const m of text.matchAll(cue)) {
    for (const item of m[1]!.split(/,\s+|\s+and\s+(?:the\s+)?/)) {
      const words = item.trim().split(/\s+/);
      let end = 0;
      // A number may follow a name as its version ("Sage 300"), never open one.
      while (
        end < words.length &&
        (nameToken.test(words[end]!) || (end > 0 && /^\d+$/.test(words[end]!))) &&
        !(end === 0 && /^\d+$/.test(words[end]!))
      )
        end++;
      const after = words.slice(end);
      // The name ends the item, or a plain noun ("portal") or a new phrase ("to 3,200 staff") follows.
      const ends =
        after.every((w) => systemNoun.test(w)) ||
        systemNoun.test(after[0] ?? "") ||
        /^(?:to|for|across|at|in|with|from)$/i.test(after[0] ?? "");
      if (end === 0 || !ends) break;
      found.push(words.slice(0, end).join(" "));
      if (!after.every((w) => systemNoun.test(w))) break;
    }
  }
  const named = found.filter((name) => /[A-Za-z]/.test(name) && !/^(?:The|A|An|In|On)$/.test(name));
  return [...named, ...knownToolsIn(text).filter((tool) => !named.includes(tool))];
}

/** Nouns that number a thing without naming a make: "(Phase 2)", "(Form 4)", "(Grade 1)". */
const countedNoun =
  /^(?:phase|form|grade|class|level|section|step|stage|lot|block|unit|ward|room|page|year|group|team|batch|cohort|shift|zone|region)$/i;

/**
 * "Wired PLC control panels (Siemens S7)", "Configured switches (Cisco 2960X)": an aside after a
 * duty giving a maker's name and a model (a word holding a digit, never a year) names the system
 * worked on, a skill, though no cue word such as "using" leads it.
 */
function modelsIn(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\(([^()]{2,40})\)/g)) {
    const words = m[1]!.trim().split(/\s+/);
    const [maker = "", ...rest] = words;
    const named =
      words.length >= 2 &&
      words.length <= 4 &&
      /^[A-Z][a-z]+$/.test(maker) &&
      !countedNoun.test(maker) &&
      words.every((word) => nameToken.test(word) || /^\d+$/.test(word)) &&
      rest.some((word) => /\d/.test(word) && !/^(?:19|20)\d\d$/.test(word));
    if (named) found.push(words.join(" "));
  }
  return found;
}

/**
 * "Advocate of the High Court, admitted 2022, practice in conveyancing and litigation": the work
 * a credential's holder does, told after it, is experience, not part of the credential's name.
 */
const practiceArea =
  /,\s(?:(?:my\s)?practice|practising|specialis(?:e|ing)|specializ(?:e|ing))\s(?:is\s)?in\s(?=\S)/i;

/**
 * "NITA Grade I certified welder (SMAW and MIG)", "Certified drone pilot (DJI, Pix4D)": the
 * methods or tools a credential names in its aside, each a short name holding capitals, are
 * skills as well; "(KNEC)" or "(2019)" name who or when, one item alone, no list.
 */
function methodsCertified(clause: string): string[] {
  const aside = /\(([^()]{2,60})\)/.exec(clause)?.[1];
  if (!aside) return [];
  const items = aside.split(/,\s*|\s+and\s+|\s*\/\s*|\s*&\s*/).map((item) => item.trim());
  const named = items.every(
    (item) =>
      /^[\p{Lu}\d][\p{L}\d.+-]*(?:\s[\p{Lu}\d][\p{L}\d.+-]*){0,2}$/u.test(item) &&
      !/^(?:19|20)\d\d$/.test(item),
  );
  return items.length >= 2 && named ? items : [];
}

/** The systems a duty names and the skill a trade duty is ("Installation of solar PV"). */
export function skillsIn(duty: string): string[] {
  const skill = dutySkill(duty);
  const systems = systemsIn(duty);
  const models = modelsIn(duty).filter((model) => !systems.includes(model));
  return [...systems, ...models, ...(skill ? [skill] : [])];
}

/** Leads after which the client names what they can do in plain words: "good at wound care". */
const abilityLead =
  /^(?:can do|good (?:at|in)|skilled in|expert in|competent in|experienced in|trained in|proficient in)\s+/i;

/**
 * "soil sampling and tree measurement" -> ["Soil sampling", "Tree measurement"]; a Swahili "na"
 * (and) before a list's last item joins it as "and" does: "overlock, na embroidery machine".
 */
function abilities(text: string): string[] {
  return text
    .split(/,\s+(?:na\s+)?|\s+and\s+/)
    .map((item) => tidy(item.replace(/^(?:the|a|an)\s+/i, "")))
    .filter((item) => item !== "" && item.split(/\s+/).length <= 5)
    .map((item) => item.charAt(0).toUpperCase() + item.slice(1));
}

const toolLead = new RegExp(
  String.raw`^(?:(?:the )?skills (?:are|include)|can use|can do|works? (?:in|with|on)|trained on|expert in|uses|using|used|use|knows|know|knowledge of|proficient (?:in|with)|skilled in|good (?:with|at|in)|familiar with|conversant with|competent in|experienced (?:in|with)|work with|the team uses?|${toolsLabel})\s*`,
  "i",
);

const labelledTools = new RegExp(`^${toolsLabel}`, "i");

function addTools(draft: Draft, clause: string, text: string): boolean {
  const practised = doesNamedSkill.test(clause) ? /^(?:do|perform)\s/i : null;
  const lead = practised ?? toolLead;
  if (!lead.test(text)) {
    if (!isToolList(text)) return false;
    draft.skills.push(...toolListItems(text));
    return true;
  }
  const named = text.replace(lead, "");
  // "LAIFOMS for receipting and IFMIS": a purpose ends its own item, not the list.
  // "Systems: sage and tally": under the client's own label every item is a tool, capital or not.
  const items = labelledTools.test(text)
    ? abilities(named)
    : abilityLead.test(text)
      ? abilities(named.replace(/\bfor\b.*$/i, ""))
      : listItems(named).map((item) => item.replace(/\s+for\b.*$/i, ""));
  draft.skills.push(...items);
  return items.length > 0;
}

function addLanguages(draft: Draft, text: string) {
  draft.languages.push(...languageItems(text));
}

/** "Seeking a procurement manager role in an NGO, in Nairobi" from what the client wants. */
export function targetSentence(clause: string): string {
  const post = postSought(clause);
  if (post) return `Seeking ${/^[aeiou]/i.test(post) ? "an" : "a"} ${post} role`;
  const text = asCvText(clause)
    .replace(/\bjob(s?)\b/gi, "role$1")
    .replace(
      /\b(?:an?\s|my\s|the\s)?(?:professional\s|new\s)?(?:cv|resume|curriculum vitae)(?:\sand cover letter)?\sfor\s/i,
      "",
    )
    // "Please target news editor posts", "Target cabin services supervisor": the label or the
    // request before the post is no part of it.
    .replace(
      /^(?:please\s)?(?:target(?: role)?\s?(?:is\b|ni\b|:)|target\s(?=\p{Ll})|career goal(?: is|:)?)\s*/iu,
      "",
    );
  const wish = new RegExp(
    String.raw`^(?:(?:just|really|only|simply)\s)?(?:want|wants|would like|'d like|like|would love|'d love|love|(?:am )?(?:looking (?:for|to)|${lookingAtRoles})|hoping (?:for|to)|hope to|aim(?:ing)? (?:to|for)|aspire to|interested in|open to|nataka|ningependa|natafuta)\s+(?:to\s+)?`,
    "i",
  );
  if (wish.test(text)) {
    const rest = text.replace(wish, "");
    return tidy(
      `Seeking ${/^(?:work|be|get|become|move|join|grow|lead|transition)\b/i.test(rest) ? "to " : ""}${rest}`,
    );
  }
  // "An electrical technician seeking to grow in solar": already says what is sought.
  if (/\s(?:seeking|looking to|aiming to)\s/i.test(text)) return tidy(text);
  if (/^(?:an?|the)\s/i.test(text))
    return tidy(`Seeking ${text.charAt(0).toLowerCase()}${text.slice(1)}`);
  if (/^(?:seeking|target role)/i.test(text)) return tidy(text);
  if (/^to\s/i.test(text)) return tidy(`Seeking ${text.charAt(0).toLowerCase()}${text.slice(1)}`);
  if (/^(?:move|work|become|join|grow|lead|transition|get)\b/i.test(text))
    return tidy(`Seeking to ${text.charAt(0).toLowerCase()}${text.slice(1)}`);
  return tidy(`Target role: ${text}`);
}

function addYearsAndIndustry(draft: Draft, text: string) {
  const years = yearsPattern.exec(text);
  if (years && draft.yearsExperience === "") draft.yearsExperience = years[1]!;
  if (years && draft.industry === "") draft.industry = industryIn(text);
}

/** A clause that only gives the years and the field: "about 12 years in finance". */
const onlyYears = (text: string) =>
  yearsPattern.test(text) &&
  withoutField(text)
    .replace(yearsPattern, "")
    .replace(
      /\b(?:in|of|all|is|have|done|experience|i|so|about|around|now|mostly)\b|[^\p{L}\d]/giu,
      "",
    )
    .trim() === "";

/** "Since 2018", "From 2012 to 2016", "In 2015" opening a clause that then says "I ...". */
const leadingTime =
  /^((?:since|from|in|between)\s(?:[A-Za-z]+\s)?\d{4}(?:\s?(?:to|until|till|and|-|–)\s?(?:[A-Za-z]+\s)?(?:\d{4}|date|now|present))?|\d{4}\s?(?:to|until|till|-|–)\s?(?:\d{4}|date|now|present)),?\s(?=i\b|i')/i;

/**
 * "Since 2018 I have been a clinical officer at X" says what "I have been a clinical officer at
 * X since 2018" says; told that way the job, the employer and the dates are read alike.
 */
const timeLast = (clause: string) => {
  const time = leadingTime.exec(clause.trim());
  if (!time) return clause;
  const rest = clause.trim().slice(time[0].length).replace(/[.!]$/, "");
  return `${rest}, ${time[1]!.charAt(0).toLowerCase()}${time[1]!.slice(1)}`;
};

/** "Before going to the Gulf I was ...", "Before I drove ...": the job follows the lead-in. */
const leadIn = /^(?:before|after|while|when)\b[^,]{0,60}?,?\s(?=i\s|i'm\b|i've\b)/i;
/** "Before I left for Dubai I was ...": the lead-in has its own "I"; the job starts at the next. */
const clauseLeadIn = /^(?:before|after|while|when)\s[^,]{1,60}?,?\s(?=i\s|i'm\b|i've\b)/i;
const withoutLeadIn = (text: string) =>
  text.replace(clauseLeadIn.test(text) ? clauseLeadIn : leadIn, "");

/** "I work at X", "I was employed by X": a job whose title the client gave elsewhere, or not. */
const worksAt =
  /^(?:(?:now|currently|presently|previously|then|before that|after that),?\s+)?(?:i(?:'m| am| was| have|'ve)?\s+(?:been\s+)?(?:currently\s+|now\s+|still\s+)?(?:(?:work|works|working|worked|employed)\s+(?:at|with|for|by|in)|with|at)|(?:worked|working)\s+(?:at|with|for))\s/i;

/** "I have been a driver for 10 years": the title the client holds, told with no employer. */
function titleOnly(text: string): string {
  const title = asCvText(text.replace(yearsPattern, "").replace(/\s(?:for|of)[\s.!]*$/i, ""));
  // "Nurse at Coast General" names an employer: a job, read as one.
  const employed = /\s(?:at|with|for)\s(?:the\s)?\p{Lu}/u.test(title);
  return title.split(/\s+/).length <= 4 && titleWord.test(title) && !/\d/.test(title) && !employed
    ? title
    : "";
}

/** "Former Kenya Police officer, 2005 to 2011": a past post, named as one even with no employer. */
const former = /^(?:former|formerly|previously|ex-)\s?(?:an?\s)?/i;

/** "ICT intern, Moi Teaching and Referral Hospital, 2019": a job written as a CV line. */
function jobLine(text: string): CvRole | null {
  if (!/\b\d{4}\b/.test(text) || !text.includes(",")) return null;
  // "Past roles: Shift supervisor, Bamburi Cement, 2010-2014": the label is no part of the post.
  const label = /^[\p{L} ]{3,30}:\s/u.exec(text)?.[0] ?? "";
  const role = roleFromLine(
    text.slice(titleWord.test(label) ? 0 : label.length).replace(former, ""),
  );
  const named = role.employer !== "" || former.test(text);
  if (role.period === "" || !named || !titleWord.test(role.title)) return null;
  // "2011 teacher maths/physics": a title holds no year; read as a run-on line when it is one.
  return /\b\d{4}\b/.test(role.title) ? (runOnJob(text) ?? role) : role;
}

/**
 * "I teach Maths at Nyeri High School since 2015", "I taught chemistry at X from 2012 to 2023",
 * "I work at X": a job told by what the client does there. Its title is the one the client
 * gave for the job held now, settled when all is read; a past one has none.
 */
function dutyJob(clause: string, text: string): CvRole | null {
  // "I taught", "I have taught", "I've managed": a verb of what was done, with or without "have".
  const saysDuty =
    /^i(?:\s+have|'ve)?\s+(?!am\b|was\b|have\b|had\b|did\b|been\b)[a-z]+\s/i.test(clause.trim()) ||
    /^i(?:\s+have|'ve)\s+been\s+[a-z]+ing\s/i.test(clause.trim());
  // "I was in the lab at X from 2017 to 2020": the job is told by the place the client worked in.
  const saysPlace = /^i\s+was\s+in\s+(?:the|a)\s/i.test(clause.trim());
  if (!saysDuty && !saysPlace && !worksAt.test(clause)) return null;
  // "I work at Naivas as a cashier": the title follows the employer.
  const titled = worksAt.test(clause) && /\sas\s/i.test(text) ? roleFromSentence(text) : null;
  const job = titled?.role.title ? titled : roleFromSentence(text, false, "");
  if (!job || job.role.employer === "" || !(worksAt.test(clause) || job.role.period)) return null;
  if (worksAt.test(clause)) job.role.bullets = [];
  // "Now I'm at Kapkatet Hospital": told in the present, the job held now.
  if (
    job.role.period === "" &&
    /^(?:(?:now|currently|presently),?\s+)?i(?:'m|\sam)\s/i.test(clause)
  )
    job.role.period = "Present";
  if (saysPlace)
    job.role.bullets = job.role.bullets.map(
      (b) => `Worked ${b.charAt(0).toLowerCase()}${b.slice(1)}`,
    );
  if (job.rest)
    job.role.bullets.push(asCvText(/^in\s/i.test(job.rest) ? `Based ${job.rest}` : job.rest));
  return job.role;
}

/**
 * "Content enumerator with KNBS for the 2019 census, Aug-Sep 2019": a post whose noun the title
 * words do not know, told as a CV line (a short noun phrase, "at" or "with" an employer, and
 * dates). A duty ("Trained staff at KCB") or an activity ("Training at KCB") is none.
 */
function postNamedJob(text: string) {
  const post = /^((?:\p{L}+\s){0,2}\p{L}+)\s(?:at|with)\s(?:the\s)?\p{Lu}/u.exec(text)?.[1];
  if (!post || !/\b(?:19|20)\d\d\b/.test(text)) return null;
  const words = post.split(/\s/);
  const verbal = words.some(
    (w) =>
      /(?:ed|ing)$/i.test(w) || /^(?:led|ran|did|was|were|is|am|are|the|a|an|my|our)$/i.test(w),
  );
  // "BScN upgrade at Kenyatta University, 2021": a course, not a post.
  const studied =
    qualificationWord.test(post) ||
    degreeAbbreviation.test(post) ||
    certificationCue.test(post) ||
    /\b(?:upgrade|course|programme|program|studies|exams?|training|class|award|prize)\b/i.test(
      post,
    );
  return verbal || studied ? null : roleFromSentence(text, true);
}

/**
 * "Self-employed Electrician, 2015 to 2019, Ruiru and Juja, house wiring": work for oneself,
 * a job whose employer is the client; its post, its dates, then what was done and where.
 */
const selfEmployed =
  /^self[- ]employed\s([^,]+),\s((?:19|20)\d\d\s(?:to|-|–)\s(?:(?:19|20)\d\d|date|present|now))(?:,\s(.+))?$/i;

function selfEmployedJob(text: string): CvRole | null {
  const m = selfEmployed.exec(text.trim());
  if (!m || !titleWord.test(m[1]!)) return null;
  const done = m[3] ? asCvText(m[3]) : "";
  return {
    title: m[1]!,
    employer: "Self-employed",
    period: splitPeriod(m[2]!).period,
    bullets: done ? [done] : [],
  };
}

/** A duty told by its verb in the past: "ran the farmer field schools", "trained 40 groups". */
const dutyVerb =
  /^(?:ran|led|built|taught|kept|made|sold|drove|oversaw|wrote|did|handled|managed|supervised|trained|coordinated|organised|organized|prepared|developed|designed|supported|conducted|delivered|installed|maintained|served)\s\S+\s\S+/i;

/**
 * "My employer is X." ... "Since August 2021, on the DREAMS project": a turn that opens with a
 * start date dates the job told last when that job has none yet; what follows is its bullet.
 */
function datesUndatedJob(draft: Draft, told: string): boolean {
  const role = draft.roles.at(-1);
  const start =
    /^(?:since|from)\s((?:[A-Za-z]{3,9}\.?\s)?(?:19|20)\d\d)\b(?!\s?(?:to|-|–))[,:]?\s*/i.exec(
      told.trim(),
    );
  if (role?.period !== "" || role.employer === "" || !start) return false;
  role.period = splitPeriod(`${start[1]} - Present`).period;
  const rest = told.trim().slice(start[0].length).replace(/[.!]$/, "");
  if (rest !== "") role.bullets.push(asCvText(/^in\s/i.test(rest) ? `Based ${rest}` : rest));
  return true;
}

function addExperience(draft: Draft, told: string, toldOriginal: string) {
  const clause = timeLast(withoutLeadIn(told));
  const original = timeLast(withoutLeadIn(toldOriginal));
  addYearsAndIndustry(draft, original);
  if (onlyYears(original)) return;
  const written = asCvText(original);
  // "I have been working at X", "I am with X": CV text drops the verb; the job keeps it.
  const text =
    worksAt.test(clause) && /^(?:at|with|for)\s/i.test(written)
      ? `Worked ${written.charAt(0).toLowerCase()}${written.slice(1)}`
      : written;
  draft.skills.push(...skillsIn(text));
  const held = yearsPattern.test(original) ? titleOnly(original) : "";
  if (held) {
    draft.chatCurrentRole ||= held;
    return;
  }
  // "I teach English at ..." is a duty; "I am a teacher at ..." is a job.
  const saysJob =
    !/^i\s+(?!am\b|'m\b|was\b|have been\b|'ve been\b|work as\b|worked\b|have worked\b|'ve worked\b|did\b|started (?:out |off )?as\b|began as\b|(?:started|began) (?:work(?:ing)? )?(?:at|with)\b|became\b|was promoted\b|went back to\b|returned to\b|moved to\b|switched to\b|(?:re)?joined\b)/i.test(
      clause.trim(),
    ) && !/^i've (?!been\b|worked as\b)/i.test(clause.trim());
  const namedAsJob =
    /^(?:(?:before that|previously|then|after that|since then),?\s)?i(?:'m| am| was|'ve been| have been) (?:currently |now )?(?:an? |the )|^i (?:have |'ve )?(?:work|worked) as |^i've worked as |^i (?:started|began) (?:out |off )?as /i.test(
      clause.trim(),
    );
  const job = saysJob ? (roleFromSentence(text, namedAsJob) ?? postNamedJob(text)) : null;
  if (job) {
    draft.roles.push(job.role);
    const told = tidy(job.rest.replace(/^(?:about|approximately)?\s*\d+(?:\.\d)?\s*years?\b/i, ""));
    // "..., 2018-2021 (small animals, dairy herd health)": the client's note on the job.
    const bracketed = /^\(([^()]+)\)$/.exec(told)?.[1];
    const rest = bracketed ?? told;
    const line = asCvText(
      /^in\s/i.test(rest) ? `Based ${rest}` : rest.replace(/^(?:and\s|where\s)?doing\s/i, ""),
    );
    // What is left of the sentence stays if it names or counts something, is a duty, says
    // where in the employer the job is ("in the renal unit", "Kisumu depot, on contract"), or
    // what the work was on ("on potato blight trials").
    if (
      bracketed !== undefined ||
      // "...since 2020: ran the farmer field schools": what the job was, after its colon.
      (rest.split(/\s+/).length >= 2 && text.includes(`: ${rest}`)) ||
      dutyVerb.test(rest) ||
      /\d|\s\p{Lu}/u.test(line) ||
      /^on\s\S+\s\S+/i.test(rest) ||
      /^\p{Lu}\p{Ll}/u.test(rest) ||
      /^(?:and\s|where\s)?\w+ing\s/i.test(rest) ||
      /^Based in \S+ \S/.test(line)
    )
      job.role.bullets.push(line);
    return;
  }
  const toldJob = dutyJob(clause, text) ?? jobLine(text) ?? runOnJob(text) ?? selfEmployedJob(text);
  if (toldJob) draft.roles.push(toldJob);
  else if (datesUndatedJob(draft, original)) return;
  // Duties and results a client lists after naming their jobs are the current job's.
  else draft.experience.push(text);
}

const properName = String.raw`[A-Z][\p{Ll}'’-]+(?:\s[A-Z][\p{Ll}'’-]+){1,3}`;
const namePatterns = [
  new RegExp(`^(${properName})[.!]?$`, "u"),
  // "Kevin Odhiambo Achieng'. Phone 0745 ...": the name, then the contacts asked with it.
  new RegExp(
    `^(${properName})[.,;]?\\s+(?=(?:[Pp]hone|[Tt]el|[Mm]obile|[Cc]ell|[Nn]amba|[Nn]umber|[Ss]imu|[Ee]-?mail|0[17]\\d|\\+254))`,
    "u",
  ),
  // Case-sensitive: the name itself must be capitalised ("I'm registered with ..." is none).
  new RegExp(
    `\\b(?:[Mm]y name is|[Nn]ame ni|[Nn]aitwa|[Jj]ina (?:langu )?ni|I am|I'm|[Tt]his is|[Cc]all me)\\s+(${properName})`,
    "u",
  ),
  new RegExp(`(?:^|[.!]\\s)(${properName}) here\\b`, "u"),
];

/**
 * The name the client gave in their own words: a turn that is only a name, "my name is ...",
 * "naitwa ...", "... here". The last one wins (a correction comes after). A job title
 * ("I'm Front Office Manager") is no name.
 */
export function nameFromTurns(turns: string[]): { firstName: string; lastName: string } | null {
  let found: string | null = null;
  for (const turn of turns) {
    for (const pattern of namePatterns) {
      const name = pattern.exec(turn.trim())?.[1];
      // "Nairobi West Hospital. Phone ...": an organisation's name is no client's.
      const organisation = name?.split(/\s+/).some((word) => organisationWord.test(word));
      if (
        name &&
        !organisation &&
        !titleWord.test(name) &&
        !/\b(?:CV|Hi|Hello|Habari)\b/.test(name)
      )
        found = name;
    }
  }
  if (!found) return null;
  const [first = "", ...rest] = found.split(/\s+/);
  return { firstName: first, lastName: rest.join(" ") };
}

/** Each degree, course, licence and membership of a clause under its own section. */
function addQualifications(draft: Draft, clause: string, kind: "education" | "certification") {
  const items = qualificationItems(clause);
  for (const item of items) {
    const text = asCvText(item);
    const itemKind = items.length === 1 ? kind : classifyClause(item);
    if (itemKind === "education") draft.education.push(educationItem(text));
    else draft.certifications.push(certificationItem(text));
  }
}

/**
 * "a Supply Chain Management Officer II", "a Water, Sanitation and Hygiene Officer": a post
 * written as a title, each word capitalised but the joining ones, at most six words.
 */
function capitalisedTitle(post: string): boolean {
  const words = post.trim().split(/\s+/);
  return (
    words.length <= 6 &&
    words.every((word) => /^\p{Lu}/u.test(word) || /^(?:and|of|for|in|&)$/.test(word)) &&
    /^\p{Lu}/u.test(words.at(-1)!)
  );
}

/** Files one clause under its section; answers false when it carried nothing for a CV. */
function addClause(draft: Draft, clause: string, asTarget: boolean): void {
  const kind = classifyClause(clause);
  // "I'm a nurse": the job, even before the client says where ("I'm a CPA finalist" is no job).
  const told = /^i(?:'m| am) (?:an? |the )?(.+)$/i.exec(clause.trim());
  // "I am fundi wa nguo, fashion designer": the Swahili name of the trade, then its English one.
  const parts = told?.[1]?.split(/,\s+/) ?? [];
  const job =
    told && parts.length === 2 && parts[0]!.split(/\s+/).some(isSwahiliWord)
      ? [told[0], parts[1]!]
      : told;
  const isJob =
    job !== null &&
    (kind === "chat" || kind === "experience") &&
    // "a nurse", "a Supply Chain Management Officer II": a post, its words few or a title's.
    (job[1]!.split(/\s+/).length <= 3 || capitalisedTitle(job[1]!)) &&
    titleWord.test(job[1]!) &&
    !/\d/.test(job[1]!);
  if (isJob) {
    draft.chatCurrentRole ||= asCvText(job[1]!);
    return;
  }
  switch (kind) {
    case "chat":
      if (asTarget) draft.target ||= targetSentence(clause);
      return;
    case "target": {
      const { wish, brought } = withBroughtApart(clause);
      const text = targetSentence(wish);
      draft.target = draft.target ? `${draft.target}. ${text}` : text;
      if (brought !== "") addExperience(draft, brought, brought);
      return;
    }
    case "language":
      addLanguages(draft, clause);
      return;
    case "activity":
      draft.activities.push(asCvText(clause));
      return;
    case "education":
    case "certification": {
      const practice = practiceArea.exec(clause);
      const credential = practice ? clause.slice(0, practice.index) : clause;
      addQualifications(draft, credential, kind);
      draft.skills.push(...methodsCertified(credential));
      if (practice) {
        const areas = `Practice in ${clause.slice(practice.index + practice[0].length)}`;
        addExperience(draft, areas, areas);
      }
      return;
    }
    case "tools":
      if (!addTools(draft, clause, asCvText(clause))) addExperience(draft, clause, clause);
      return;
    case "experience":
      if (asTarget) draft.target ||= targetSentence(clause);
      else addExperience(draft, clause, clause);
  }
}

/**
 * "To move into a Tax Manager role, bringing audit and compliance work on iTax from KRA's Large
 * Taxpayers Office": what the client brings to the post sought is work they have done, a fact
 * of their experience (its tools their skills), not part of the wish.
 */
function withBroughtApart(clause: string): { wish: string; brought: string } {
  const lead = /,\s(?:bringing|drawing on|building on)\s(?=\S)/i.exec(clause);
  if (!lead) return { wish: clause, brought: "" };
  return {
    wish: clause.slice(0, lead.index),
    brought: clause.slice(lead.index + lead[0].length).replace(/[.!]+$/, ""),
  };
}

/** "I'm Dennis Kiprotich Bett, ICT officer at ...": what follows the name is about the client. */
function withoutNameIntro(clause: string, name: string[]): string {
  const intro = /^(?:i'm|i am|my name is|this is|naitwa)\s(\S[^,]*),\s*(\S.*)$/i.exec(
    clause.trim(),
  );
  if (!intro || name.length === 0) return clause;
  const named = intro[1]!.split(/\s+/).every((w) => name.includes(w));
  return named ? `I am ${intro[2]}` : clause;
}

/**
 * The facts in a client's own words: chat turns, or the free text of the form's career goal.
 * `goalFirst` reads the first clause as the target even without a "want": the form's
 * career-goal field opens with the role sought ("HR Director in a regional bank").
 */
export function factsFromStatements(
  statements: string[],
  known: Partial<CvFacts>,
  options: { goalFirst?: boolean } = {},
): CvFacts {
  const draft = newDraft(known);
  let first = options.goalFirst === true;
  for (const statement of statements) first = addStatement(draft, statement, first);
  return finish(draft);
}

/**
 * Files each clause of what the client said or wrote in their own words ("I worked at ... and
 * then at ..."), in a chat, a form or an uploaded CV. Answers whether the target clause that
 * `goalFirst` asked for is still to come (the statement held no clause).
 */
/**
 * "Also Associate of the Chartered Insurance Institute? No, that one I am still doing": a fact
 * the client asks about, then answers no to, is taken back; neither sentence is a fact.
 */
const takenBack = (question = "", answer = "") =>
  /\?$/.test(question.trim()) && /^(?:no|nope|hapana|la|not yet)\b/i.test(answer.trim());

/**
 * "Please skip my first job at a hardware shop, not relevant", "Kuna ile course ya forklift,
 * usiweke": the client asks to leave out what the sentence names; none of it is a fact.
 */
const leaveOut =
  /^(?:please\s)?(?:skip|leave out|omit|(?:don'?t|do not|no need to)\s(?:include|put|add|mention|list))\b|\b(?:usiweke|usiandike|usitaje)\b/i;

export function addStatement(draft: Draft, statement: string, goalFirst = false): boolean {
  const nameWords = `${draft.firstName} ${draft.lastName}`.split(/\s+/).filter(Boolean);
  let first = goalFirst;
  const told = shengVerbsInEnglish(
    swahiliJobsInEnglish(
      withProperEmployers(
        spelledDates(
          firstThenPosts(
            promotionsUnderEmployer(
              postsUnderEmployer(
                withEmployerNamedFirst(chatInEnglish(inFullWords(withoutStaffAsides(statement)))),
              ),
            ),
          ),
        ),
      ),
    ),
  );
  const said = sentences(told);
  for (const [i, sentence] of said.entries()) {
    if (takenBack(sentence, said[i + 1]) || takenBack(said[i - 1], sentence)) continue;
    if (leaveOut.test(sentence.trim())) continue;
    const aboutClient = withoutApplicationNotes(sentence);
    if (aboutClient === "") continue;
    if (isRefereeSentence(aboutClient)) {
      draft.referees.push(...refereeItems(aboutClient));
      continue;
    }
    // "Actually it's since 2020, sorry": the later fact replaces the earlier one.
    if (applyCorrection(draft, aboutClient)) continue;
    // "There I managed the CEO's diary, ...": the duties of the job told last, not the current one.
    const there = thereLead.test(aboutClient.trim()) ? draft.roles.at(-1) : undefined;
    const loose = draft.experience.length;
    for (const told of clauses(aboutClient).flatMap(splitJobs)) {
      const clause = movedToEmployer(
        withSubject(withoutTimeLabel(withoutNameIntro(told, nameWords))),
      );
      if (isContactClause(clause, nameWords)) continue;
      first = addWithSteps(draft, clause, first);
    }
    if (there && draft.roles.at(-1) === there)
      there.bullets.push(
        ...draft.experience.splice(loose).map((line) => upperFirst(line.replace(thereLead, ""))),
      );
  }
  return first;
}

/** "There I managed ...", "In that job I ...": what follows was done in the job told last. */
const thereLead = /^(?:there|while there|in that (?:job|role|post|position)),?\s(?:I\s)?/i;

/** "and left in 2020", "I resigned in 2019": the year the job told last ended. */
const leftIn =
  /^(?:(?:and|then)\s)?(?:I\s)?(?:left|resigned|quit|moved on)(?:\s(?:there|the (?:company|bank|firm|organi[sz]ation|school|hospital)))?\s(?:in\s)?((?:19|20)\d\d)[.!]?$/i;
const noStep: Step = { title: "", year: "", first: false, now: false, unit: "" };

/**
 * Files a clause that may go on to tell the posts of the job it names ("..., promoted to
 * engineer in 2018, now senior engineer"): each post is a step of the job told last, when it
 * fits its dates; the words between are filed as they were written. Answers `goalFirst` spent.
 */
function addWithSteps(draft: Draft, clause: string, goalFirst: boolean): boolean {
  let pending = "";
  let first = goalFirst;
  const file = () => {
    if (pending !== "") addClause(draft, pending, first);
    if (pending !== "") first = false;
    pending = "";
  };
  for (const piece of stepPieces(clause)) {
    if (piece.step) file();
    const role = draft.roles.at(-1);
    // "..., was promoted to supervisor in 2017, and left in 2020": the year the job ended.
    const left = leftIn.exec(piece.text.trim());
    if (left) {
      file();
      const told = draft.roles.at(-1);
      if (told && /Present$/.test(told.period) && stepFits(told, { ...noStep, year: left[1]! })) {
        told.period = told.period.replace(/Present$/, left[1]!);
        continue;
      }
    }
    if (piece.step && role && stepFits(role, piece.step))
      draft.steps.push({ role, step: piece.step });
    else pending += `${pending === "" ? "" : piece.joint}${piece.text}`;
  }
  file();
  return first;
}

/**
 * "Earlier taught at Butere Girls", "previously worked with KPA": a form's note of a past job
 * drops the "I" a job's reader needs; its dates, not the adverb, place it among the jobs.
 */
const withSubject = (clause: string) =>
  clause.replace(
    /^(?:earlier|previously|formerly|before that|prior to that),?\s(?=(?:[a-z]+ed|taught|led|ran|drove|served|sold|kept|held|built)\s(?:at|with|for)\s\p{Lu})/iu,
    "I ",
  );

/**
 * "Before: associate vet at ...", "Previously - driver with ...", "Earlier: ...", "My last
 * full-time job: I joined ...": a label that places the job among the others; its dates do that in the CV, the label is no part of the title.
 */
const withoutTimeLabel = (clause: string) =>
  clause.replace(
    /^(?:before|before that|previously|earlier|formerly|prior to that|after that|then|later|past jobs?|past roles?|(?:my\s)?(?:last|latest|current|previous|most recent|first)\s(?:(?:full-time|part-time|permanent|formal|paid)\s)?(?:job|role|position|employment|post))\s*(?::|\s[-–])\s*(?=\S)/i,
    "",
  );

/** A period's last year: "2015 – 2018" ends in 2018. */
const lastYear = (period: string) => Number(/(\d{4})\D*$/.exec(period)?.[1] ?? Number.NaN);

/**
 * The dated past jobs newest first, whatever order the client told them in; a job with no
 * date keeps its place, as nothing says when it was.
 */
function newestFirst(roles: CvRole[]): CvRole[] {
  const dated = roles.filter(
    (r) => !r.period.endsWith("Present") && !Number.isNaN(lastYear(r.period)),
  );
  const sorted = [...dated].sort((a, b) => lastYear(b.period) - lastYear(a.period));
  return roles.map((r) => (dated.includes(r) ? sorted.shift()! : r));
}

/** Past forms whose stem is not the verb less its ending. */
const pastStems: Record<string, string> = { taught: "teach", drove: "drive", wrote: "write" };

/**
 * "Taught" names the client's title "Teacher", "drove" names "Driver", "nursed" names "Nurse": a
 * job told by its duty takes the title the client gave when the duty's verb is that title's stem.
 */
function dutyNamesTitle(duty: string, title: string): boolean {
  const verb = /^\p{L}+/u.exec(duty)?.[0]?.toLowerCase() ?? "";
  const stem = pastStems[verb] ?? verb.replace(/(?:ed|ing|es|s)$/, "");
  const head = title.trim().split(/\s+/).at(-1)?.toLowerCase() ?? "";
  return stem.length >= 4 && head.startsWith(stem);
}

/** An award a CV lists: a degree, a diploma, a certificate, a school certificate. */
const awardWord =
  /\b(?:B\.?Sc|B\.?Com|B\.?Ed|B\.?A|B\.?Tech|M\.?Sc|M\.?A|MBA|M\.?Ed|PhD|Bachelor(?:'?s)?|Master(?:'?s)?|Diploma|Degree|Higher National|KCSE|KCPE|KACE|Certificate|Craft|Artisan)\b/i;
/** A place of study. */
const schoolWord =
  /\b(?:University|College|Polytechnic|Institute|KMTC|Utalii|TTI|TVC|Academy|School|Seminary)\b/;
/** The words that only say the client studied at the school named. */
const studyVerb =
  /^(?:I\s)?(?:studied|trained|schooled|graduated|finished|completed|went)\s(?:(?:my\s)?(?:studies|degree|course)\s)?(?:at|from|in|to)\s(?:the\s)?(?=\p{Lu})/iu;

/**
 * "BSc Computer Science" in one turn, "I finished at Moi University, 2019" in another: the award
 * with no school and the school with no award are one education entry, as a CV gives it
 * ("BSc Computer Science, Moi University, 2019"). Only when each is the one of its kind, and
 * their years do not differ; otherwise both stay as told.
 */
function withSchoolJoined(education: string[]): string[] {
  const awards = education.filter((e) => awardWord.test(e) && !schoolWord.test(e));
  const schools = education.filter(
    (e) => schoolWord.test(e) && !awardWord.test(e.replace(/\bSchool\b/g, "")),
  );
  // "Hey, I graduated": a line that says only that the client studied is no entry.
  const said = education.filter((e) => !/^(?:I\s)?(?:graduated|finished|completed)\.?$/i.test(e));
  if (awards.length !== 1 || schools.length !== 1) return said;
  const award = awards[0]!;
  const school = schools[0]!;
  const years = (e: string) => e.match(/\b(?:19|20)\d\d\b/g) ?? [];
  if (years(award).length > 0 && years(school).length > 0) return education;
  const joined = `${award.replace(/[.,;\s]+$/, "")}, ${school.replace(studyVerb, "")}`;
  return said.filter((e) => e !== school).map((e) => (e === award ? joined : e));
}

const startsWithWords = (long: string, short: string) => {
  const [l, w] = [long.toLowerCase().trim(), short.toLowerCase().trim()];
  return w !== "" && (l === w || l.startsWith(`${w} `));
};

/**
 * "I'm a branch manager at KCB" said first, then "I joined KCB Bank Kenya in 2018 as ...,
 * promoted to Branch Manager in 2022": the same job told twice, once in passing with no dates
 * or duties. The passing mention is dropped when another job has its title at that employer.
 */
function withoutRetold(roles: CvRole[]): CvRole[] {
  return roles.filter(
    (role) =>
      role.period !== "" ||
      role.bullets.length > 0 ||
      role.title === "" ||
      role.employer === "" ||
      !roles.some(
        (other) =>
          other !== role &&
          other.period !== "" &&
          other.title.toLowerCase() === role.title.toLowerCase() &&
          (startsWithWords(other.employer, role.employer) ||
            startsWithWords(role.employer, other.employer)),
      ),
  );
}

/** Settles the current role and removes repeats; the draft's working fields are dropped. */
export function finish(draft: Draft): CvFacts {
  const { chatCurrentRole, steps, ...facts } = draft;
  // "equity bank" typed in a form's company box or an upload's job line is written as a name.
  facts.company = asEmployerName(facts.company);
  facts.roles = facts.roles.map((role) =>
    withSteps(
      { ...role, employer: asEmployerName(role.employer) },
      steps.filter((s) => s.role === role).map((s) => s.step),
    ),
  );
  facts.roles = withoutRetold(facts.roles);
  // The job held now leads, whatever order the client told their jobs in.
  facts.roles = [
    ...facts.roles.filter((r) => r.period.endsWith("Present")),
    ...facts.roles.filter((r) => !r.period.endsWith("Present")),
  ];
  facts.roles = newestFirst(facts.roles);
  const current = facts.roles[0];
  // "Teacher at A since 2018; earlier taught at B": another job's title names the verb too.
  const titles = [chatCurrentRole, ...facts.roles.map((r) => r.title)].filter(Boolean);
  for (const role of facts.roles) {
    const duty = role.bullets[0] ?? "";
    const named = role.title === "" ? titles.find((t) => dutyNamesTitle(duty, t)) : undefined;
    if (named === undefined) continue;
    role.title = named;
    // "Taught" alone says no more than the title it gave.
    if (!/\s/.test(duty.trim())) role.bullets.shift();
  }
  // "I'm a KRCHN nurse. I work at Kericho County Referral Hospital": one job, titled.
  if (current && current.title === "" && !/\d{4}$/.test(current.period))
    current.title = chatCurrentRole;
  if (facts.company === "" && current) facts.company = current.employer;
  fillEmptySections(facts);
  if (facts.currentRole === "") facts.currentRole = current?.title ?? chatCurrentRole;
  // A line that held only chat talk or a cliché is empty once written as CV text; one that tells
  // a life event ("before moving back home to Kisii") is no duty.
  // Swahili talk ("naomba mnisaidie na CV") is no CV line; a Swahili filler leaves an English one.
  const said = (items: string[]) =>
    items
      .filter((item) => !isSwahiliTalk(item))
      .map(withoutSwahiliFillers)
      .filter((item) => item.trim() !== "" && !(lifeEvent.test(item) && !titleWord.test(item)));
  // "Target role: Naomba CV ya quantity surveyor": a sentence of the target that is talk or a
  // life event ("Jan-Jul 2020 out of work") is dropped; the others keep their words.
  facts.target = sentences(facts.target)
    .filter((told) => !isSwahiliTalk(told) && !(lifeEvent.test(told) && !titleWord.test(told)))
    .map(withoutSwahiliFillers)
    .join(" ");
  facts.summary = said(facts.summary);
  facts.experience = said(facts.experience);
  facts.roles = facts.roles.map((role) => ({ ...role, bullets: said(role.bullets) }));
  facts.skills = unique(facts.skills);
  facts.languages = unique(facts.languages);
  facts.education = withSchoolJoined(unique(facts.education));
  facts.certifications = unique(facts.certifications);
  facts.referees = unique(facts.referees);
  return facts;
}

export type { Draft };
