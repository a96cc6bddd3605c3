import { kenyanProperNoun } from "../../proofreading/kenyan-lexicon";
import { degreeAbbreviation, qualificationWord } from "./classify";
import { isOrganisation } from "./employer-names";
import { employerName } from "./roles";

/**
 * "In 2019 I moved to Safaricom", "joined Kenya Airways in 2016", "was transferred to Kisumu
 * County Referral Hospital": a change of job told by its employer alone. Told as "I worked at X
 * since 2019", the job reader makes it a job with its dates; the title comes from what the
 * client said elsewhere, or the consultant asks for it. A move to a place ("moved to Nairobi")
 * stays a life event.
 */

const move =
  /^(?:(?:then|later|after that|and),?\s)*(?:(?:in|since)\s((?:19|20)\d\d),?\s)?(?:i\s)?(?:(?:have|had|was|got)\s)?(joined|moved\s(?:over\s)?to|switched\sto|went\sback\sto|returned\sto|transferred\sto|came\sback\sto)\s(?=(?:the\s)?\p{Lu})/iu;

/** Study told with a move: "joined Moi University in 2012 for a BCom" is education. */
const study = /\bstud(?:y|ied|ying)\b|\bcourse\b/i;

/**
 * Whether a name after "moved to" is an employer: it says it is an organisation ("Equity
 * Bank", "KPLC", "Safaricom"); after "joined", any name that is no Kenyan place.
 */
function isEmployer(name: string, joined: boolean): boolean {
  if (isOrganisation(name)) return true;
  const place = name.split(/\s+/).every((w) => kenyanProperNoun(w.toLowerCase()) !== undefined);
  return joined && !place;
}

/** The clause told as a job at the employer it names, or as it was. */
export function movedToEmployer(clause: string): string {
  const text = clause.trim().replace(/[.!]+$/, "");
  const m = move.exec(text);
  if (!m) return clause;
  const after = text.slice(m[0].length);
  const { name, rest } = employerName(after);
  const joined = /^joined$/i.test(m[2]!);
  if (name === "" || !isEmployer(name.replace(/^the\s/i, ""), joined)) return clause;
  // "moved to B as a supervisor": the job reader already reads a title told with the move.
  if (/\sas\s/i.test(rest)) return clause;
  if (study.test(clause) || qualificationWord.test(clause) || degreeAbbreviation.test(clause))
    return clause;
  const ended = /\b(?:to|until|till)\s(?:19|20)\d\d\b/i.test(rest);
  const when = m[1] ? `, since ${m[1]}` : "";
  const told = ended ? rest : rest.replace(/\bin\s(?=(?:19|20)\d\d\b)/i, "since ");
  return `I worked at ${name}${told.trimEnd()}${when}`;
}
