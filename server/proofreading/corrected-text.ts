import type { ProofreadingSuggestion } from "../../contract/documents";

/**
 * The original text with the fixes of the applied suggestions written in. Applied from the end
 * backwards so earlier offsets stay valid; a fix overlapping one already written is skipped (the
 * job refuses to apply such a pair, see `overlapsApplied`).
 */
export function correctedText(original: string, suggestions: ProofreadingSuggestion[]): string {
  const fixes = suggestions
    .filter((s) => s.status === "applied")
    .flatMap((s) => (s.fix ? [s.fix] : []))
    .sort((a, b) => b.start - a.start || b.end - a.end);
  let text = original;
  let limit = Number.POSITIVE_INFINITY;
  for (const fix of fixes) {
    if (fix.end > limit) continue;
    text = text.slice(0, fix.start) + fix.text + text.slice(fix.end);
    limit = fix.start;
  }
  return text;
}

/** The applied suggestion whose fix would collide with `candidate`'s, if any. */
export function overlapsApplied(
  candidate: ProofreadingSuggestion,
  suggestions: ProofreadingSuggestion[],
): ProofreadingSuggestion | undefined {
  const fix = candidate.fix;
  if (!fix) return undefined;
  return suggestions.find(
    (s) =>
      s.id !== candidate.id &&
      s.status === "applied" &&
      s.fix !== null &&
      (s.fix.start < fix.end || s.fix.start === fix.start) &&
      (fix.start < s.fix.end || s.fix.start === fix.start),
  );
}
