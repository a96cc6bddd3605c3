import { isToolList, knownToolsIn } from "./known-tools";
import { isLanguageList, languageLevelCue } from "./languages";
import { titleWord } from "./roles";

/**
 * What one clause of a client's words is about, so its fact lands in the right CV section.
 * Word cues, not a fixed list of clients' sentences: a qualification word makes education, a
 * professional body or certificate makes a certification, "use"/"know" makes tools.
 */
export type ClauseKind =
  | "chat"
  | "target"
  | "education"
  | "certification"
  | "language"
  | "tools"
  | "activity"
  | "experience";

const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
/** 0745 901 283, 07 45 90 12 83, 0745-901-283, +254 745 901283: ten digits however grouped. */
const phonePattern = /(?:\+254[\s-]?|\b0)[17](?:[\s-]?\d){8}\b/;

/**
 * "Nataka CV ya security manager", "a CV for site supervisor jobs", "CV ya kuapply kazi ya site
 * supervisor", "KeNHA wameadvertise Senior Engineer posts": a request for the service that names
 * the post sought, which is the client's target, not small talk. "CV ya kuomba kazi ya General
 * Manager kwa SACCO kubwa": where the post is ("kwa", "katika": at) is no part of its title, nor
 * what the CV is to do ("CV ya accountant ambayo inaexplain ...": which explains).
 */
const cvForPost =
  /\b(?:cv|resume)\s(?:(?:nzuri|mpya|new|good|strong|professional)\s)?(?:ya|for)\s(?:an?\s|the\s)?(?:(?:(?:ku)?apply(?:ing)?|kuomba)\s(?:for\s)?)?(?:(?:kazi|job|role|position|post)\s(?:ya|of|as)\s(?:an?\s)?)?([^,.;]+?)(?:\s(?:kwa|katika|ambayo|ambaye)\s[^,.;]*)?(?=$|[,.;])/i;
const advertisedPost =
  /(?:\b|\bwa(?:me|li|na)-?)adverti[sz]\w*\s(?:the\s|an?\s)?([^,.;]+?)\s(?:posts?|positions?|roles?|jobs?|vacanc(?:y|ies))\b/i;

/** "I am applying for Head of Security jobs in banks": the post the client applies for. */
const appliedPost =
  /\bapplying\sfor\s(?:an?\s|the\s)?([^,.;]+?)\s(?:roles?|jobs?|positions?|posts?|vacanc(?:y|ies)|openings)\b/i;

export function postSought(clause: string): string | null {
  const found = cvForPost.exec(clause) ?? advertisedPost.exec(clause) ?? appliedPost.exec(clause);
  const post = found?.[1]?.trim().replace(/\s(?:roles?|jobs?|positions?|posts?)$/i, "") ?? "";
  const isPost = titleWord.test(post) && post.split(/\s+/).length <= 6 && !/\d/.test(post);
  return isPost ? post : null;
}

