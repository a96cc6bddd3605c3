/** A post's SEO score as the panel shows it, out of 100; a post never scored (0) shows "N/A". */
export function seoScoreLabel(score: number): string {
  return score > 0 ? `${score}/100` : "N/A";
}
