import { META_DESCRIPTION_MAX, SEO_TITLE_MAX } from "../../contract/blog";
import { topicFromTitle } from "./drafting/topic";
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
}

const META_MIN = 50;

/**
 * Fills what is missing or out of bounds, and nothing else (issue 6 point 12): never the
 * title, the excerpt or the content the author wrote.
 */
export function planOptimization(post: OptimizablePost): OptimizeChanges {
  const values: OptimizeChanges["values"] = {};
  const notes: string[] = [];
  // The excerpt, topped up with the opening of the post when it is short (Yoast: 120-156).
  const summary = () => {
    const excerpt = post.excerpt?.trim() ?? "";
    const text = excerpt.length >= 120 ? excerpt : `${excerpt} ${htmlToText(post.content)}`.trim();
    return truncateWords(text, 155);
  };

  const meta = post.metaDescription?.trim() ?? "";
  if ((meta.length < META_MIN || meta.length > META_DESCRIPTION_MAX) && summary() !== meta) {
    values.metaDescription = summary();
    notes.push(
      meta === "" ? "added a meta description" : "rewrote an out-of-bounds meta description",
    );
  }
  const metaAfter = values.metaDescription ?? meta;
  if (!post.seoDescription?.trim() || post.seoDescription.length > META_DESCRIPTION_MAX) {
    values.seoDescription = metaAfter;
    notes.push("set the search description");
  }
  const topic = topicFromTitle(post.title);
  if (!post.focusKeyword?.trim()) {
    values.focusKeyword = topic.keyphrase.slice(0, 100);
    notes.push(`set the focus keyword "${values.focusKeyword}"`);
  }
  if (!post.seoTitle?.trim() || post.seoTitle.length > SEO_TITLE_MAX) {
    values.seoTitle = truncateWords(post.title, SEO_TITLE_MAX);
    notes.push("set an SEO title of at most 60 characters");
  }
  const minutes = readingMinutes(post.content);
  if (post.readTime !== minutes) {
    values.readTime = minutes;
    notes.push(`set the read time to ${minutes} min`);
  }
  if (!post.tags || post.tags.length === 0) {
    values.tags = [...new Set([post.category, ...topic.words.slice(0, 3)])];
    notes.push("added tags");
  }
  if (!post.keywords || post.keywords.length === 0) {
    values.keywords = [
      ...new Set([
        (values.focusKeyword ?? post.focusKeyword ?? topic.keyphrase).toLowerCase(),
        ...topic.words,
      ]),
    ].slice(0, 8);
    notes.push("added keywords");
  }
  return { values, notes };
}
