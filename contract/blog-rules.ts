/**
 * Blog text rules shared by the editor and the server: the slug and tag rules and the
 * word count, categories and their images, limits. No zod here: public pages import this.
 */

/** The editor's category choices; "Career Tips" is the default. */
export const BLOG_CATEGORIES = [
  "Career Tips",
  "CV Writing",
  "Interview Preparation",
  "Professional Development",
  "Industry Insights",
  "Job Search",
] as const;
export const DEFAULT_CATEGORY = "Career Tips";

/** Categories with their own image on the public blog; others use the default. */
const CATEGORY_IMAGE_FILES: Record<string, string> = {
  "CV Writing": "cv-writing",
  "Interview Preparation": "interview-preparation",
  "Career Development": "career-development",
  "Professional Development": "professional-development",
  "Business Writing": "business-writing",
  "Corporate Training": "corporate-training",
  "Job Search": "job-search",
  Networking: "networking",
  Leadership: "leadership",
};
export const IMAGED_CATEGORIES = Object.keys(CATEGORY_IMAGE_FILES);

/**
 * The 1200x630 image of a category. Pages show the SVG (small, sharp at any size); social
 * previews (og:image, JSON-LD) need the PNG rendered from it, as social networks do not show
 * SVG (scripts/render-social-images.mjs, ADR 015).
 */
export function categoryImage(category: string, format: "svg" | "png" = "svg"): string {
  return `/images/blog/${CATEGORY_IMAGE_FILES[category] ?? "default"}.${format}`;
}

/** The organisation's logo as a PNG, for the JSON-LD publisher (structured data wants a raster). */
export const PUBLISHER_LOGO = "/images/logo.png";

/** What the slug rule gives: lowercase word characters separated by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/;

export const BLOG_PAGE_SIZE = 20;
export const META_DESCRIPTION_MAX = 160;
export const SEO_TITLE_MAX = 60;

/**
 * The slug rule: lowercase, non-word characters removed, spaces turned to hyphens, repeated hyphens
 * collapsed. Leading/trailing hyphens are also trimmed so "  Hello!  " gives "hello".
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === "" ? 0 : trimmed.split(/\s+/).length;
}

/** Tags are entered comma-separated, trimmed, blanks dropped (duplicates dropped too). */
export function parseTags(input: string): string[] {
  const seen = new Set<string>();
  for (const raw of input.split(",")) {
    const tag = raw.trim();
    if (tag !== "") seen.add(tag);
  }
  return [...seen];
}
