import { META_DESCRIPTION_MAX, SEO_TITLE_MAX } from "../../contract/blog";
import { parseBrief } from "./drafting/brief";
import { htmlToText, readingMinutes, truncateWords } from "./text";

/** What the optimiser reads of a post. */
export interface OptimizablePost {
  title: string;
  excerpt: string | null;
  content: string;
  category: string;
  tags: string[] | null;
  metaDescription: string | null;
  focusKeyword: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  keywords: string[] | null;
  readTime: number | null;
}

export interface OptimizeChanges {
  values: Partial<
    Pick<
      OptimizablePost,
      | "metaDescription"
      | "focusKeyword"
      | "seoTitle"
      | "seoDescription"
      | "keywords"
      | "readTime"
      | "tags"
    >
  >;
  /** Human-readable list of what changed. */
  notes: string[];
  /** What the author could improve; the optimiser never rewrites what they wrote. */
  suggestions: string[];
}

/** Yoast's lower bound for a meta description that fills the search result snippet. */
const META_GOOD_MIN = 120;

/**
 * Fills what is empty, and nothing else: never a field the author wrote,
 * even one that could be better, which is reported as a suggestion instead. Every field the
 * optimiser fills fits its column, so nothing stored can be over a limit.
 */
export function planOptimization(post: OptimizablePost): OptimizeChanges {
  const values: OptimizeChanges["values"] = {};
  const notes: string[] = [];
  const suggestions: string[] = [];
  // The excerpt, topped up with the opening of the post when it is short (Yoast: 120-156).
  const summary = () => {
    const excerpt = post.excerpt?.trim() ?? "";
    const text = excerpt.length >= 120 ? excerpt : `${excerpt} ${htmlToText(post.content)}`.trim();
    return truncateWords(text, 155);
  };

  const meta = post.metaDescription?.trim() ?? "";
  if (meta === "") {
    values.metaDescription = summary();
    notes.push("added a meta description");
  } else if (meta.length < META_GOOD_MIN) {
    suggestions.push(
      `the meta description has ${meta.length} characters; ${META_GOOD_MIN}-${META_DESCRIPTION_MAX} fill the search result`,
    );
  }
  if (!post.seoDescription?.trim()) {
    values.seoDescription = values.metaDescription ?? meta;
    notes.push("set the search description");
  }
  // The title read as a draft's brief is: its head noun phrase the keyword, its noun phrases
  // the tags, never a verb or a stop word ("Moving from county government ..." tags no "moving").
  const topic = parseBrief(post.title, "");
  if (!post.focusKeyword?.trim()) {
    values.focusKeyword = topic.focusKeyword.slice(0, 100);
    notes.push(`set the focus keyword "${values.focusKeyword}"`);
  }
  // The title may be up to 500 characters; the search title is cut from it, never the reverse.
  if (!post.seoTitle?.trim()) {
    values.seoTitle = truncateWords(post.title, SEO_TITLE_MAX);
    notes.push("set an SEO title of at most 60 characters");
  }
  const minutes = readingMinutes(post.content);
  if (post.readTime !== minutes) {
    values.readTime = minutes;
    notes.push(`set the read time to ${minutes} min`);
  }
  if (!post.tags || post.tags.length === 0) {
    values.tags = [...new Set([post.category, ...topic.nounPhrases.slice(0, 3)])];
    notes.push("added tags");
  }
  if (!post.keywords || post.keywords.length === 0) {
    values.keywords = [
      ...new Set([
        (values.focusKeyword ?? post.focusKeyword ?? topic.focusKeyword).toLowerCase(),
        ...topic.nounPhrases.map((p) => p.toLowerCase()),
      ]),
    ].slice(0, 8);
    notes.push("added keywords");
  }
  return { values, notes, suggestions };
}
