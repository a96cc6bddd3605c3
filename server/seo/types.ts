/** What the SEO analysis needs from a post. */
export interface SeoInput {
  title: string;
  /** Title shown in search results; the post title is used when empty. */
  seoTitle?: string | null;
  slug: string;
  content: string;
  metaDescription?: string | null;
  focusKeyword?: string | null;
}

export type CheckRating = "good" | "ok" | "bad";

export interface SeoCheck {
  id: string;
  group: "seo" | "readability";
  rating: CheckRating;
  /** Short name of the check, e.g. "Keyphrase in introduction". */
  label: string;
  /** What was found and what to do, as plain text. */
  message: string;
}

export interface SeoReport {
  /** 0-100: the mean of the SEO and readability scores (what `seoScore` stores). */
  score: number;
  seoScore: number;
  readabilityScore: number;
  checks: SeoCheck[];
}
