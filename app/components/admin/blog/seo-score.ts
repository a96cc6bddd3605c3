/** SPEC §2: a post's SEO score as the panel shows it; a post never scored (0) shows "N/A". */
export function seoScoreLabel(score: number): string {
  return score > 0 ? `${score}/100` : "N/A";
}
