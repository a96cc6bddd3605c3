import DOMPurify from "dompurify";
import { marked } from "marked";

/** The tags our document Markdown produces (headers, bold, italic, bullets); nothing else survives. */
const allowed = {
  ALLOWED_TAGS: [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "br",
    "hr",
  ],
  ALLOWED_ATTR: [] as string[],
};

/** Markdown to sanitised HTML for the CV preview and the document editor (browser only). */
export function markdownToHtml(markdown: string): string {
  if (typeof window === "undefined" || !DOMPurify.isSupported) return "";
  const html = marked.parse(markdown, { async: false, gfm: true });
  return DOMPurify.sanitize(html, allowed);
}

/** Markdown without markup, whitespace collapsed: card snippets (SPEC §2: 80 or 100 characters). */
export function plainSnippet(markdown: string, length: number): string {
  const text = markdown
    .replace(/<[^>]*>/g, " ")
    .replace(/^\s{0,3}#{1,6}\s+/gm, "")
    .replace(/^\s*(?:[-*+•]|\d+\.)\s+/gm, "")
    .replace(/(\*\*|__|\*|_|`)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** SPEC §2: created date in long US format, e.g. "November 22, 2026". */
export function longUsDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
  });
}
