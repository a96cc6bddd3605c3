import type { GrammarFinding } from "./harper";
import { checkCvStyle } from "./style-checks";

export type ProofreadResult = { suggestions: string[]; proofreadContent: string };

/**
 * A fix is safe when it cannot change meaning or a name: a doubled word, a/an, or spacing.
 * Spelling is never auto-fixed: a Kenyan surname or employer is not a typo.
 */
export function isSafeFix(finding: GrammarFinding): boolean {
  if (finding.replacements.length !== 1) return false;
  if (finding.kind === "Repetition") return true;
  if (/indefinite article/i.test(finding.message)) return true;
  return finding.kind === "Formatting" && finding.excerpt.trim() === "";
}

function applyFixes(text: string, fixes: GrammarFinding[]): string {
  const chars = Array.from(text);
  // From the end backwards so earlier offsets stay valid; overlapping fixes are skipped.
  let limit = Number.POSITIVE_INFINITY;
  for (const fix of [...fixes].sort((a, b) => b.start - a.start)) {
    const r = fix.replacements[0];
    if (!r || fix.end > limit) continue;
    const replacement = Array.from(r.text);
    if (r.kind === "insert-after") chars.splice(fix.end, 0, ...replacement);
    else if (r.kind === "remove") chars.splice(fix.start, fix.end - fix.start);
    else chars.splice(fix.start, fix.end - fix.start, ...replacement);
    limit = fix.start;
  }
  return chars.join("");
}

function describeGrammar(f: GrammarFinding): string {
  const options = f.replacements
    .filter((r) => r.kind !== "remove")
    .slice(0, 3)
    .map((r) => `"${r.text}"`);
  const hint = options.length ? ` Suggested: ${options.join(", ")}.` : "";
  const what =
    f.kind === "Spelling" ? "Spelling" : f.kind === "Repetition" ? "Repeated word" : "Grammar";
  return `${what}: "${f.excerpt}": ${f.message.replace(/`/g, '"')}${hint}${isSafeFix(f) ? " (fixed)" : ""}`;
}

/** Merges harper's findings with the CV style checks into readable suggestions and a fixed text. */
export function buildProofreadResult(markdown: string, grammar: GrammarFinding[]): ProofreadResult {
  const suggestions = [
    ...grammar.map(describeGrammar),
    ...checkCvStyle(markdown).map((f) => f.message),
  ];
  return { suggestions, proofreadContent: applyFixes(markdown, grammar.filter(isSafeFix)) };
}
