import { countWords } from "../../contract/blog-rules";

export { countWords, parseTags, slugify } from "../../contract/blog-rules";

/**
 * Small text rules of the blog, shared by the editor (through contract/), the service and
 * the pages: SPEC §5 slug rule, SPEC §9 reading time, plain-text helpers.
 */

const entities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&apos;": "'",
  "&nbsp;": " ",
};

/** Visible text of an HTML fragment (block tags become spaces so words do not run together). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (m) => entities[m] ?? m)
    .replace(/\s+/g, " ")
    .trim();
}

/** Words a reader sees in an HTML fragment. */
export function visibleWordCount(html: string): number {
  return countWords(htmlToText(html));
}

/** SPEC §9: words / 200, rounded up, in minutes; at least 1 for any non-empty text. */
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