/** A request for the service itself ("I need my CV redone"): no fact about the client. */
const serviceRequest =
  /\b(?:need|want|would like|'d like|looking for|require|nataka|ninataka|nahitaji|ninahitaji|natafuta)\b[^.]*\b(?:cv|resume|cover letter|curriculum vitae)\b/i;
const chatOnly =
  /^(?:(?:hi|hello|hey|habari|thanks?|thank you|asante|ok(?:ay)?|sawa|good (?:morning|afternoon|evening)|yes|no)\b[\s,.!]*)+$/i;

/** "Looking at CFO roles" is a wish; "looking at the books of 12 SACCOs" is a duty. */
export const lookingAtRoles = String.raw`looking at(?= (?:[\w-]+ ){0,4}(?:roles?|jobs?|positions?|posts?|openings|opportunities|vacancies)\b)`;

// "A move to HR" is a wish; "led the move to SAP" is a done project (the noun after an article).
const targetCue = new RegExp(
  String.raw`\b(?:want|wants|wanting|would like|'d like|would love|'d love|love to|looking for|${lookingAtRoles}|seeking|hoping|hope to|aspire|aim(?:ing)? (?:to|for)|target|interested in|open to|next step|(?<!\b(?:the|that|this) )move (?:in)?to|career goal|dream|nataka|ningependa|natafuta)\b`,
  "i",
);

/**
 * Degrees as Kenyan CVs abbreviate them: B.Pharm, BEng, M.Arch, LLB, MBChB, and those written in
 * capitals: BVM (veterinary medicine), BBIT (business IT), MBBS. Case matters.
 */
export const degreeAbbreviation =
  /(?<![\w.])(?:[BM]\.?[A-Z][a-z]{2,6}\.?|LLB|LLM|MBChB|MBBS|BBA|BBM|BBIT|BDS|BVM|BVSc|MMed|MPH)(?![\w-])/;

export const qualificationWord =
  /\b(?:B\.?Sc|B\.?Com|B\.?Ed|B\.?A|B\.?Tech|M\.?Sc|M\.?A|MBA|M\.?Ed|PhD|Bachelor(?:'?s)?|Master(?:'?s)?|Diploma|Degree|Higher National|KCSE|KCPE|KACE|Certificate in(?! \d)|Certificate of (?:Secondary|Primary) Education|(?:Craft|Artisan) Certificate|studied|attended(?!\s(?:site|project|board|staff|client|weekly|monthly|daily|all|the\s(?:site|project|board|weekly|monthly))\b)|graduated|graduate of|class (?:upper|lower)|first class|second class)\b/i;

export const certificationCue =
  /\b(?:(?:TSC|registration|licen[cs]e|membership|practising|reg\.?)\s(?:number|no\b)|member(?:ship)?|fellow|registered (?:with|by|under)|licen[cs]ed|licen[cs]e|certified|certificates?|certification|accredited|examiner|practising|chartered|CPA|CPS|CPSP|CHRP|ACCA|CIFA|CIPS|CISA|CISM|CFA|CIPD|CMA|PMP|PRINCE2|ITIL|NEBOSH|IOSH|CCNP|CCNA|ICPAK|IHRM|KISM|ISK|LSK|EBK|IEK|KASNEB)\b/i;

const strongCertificationCue =
  /\b(?:admitted (?:to the bar|as an advocate)|(?:did|completed|attended|undertook|took|finished)\b[^.]{0,40}\b(?:training|course|workshop)|member(?:ship)? of|registered (?:as (?:an? )?(?:[\w-]+ ){1,4})?(?:with|by|under)|licen[cs]ed|certified|examiner|chartered)\b/i;

/** "AKIB qualified", "CPS (K) qualified": a professional title the client holds, by its initials. */
const qualifiedByInitials = /\b[A-Z]{2,}(?:\s?\([A-Z]\))?\squalified\b/;

const languageCue = /\b(?:speaks?|spoken|fluent in|languages?\s*:)|^languages?\s(?=[A-Z])/i;

/** "I also do EMONC": a named skill the client practises (case matters: "I do tenders" is none). */
export const doesNamedSkill = /^[Ii] (?:also )?(?:do|perform)\s(?=[A-Z]{2,}\b)/;

/**
 * "Systems: Bankers Realm", "Tools: QGIS", "Machines I use: overlock, flatlock", "Equipment najua:
 * ..." (I know): a label the client puts before what they use or operate.
 */
export const toolsLabel = String.raw`(?:skills?|systems?|tools?|platforms?|machines?|machinery|equipment|software|apps?)(?:\s(?:(?:i\s)?(?:know|use|can use|operate|can operate)|(?:ni)?najua|(?:ni)?natumia|naweza\skutumia))?\s*:`;

const toolsCue = new RegExp(
  String.raw`\b(?:uses|using|used|use|can use|can do|know|knowledge of|proficient|skilled|good (?:with|at|in)|expert in|familiar with|conversant with|competent in|trained on|experienced (?:in|with)|computer literate|software|${toolsLabel}|skills (?:are|include))`,
  "i",
);

/** A product's name: an inner capital or a digit (CostX, ArchiCAD, SketchUp, Sage 300). */
const productLike = (word: string) => /[a-z][A-Z]/.test(word) || /^[A-Z]\S*\d/.test(word);

/**
 * "Works in Revit, ArchiCAD and SketchUp" names tools; "works in Nairobi and Mombasa" and
 * "works with Equity Bank" do not: one item at least must look like a product or be a
 * common tool.
 */
export function worksInTools(clause: string): boolean {
  const list = /\bworks? (?:in|with|on) (.+)$/i.exec(clause)?.[1];
  if (!list) return false;
  return list
    .split(/,\s*|\s+and\s+/)
    .some((item) => item.split(/\s+/).some(productLike) || knownToolsIn(item).length > 0);
}

/** Contact details and the client's name are the header's, not a section's. */
/** "+44 7700 914352", "+971 50 123 4567": a number abroad, told as a contact, never a CV line. */
const foreignPhone = /(?<![\w+])\+\d{1,3}(?:[\s-]?\d){7,12}(?![\d%])/;

export function isContactClause(clause: string, name: string[]): boolean {
  if (emailPattern.test(clause) || phonePattern.test(clause) || foreignPhone.test(clause))
    return true;
  if (/\b(?:my name is|naitwa|jina langu|this is|call me)\b/i.test(clause)) return true;
  const words = clause
    .replace(/[^\p{L}\s'-]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
  const nameWords = new Set(name.map((n) => n.toLowerCase()).filter(Boolean));
  const named = words.filter((w) => nameWords.has(w.toLowerCase())).length;
  // "Brian Kipchumba", "I am Peter Otieno Ouma, CPA(K)", "Faith Njeri Kamau here".
  return named >= 2 && words.length <= 8;
}

/** What the client wants, as opposed to a target they met ("Hit 118% of the sales target"). */
const wish = new RegExp(
  String.raw`\b(?:want|wants|wanting|would like|'d like|would love|'d love|looking for|${lookingAtRoles}|seeking|hoping|hope to|aspire|aim(?:ing)? (?:to|for)|interested in|open to|nataka|ningependa|natafuta)\b`,
  "i",
);
/** A result with its number: "the KCSE mean rose from 5.2 to 7.4", "hit 118% of target". */
const result =
  /\b(?:rose|risen|improved|increased|grew|went (?:up )?from|raised|dropped|fell|reduced|cut|hit|met|exceeded|surpassed|achieved|beat|saved)\b/i;

/** Student leadership, clubs and sport: what a graduate's CV lists apart from work. */
const activityCue =
  /\b(?:club|societ(?:y|ies)|class rep(?:resentative)?|prefect|team captain|captain of|student (?:council|leader|union|body)|debating|drama|choir|scouts?|girl guides)\b/i;

/**
 * Swahili said around the facts ("Nimerudi kutoka Qatar": I have come back from Qatar): a verb
 * formed with ni-/tu- and a tense, or "kutoka". A CV carries no Swahili chat.
 */
const swahiliChat = /\b(?:ni|tu)(?:me|li|na|ta)[a-z]{3,}\b|\bkutoka\b/i;

/**
 * What happened in the client's life rather than at work: moving home, leave, losing a job. It
 * explains the dates; it is never a duty. "Moved to Equity Bank as a teller" names a job and is
 * no life event, nor is "relocated the depot to Athi River".
 */
export const lifeEvent =
  /\b(?:(?:moving|moved|relocat(?:ed|ing)|returning|returned|coming back|came back)\s(?:back\s)?(?:home\b|to\s\p{Lu})|(?:maternity|paternity|sick|study) leave\b|career break\b|retrench(?:ed|ment)\b|laid off\b|(?:made|declared) redundant\b|lost (?:my|the|our) jobs?\b|(?:returned|returning|came back|coming back|back) from \p{Lu}|unemployed\b|jobless\b|out of work\b|between jobs\b|lay-?offs?\b|called back\b|nothing much\b|(?:stayed|was|nilikuwa) (?:at )?(?:home|nyumbani)\b)/iu;

/**
 * "I've been a licensed flight dispatcher at Jambojet since 2019": a post the client holds at an
 * employer, "licensed" or "certified" only saying what kind of post; a job, not a licence.
 */
function licensedPost(clause: string): boolean {
  const post =
    /^[Ii](?:'ve been|\shave been|'m|\sam|\swas)\s(?:an?\s|the\s)?((?:[\w-]+\s){0,2}(?:licen[cs]ed|certified|registered|chartered)\s(?:[\w-]+\s){0,3}?[\w-]+)\s(?:at|with)\s\p{Lu}/u.exec(
      clause.trim(),
    );
  // "I am registered as a graduate engineer with EBK" names a registration, not a post.
  return post !== null && !/\bas\b/.test(post[1]!) && titleWord.test(post[1]!.split(/\s+/).at(-1)!);
}

/** A clause that names the school the client studied at, and no post. */
const studiedAtSchool =
  /^(?:i\s)?(?:trained|finished|schooled|graduated)\s(?:at|from)\s(?:the\s)?(?:\p{Lu}[\p{L}'&.-]*\s){0,5}(?:University|College|Polytechnic|Institute|KMTC|TTI|TVC|Utalii|Academy)\b(?![^,]*\b(?:as|kama)\s)/iu;

/**
 * "Maybe a master's later", "Nataka kusoma CPA next year", "I plan to enrol for an MBA": a
 * qualification the client means to study for, not one held, nor a post sought. A plan is no
 * fact of the CV.
 */
const futureStudy =
  /\b(?:next\s(?:year|month|intake|semester)|(?:later|soon)(?=[\s.!]*$)|in\s(?:the\s)?future|one\sday|some\s?day|mwakani|mwaka\sujao|siku\smoja|plan(?:ning)?\sto|intend(?:ing)?\sto|going\sto|will\s(?:study|do|sit|enrol|enroll|pursue|take|start|join)|(?:nataka|ningependa|napanga)\s(?:ku)?(?:soma|somea|fanya|do|study))\b/i;
const studyWord = /\b(?:study|studies|kusoma|kusomea|enrol|enroll|pursue|sit|masters?|master's)\b/i;
const isStudyPlan = (clause: string) =>
  futureStudy.test(clause) &&
  (qualificationWord.test(clause) || certificationCue.test(clause) || studyWord.test(clause)) &&
  !/\b(?:19|20)\d\d\b/.test(clause) &&
  !titleWord.test(clause);

export function classifyClause(clause: string): ClauseKind {
  if (isStudyPlan(clause)) return "chat";
  if (chatOnly.test(clause.trim())) return "chat";
  // "Can you make my CV look good?": a request to the consultant.
  if (/^(?:can|could|will|would) you\b/i.test(clause.trim())) return "chat";
  if (lifeEvent.test(clause) && !titleWord.test(clause)) return "chat";
  if (swahiliChat.test(clause) && !/\d/.test(clause)) return "chat";
  // "Member of the Law Society of Kenya": a named professional society, not a school club.
  if (/\p{Lu}\p{L}+ Society of \p{Lu}/u.test(clause)) return "certification";
  if (activityCue.test(clause) && !/\b(?:at|with|for)\s+(?:the\s)?\p{Lu}/u.test(clause))
    return "activity";
  if (postSought(clause)) return "target";
  if (serviceRequest.test(clause) && !/\bfor (?:an? |the )?[A-Z]/.test(clause)) return "chat";
  if (languageCue.test(clause) || languageLevelCue.test(clause) || isLanguageList(clause))
    return "language";
  if (/\d/.test(clause) && result.test(clause) && !wish.test(clause)) return "experience";
  if (targetCue.test(clause)) return "target";
  // "My CV is very old": about the document the consultant is to write, not the client.
  if (/\b(?:my|the|this) (?:old |current )?(?:cv|resume)\b/i.test(clause) && !/\d/.test(clause))
    return "chat";
  if (licensedPost(clause)) return "experience";
  if (strongCertificationCue.test(clause) || qualifiedByInitials.test(clause))
    return "certification";
  // "I trained at KMTC Nakuru", "Finished at Moi University": where the client studied.
  if (studiedAtSchool.test(clause.trim())) return "education";
  if (
    (qualificationWord.test(clause) || degreeAbbreviation.test(clause)) &&
    !/(?<!\b(?:artisan|craft) )\bcertificates?\b(?! in)/i.test(clause)
  )
    return "education";
  if (certificationCue.test(clause)) return "certification";
  if (
    toolsCue.test(clause) ||
    doesNamedSkill.test(clause) ||
    worksInTools(clause) ||
    isToolList(clause)
  )
    return "tools";
  // A clause with no number and no name in it past its first word says nothing a CV can carry.
  if (!/\d/.test(clause) && !/\s\p{Lu}/u.test(clause) && clause.split(/\s+/).length < 6)
    return "chat";
  return "experience";
}

export const contactPatterns = { email: emailPattern, phone: phonePattern };
