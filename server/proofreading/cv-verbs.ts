/**
 * Verbs a CV or cover letter opens its lines with, and their forms: the tense and agreement checks
 * judge only these, so a noun that looks like a verb ("Students", "Sales") is never read as one.
 */
const baseForms =
  `administer advise alert allocate analyse analyze answer approve assess assist attend audit
brief build calibrate check coach collect compile conduct coordinate counsel create deliver design
develop diagnose direct dispense draft edit enforce ensure establish evaluate examine execute
facilitate file forecast generate guide handle identify implement improve include increase inspect install
interview keep know lead lecture liaise maintain manage market measure mentor mobilise monitor
motivate negotiate operate organise organize oversee plan prepare present process procure promote
provide raise rate receive reconcile record recruit reduce register repair report represent
research resolve review run say schedule secure sell serve service source speak sterilise
sterilize submit supervise support survey teach test track train translate treat triage update
verify visit write`
    .split(/\s+/)
    .filter(Boolean);

const irregularPast: Record<string, string> = {
  build: "built",
  keep: "kept",
  know: "knew",
  lead: "led",
  oversee: "oversaw",
  run: "ran",
  say: "said",
  sell: "sold",
  speak: "spoke",
  teach: "taught",
  write: "wrote",
};

export function thirdPerson(verb: string): string {
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

function pastForm(verb: string): string {
  const irregular = irregularPast[verb];
  if (irregular) return irregular;
  if (verb.endsWith("e")) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  if (/^(?:plan|submit)$/.test(verb)) return `${verb}${verb.at(-1)}ed`;
  return `${verb}ed`;
}

/** "manage" or "manages": a CV verb in the present. */
export const presentVerbForms = new Set(baseForms.flatMap((v) => [v, thirdPerson(v)]));
export const baseVerbForms = new Set(baseForms);
/** "manages": a CV verb in the third person singular. */
export const thirdPersonVerbForms = new Set(baseForms.map(thirdPerson));
/** "managed", "led": a CV verb in the past. */
export const pastVerbForms = new Set(baseForms.map(pastForm));

/**
 * Verbs that are not CV openers but often follow a subject in a CV's or letter's sentences
 * ("Samples arrive", "The suppliers know"): the agreement check reads them as verbs too.
 */
const proseVerbs =
  `agree allow arrive attract bank begin benefit bring carry come complete contain comprise consist
continue contribute cost cover depend earn end exceed expect face fall feed follow form get give go
grow help hold involve join lack last live look make meet move need offer open owe pay reach receive
reflect rely remain require return rise seem send serve share show stand start stay take tend use
visit wait want work`
    .split(/\s+/)
    .filter(Boolean);

const agreementBases = [...new Set([...baseForms, ...proseVerbs])];
/** "arrive", "manage": a verb that agrees with a plural subject or with I, we, you, they. */
export const pluralVerbForms = new Set(agreementBases);
/** "arrives", "manages": a verb that agrees with a singular subject. */
export const singularVerbForms = new Set(agreementBases.map(thirdPerson));

/** A word that reads as a verb: "records" before it is then a noun ("Sales records show"). */
export const looksLikeVerb = (word: string | undefined): boolean => {
  const lower = word?.toLowerCase() ?? "";
  return (
    /^(?:is|are|was|were|has|have|had|show|showed|rose|fell|grew)$/.test(lower) ||
    lower.endsWith("ed") ||
    presentVerbForms.has(lower) ||
    pastVerbForms.has(lower)
  );
};
