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
verify visit write achieve acquire adapt address adjust advocate allocate amend appoint arrange
assemble assign attain automate award calculate capture chair champion clean clear close
collaborate commission communicate complete compose configure connect consolidate construct
consult contact control convert correct cover cultivate customise debug decrease define delegate
demonstrate deploy design detect determine devise digitise dispatch distribute document draw drive
educate eliminate empower enable encourage engage enhance enrol enter equip estimate expand
expedite explain extend extract finalise formulate foster gather harvest hire host initiate
inspire institute instruct integrate interpret introduce investigate invoice issue launch
lobby locate mediate migrate minimise mobilise modernise modify negotiate nurture observe obtain
optimise order organise outline overhaul participate perform persuade pilot pioneer prescribe
preserve prevent prioritise produce propose protect publish purchase pursue recommend rebuild
redesign refer refine regulate rehabilitate reinforce release relocate renew reorganise replace
request respond restore restructure retain retrieve revamp revise safeguard screen select
simplify solve spearhead specify sponsor standardise start steer streamline strengthen summarise
supply sustain tailor transcribe transfer transform troubleshoot tutor undertake upgrade uphold
upload utilise vaccinate validate vet win certify forward escalate disburse rotate appraise notify
underwrite invigilate remit admit`
    .split(/\s+/)
    .filter(Boolean);

/**
 * Trade verbs a technician's, a police officer's or a secretary's bullets open with. Their -s
 * forms are as often plural nouns ("types", "marks", "plants"), so the agreement checks do not
 * read them as verbs: only the bullet-opening tense check and the past forms know them.
 */
const openerOnlyForms =
  `wire carry command type see fit weld paint cook bake sew fix mark grade load pack sort print
scan count weigh label greet book bill lay spray prune plant milk dress wash sweep iron ride guard
patrol escort search arrest prosecute photocopy shelve stock restock usher cater log map`
    .split(/\s+/)
    .filter(Boolean);

const irregularPast: Record<string, string> = {
  begin: "began",
  bring: "brought",
  build: "built",
  come: "came",
  draw: "drew",
  drive: "drove",
  fall: "fell",
  feed: "fed",
  get: "got",
  give: "gave",
  go: "went",
  grow: "grew",
  hold: "held",
  make: "made",
  meet: "met",
  pay: "paid",
  read: "read",
  rise: "rose",
  send: "sent",
  set: "set",
  stand: "stood",
  take: "took",
  win: "won",
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
  see: "saw",
  lay: "laid",
  ride: "rode",
  sweep: "swept",
  spend: "spent",
};

export function thirdPerson(verb: string): string {
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** Verbs whose last consonant doubles before -ed: "planned", "referred", "controlled". */
const doubling =
  /^(?:plan|submit|refer|transfer|control|instal|enrol|commit|admit|ship|stop|map|log|vet|fit|scan|patrol|label)$/;

function pastForm(verb: string): string {
  const irregular = irregularPast[verb];
  if (irregular) return irregular;
  if (verb.endsWith("e")) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  if (doubling.test(verb)) return `${verb}${verb.at(-1)}ed`;
  return `${verb}ed`;
}

/**
 * Verbs that open a noun phrase as often as a duty ("Order processing", "Document control"): read
 * as a verb only before what a verb takes, an object's determiner, a figure, a name or a plural.
 */
export const nounLikeVerbs = new Set(
  `order screen pilot issue document contact control request release supply transfer host chair
champion sponsor tutor vet award clean clear close start win draw drive type wire command print
scan book bill label count mark grade plant milk paint fit load pack sort stock guard patrol search
dress iron cook usher`.split(/\s+/),
);

/** "manage" or "manages": a CV verb in the present. */
export const presentVerbForms = new Set(baseForms.flatMap((v) => [v, thirdPerson(v)]));
/** Present forms a bullet may open with: the CV verbs and the trade verbs. */
export const openerVerbForms = new Set([...presentVerbForms, ...openerOnlyForms]);
export const baseVerbForms = new Set(baseForms);
/** "manages": a CV verb in the third person singular. */
export const thirdPersonVerbForms = new Set(baseForms.map(thirdPerson));
/** "managed", "led": a CV verb in the past. */
export const pastVerbForms = new Set(baseForms.map(pastForm));

/** The base form of a verb in any of its forms ("manages", "managed", "led" -> "lead"). */
const baseByForm = new Map<string, string>();

const withCase = (model: string, word: string) =>
  /^\p{Lu}/u.test(model) ? word.charAt(0).toUpperCase() + word.slice(1) : word;

/** "Treat" -> "Treated", "Collects" -> "Collected", "records" -> "recorded": same capital. */
export function pastOf(verb: string): string | undefined {
  const base = baseByForm.get(verb.toLowerCase());
  return base && withCase(verb, pastForm(base));
}

/** "coordinated" -> "coordinate", "Led" -> "Lead": the form a duty of the current role takes. */
export function baseOf(verb: string): string | undefined {
  const base = baseByForm.get(verb.toLowerCase());
  return base && withCase(verb, base);
}

/**
 * Verbs that are not CV openers but often follow a subject in a CV's or letter's sentences
 * ("Samples arrive", "The suppliers know"): the agreement check reads them as verbs too.
 */
const proseVerbs =
  `agree allow arrive attract bank begin benefit bring carry come complete contain comprise consist
continue contribute cost cover depend earn end exceed expect face fall feed follow form get give go
grow help hold involve join lack last live log look make meet move need offer open owe pay reach receive
reflect rely remain require return rise seem send serve share show stand start stay take tend use
visit wait want work set see sit value read shape inform affect influence decide rescue reunite
spend`
    .split(/\s+/)
    .filter(Boolean);

const agreementBases = [...new Set([...baseForms, ...proseVerbs])];
for (const base of agreementBases)
  for (const form of [pastForm(base), thirdPerson(base), base]) baseByForm.set(form, base);
for (const base of openerOnlyForms)
  for (const form of [pastForm(base), base]) if (!baseByForm.has(form)) baseByForm.set(form, base);

/** "paid", "kept", "mapped": the past of any verb the checks know, CV, prose or trade verb. */
export const anyPastForms = new Set(
  [...agreementBases, ...openerOnlyForms].map((base) => pastForm(base)),
);

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
