/**
 * A Sheng verb is an English or Swahili stem behind Swahili's subject and tense ("natrack" I
 * track, "nikapass" I passed, "nili-onboard" I onboarded, "nasimamia" I supervise, "ilishuka"
 * it dropped). Each is told in English before its clause is filed, so the duty reads as a CV
 * line and no Swahili form reaches the CV. Only stems of work and results are read: an unknown
 * stem is left for the Swahili filters.
 */

/** Swahili stems and the English verb a CV uses for them. */
const swahiliStems: Record<string, string> = {
  simamia: "supervise",
  ongoza: "lead",
  saidia: "assist",
  shuka: "drop",
  panda: "rise",
  ongezeka: "rise",
  anzisha: "introduce",
  uza: "sell",
  funza: "train",
  tengeneza: "repair",
  hudumia: "serve",
  endesha: "drive",
  shona: "sew",
  pika: "cook",
  lima: "farm",
  shika: "lead",
  cheki: "oversee",
};

/** English verbs clients put behind a Swahili prefix, and their past form where not "-ed". */
const englishStems: Record<string, string> = {
  install: "",
  track: "",
  pass: "",
  recover: "",
  onboard: "",
  manage: "",
  supervise: "",
  handle: "",
  service: "",
  repair: "",
  train: "",
  supply: "supplied",
  deliver: "",
  check: "",
  monitor: "",
  design: "",
  process: "",
  prepare: "",
  collect: "",
  clear: "",
  update: "",
  register: "",
  apply: "applied",
  complete: "",
  coordinate: "",
  organise: "",
  sell: "sold",
  teach: "taught",
  lead: "led",
  run: "ran",
  drive: "drove",
  build: "built",
  drop: "dropped",
  rise: "rose",
  employ: "",
  sew: "sewed",
  support: "",
  automate: "",
  deal: "dealt",
  develop: "",
  deploy: "",
  test: "",
  audit: "",
};

const pastOf = (verb: string) =>
  englishStems[verb] || (verb.endsWith("e") ? `${verb}d` : `${verb}ed`);

// Subject (ni I, tu we, a he or she; i, zi, ya, u, ki or vi it or they) then tense (na now,
// li/ka/me done), then the stem. "kwa" after the verb is what it was done with: "natrack kwa
// Wialon" is "I track using Wialon".
const shengVerb =
  /\b(ni|tu|a|i|zi|ya|u|ki|vi)?(na|li|ka|me)-?([a-z]{3,12})\b(\skwa\b(?!\sasilimia))?/gi;
/** The subjects that name a thing, not the client: "mapato yaliongezeka" (revenue rose). */
const thingSubject = new Set(["i", "zi", "a", "ya", "u", "ki", "vi"]);

export function shengVerbsInEnglish(text: string): string {
  return (
    inEnglish(text)
      // "nadrive na Transami": "na" (with) before the employer the work is done for.
      .replace(
        /\b(I (?:drive|drove|work|worked|supervise|supervised|sell|sold|serve|served|deal|dealt))\sna\s(?=\p{Lu})/gu,
        "$1 with ",
      )
      // "zikashuka na 35%": a result dropped or rose by its figure.
      .replace(/\b(dropped|rose|drop|rise)\sna\s(?=\d)/g, "$1 by ")
      // "rose kwa asilimia 30": by 30 per cent.
      .replace(
        /\b(?:(dropped|rose|drop|rise)\s(?:kwa|na)\s)?asilimia\s(\d+(?:\.\d+)?)\b/g,
        (_, verb, n) => (verb ? `${verb} by ${n}%` : `${n}%`),
      )
  );
}

function inEnglish(text: string): string {
  return text.replace(shengVerb, (said, subject?: string, tense = "", stem = "", kwa?: string) => {
    const lower = stem.toLowerCase();
    const verb = swahiliStems[lower] ?? (lower in englishStems ? lower : undefined);
    if (!verb) return said;
    const tensed = tense.toLowerCase() === "na" ? verb : pastOf(verb);
    const english = kwa ? `${tensed} using` : tensed;
    // "Fuel use ilishuka 12%": the thing told before it is the subject, not the client.
    const who = subject?.toLowerCase();
    if (who !== undefined && thingSubject.has(who)) return english;
    return `${who === "tu" ? "we" : "I"} ${english}`;
  });
}
