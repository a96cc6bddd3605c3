import { roleWord } from "./role-words";

/**
 * Small English helpers the letter's sentences are built with: a CV line ("Reduced errors by
 * 30%") becomes a first-person clause ("I reduced errors by 30%"), a staff note about the client
 * ("She speaks French") becomes the client's own words ("I speak French").
 */

/** Lower-cases the first letter unless the word is an acronym or a name-like capitalised run. */
export function lowerFirst(text: string): string {
  // "KCSE", "KenyaEMR", "M&E", "A/C": a name or an acronym keeps its capitals.
  if (/^[A-Z]{2,}|^[A-Z][a-z]*[A-Z]|^[A-Z][&/.-][A-Z]/.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "a", "b" and "c" -> "a, b and c". */
export function joinList(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** Letters whose spoken name starts with a vowel sound: "an MBA", "an SAP", "an HR role". */
const vowelSoundLetters = new Set("AEFHILMNORSX");

/** "a" or "an" before a qualification, certificate or noun phrase. */
export function article(phrase: string): "a" | "an" {
  const word = /^[\p{L}.]+/u.exec(phrase)?.[0] ?? "";
  const acronym = /^[A-Z]{2,}|^[A-Z]\./.test(word) || /^[A-Z][a-z]?[A-Z]/.test(word);
  if (acronym) return vowelSoundLetters.has(word.charAt(0)) ? "an" : "a";
  if (/^(?:uni|use|eu|one)/i.test(word)) return "a";
  if (/^(?:hour|honou?r)/i.test(word)) return "an";
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

/** Verbs a CV line starts with that do not end in -ed in the past tense. */
const irregularPast = new Set(
  `led built ran won cut grew taught made drove oversaw wrote began brought sold kept held spent
  set put rebuilt undertook took gave found met rose became did`.split(/\s+/),
);

/** Present-tense verbs CV lines and staff notes start with ("Manage a team of 6", "Speaks French"). */
const presentVerbs = new Set(
  `manage lead supervise coordinate prepare maintain handle oversee run plan design develop
  deliver implement train teach mentor support monitor conduct review process negotiate
  analyse analyze ensure serve write build drive sell audit reconcile administer organise
  organize facilitate track operate install configure test assess advise work direct
  liaise source procure evaluate report draft cook speak hold know bring own enjoy
  volunteer cover visit collect book attend respond resolve recruit keep close open meet
  generate update prepare repair service inspect sort pack load dispatch deliver record
  issue receive clean care treat counsel coach grade mark set`.split(/\s+/),
);

/** Past participles a CV line may open with ("Driven 400,000 km"): "I have driven ...". */
const participles = new Set(
  `driven done written taken given grown shown flown ridden seen known sung spoken chosen
  beaten overseen undertaken`.split(/\s+/),
);

/** Third-person forms back to the base verb: "manages" -> "manage", "supervises" -> "supervise". */
function baseOf(verb: string): string | null {
  const lower = verb.toLowerCase();
  if (lower === "is") return "am";
  if (lower === "has") return "have";
  if (lower === "does") return "do";
  if (lower === "was") return "was";
  if (presentVerbs.has(lower)) return lower;
  if (/ies$/.test(lower) && presentVerbs.has(`${lower.slice(0, -3)}y`))
    return `${lower.slice(0, -3)}y`;
  if (/es$/.test(lower) && presentVerbs.has(lower.slice(0, -2))) return lower.slice(0, -2);
  if (/s$/.test(lower) && presentVerbs.has(lower.slice(0, -1))) return lower.slice(0, -1);
  return null;
}

export const isPastVerb = (word: string) => {
  const lower = word.toLowerCase();
  return /^[a-z]{3,}ed$/.test(lower) || irregularPast.has(lower);
};

/** Whether a CV line opens with a verb: "Support users" does, "Support for users" does not. */
export function startsWithVerb(line: string): boolean {
  const [, first = "", next = ""] = /^([\p{L}-]+)\s*(\p{L}*)/u.exec(line.trim()) ?? [];
  if (/^(?:of|for|and|to|with|in|on)$/i.test(next)) return false;
  return isPastVerb(first) || baseOf(first) !== null;
}

/**
 * Verbs a CV line opens with for what was done to the client ("Promoted to ...", "Elected ...");
 * "awarded" and "deployed" are left out, as a client awards tenders and deploys systems.
 */
const passives = new Set(["promoted", "appointed", "elected", "seconded", "nominated"]);

/**
 * A CV line as a first-person clause, without its closing full stop: "Reduced medication
 * errors by 30%" -> "I reduced medication errors by 30%"; "Manages a team of 6" -> "I manage
 * a team of 6"; "Responsible for tenders" -> "I was responsible for tenders" (or "am" when
 * `current`). A line that starts with no verb is introduced as what the work included.
 */
export function firstPersonClause(line: string, current: boolean): string {
  const text = line.trim().replace(/[.;]+$/, "");
  const first = /^[\p{L}-]+/u.exec(text)?.[0] ?? "";
  const rest = text.slice(first.length);
  // "Based in the maternity ward": where the job is, said of the client.
  if (/^based\s/i.test(text)) return `I ${current ? "am" : "was"} ${lowerFirst(text)}`;
  if (passives.has(first.toLowerCase())) return `I was ${first.toLowerCase()}${rest}`;
  if (isPastVerb(first)) return `I ${first.toLowerCase()}${rest}`;
  if (participles.has(first.toLowerCase())) return `I have ${first.toLowerCase()}${rest}`;
  const base = startsWithVerb(text) ? baseOf(first) : null;
  if (base) return `I ${base}${rest}`;
  if (/^(?:responsible|accountable|in charge)\b/i.test(text))
    return `I ${current ? "am" : "was"} ${lowerFirst(text)}`;
  // "Head of the languages department since 2019": a post held, not a task.
  if (roleWord.test(first))
    return `I ${current ? (/\bsince\b/i.test(text) ? "have served" : "serve") : "served"} as ${lowerFirst(text)}`;
  // "Final-year project: a 120-bed hostel": a piece of study work, done and finished.
  const studyWork =
    /^([^:]{0,30}\b(?:project|thesis|dissertation|research paper)):\s*(\S.*)$/i.exec(text);
  if (studyWork) return `my ${lowerFirst(studyWork[1]!)} was ${lowerFirst(studyWork[2]!)}`;
  // "The guest score went to 92%", "Our team won ...": a sentence with its own subject.
  if (/^(?:the|our|my|this|these)\s/i.test(text)) return upperFirst(text);
  return `my work ${current ? "includes" : "included"} ${lowerFirst(text)}`;
}

/** A staff note written about the client ("She holds a CPA-K", "Client speaks French"). */
const aboutTheClient = /^(?:she|he|they|the client|client|candidate|the candidate)\s+/i;

/**
 * A note as the client's own sentence: "She speaks French" -> "I speak French"; "Is willing to
 * relocate" -> "I am willing to relocate"; a sentence already in the first person is kept.
 * Answers null when the note is no sentence about the client (a bare phrase).
 */
export function clientSentence(note: string, clientFirstName: string): string | null {
  let text = note.trim().replace(/[.;!]+$/, "");
  if (/^(?:i|i'm|i am|my)\b/i.test(text)) return `${upperFirst(text)}.`;
  const named =
    clientFirstName !== "" && text.toLowerCase().startsWith(`${clientFirstName.toLowerCase()} `);
  if (named) text = text.slice(clientFirstName.length + 1);
  else if (aboutTheClient.test(text)) text = text.replace(aboutTheClient, "");
  const first = /^[\p{L}'-]+/u.exec(text)?.[0] ?? "";
  const base = isPastVerb(first) ? first.toLowerCase() : baseOf(first);
  if (!base) return null;
  const rest = text
    .slice(first.length)
    .replace(/\b(?:her|his|their)\b/gi, "my")
    .replace(/\b(?:herself|himself|themselves)\b/gi, "myself");
  return `I ${base}${rest}.`;
}
