import { countWords } from "../../contract/blog-rules";
import { decodeEntities } from "../html-text";

export { countWords, parseTags, slugify } from "../../contract/blog-rules";

/**
 * Small text rules of the blog, shared by the editor (through contract/), the service and
 * the pages: the slug rule, reading time, plain-text helpers.
 */

/** Visible text of an HTML fragment (block tags become spaces so words do not run together). */
export function htmlToText(html: string): string {
  const withoutTags = html.replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ").replace(/<[^>]*>/g, " ");
  return decodeEntities(withoutTags).replace(/\s+/g, " ").trim();
}

/** Words a reader sees in an HTML fragment. */
export function visibleWordCount(html: string): number {
  return countWords(htmlToText(html));
}

/** Reading time: words / 200, rounded up, in minutes; at least 1 for any non-empty text. */
export function minutesToRead(words: number): number {
  return words === 0 ? 0 : Math.ceil(words / 200);
}

export function readingMinutes(html: string): number {
  return minutesToRead(visibleWordCount(html));
}

/** Cuts text at a word boundary so it fits `max` characters, adding an ellipsis when cut. */
export function truncateWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, "")}…`;
}
