import type { CatalogServiceId } from "../services";
import { words } from "../text";
import { asks, purposeOf } from "./purpose";

/**
 * A second or third service asked for by its purpose beside one named by a cue: "I need a CV,
 * and our nurses keep clashing with patients' relatives" asks for corporate training too. The
 * purpose classifier reads each clause the cues leave alone, so a clause's own terms decide it
 * and the words of a long story elsewhere add nothing to it (ADR 026).
 */

/** What ends a clause: a sentence's end, a colon, a semicolon, a comma, a line. */
const clauseEnd = /[.!?;:,\n]+/;

export interface Clause {
  /** The clause's first word, among the message's words. */
  from: number;
  /** Past its last word. */
  to: number;
  text: string;
  tokens: string[];
}

/**
 * The clauses of a message, each with where its words stand among the message's `tokens`;
 * none when the clauses' words do not line up with them (a split inside a token).
 */
export function clausesOf(text: string, tokens: readonly string[]): Clause[] {
  const found: Clause[] = [];
  let at = 0;
  for (const piece of text.split(clauseEnd)) {
    const own = words(piece);
    if (own.length === 0) continue;
    found.push({ from: at, to: at + own.length, text: piece, tokens: own });
    at += own.length;
  }
  return at === tokens.length ? found : [];
}

/** Words that add a clause to the request before it: "..., and our nurses keep clashing". */
const additions = new Set(
  "and also plus then next second secondly third pili tatu na pia halafu kisha".split(" "),
);

/**
 * A clause asks when it has a request of its own, or adds itself to a clause that asks ("I
 * need a CV, and our nurses keep clashing"): a story's clauses ("and for four years I ran the
 * yard") ask nothing, and a lack said beside a service asked outright ("a CV please, my
 * profile gets no views") is what that service is for.
 */
function asksInClause(clause: Clause, previous: Clause | undefined): boolean {
  const requested = (c: Clause) => asks(c.tokens, c.text);
  return (
    requested(clause) ||
    (additions.has(clause.tokens[0]!) && previous !== undefined && requested(previous))
  );
}

/** A clause giving a phone or an email: the visitor's contact ("you can reach me on 07..."). */
const contactLine = /@|\d{3}/;

export interface ClausePurpose {
  service: CatalogServiceId;
  /** Where the clause that asks for it starts, for the order services were asked in. */
  at: number;
}

/**
 * Each service a clause asks for by its purpose, in the order said, once each: only clauses
 * `open` lets through (none already naming a service) and that ask, and services `wanted` there.
 */
export function clausePurposes(
  text: string,
  tokens: readonly string[],
  open: (clause: Clause) => boolean,
  wanted: (service: CatalogServiceId, clause: Clause) => boolean,
): ClausePurpose[] {
  const found: ClausePurpose[] = [];
  const clauses = clausesOf(text, tokens);
  for (const [i, clause] of clauses.entries()) {
    if (!open(clause) || contactLine.test(clause.text)) continue;
    if (!asksInClause(clause, clauses[i - 1])) continue;
    const purpose = purposeOf(clause.tokens, clause.text, true);
    if (!purpose || !wanted(purpose.service, clause)) continue;
    if (found.some((f) => f.service === purpose.service)) continue;
    found.push({ service: purpose.service, at: clause.from });
  }
  return found;
}
