import DOMPurify from "dompurify";
import { marked } from "marked";
import { DOCUMENT_HTML_TAGS } from "../../contract/document-html";

const allowed = { ALLOWED_TAGS: DOCUMENT_HTML_TAGS, ALLOWED_ATTR: [] as string[] };

/** Markdown to sanitised HTML for the CV preview and the document editor (browser only). */
export function markdownToHtml(markdown: string): string {
  if (typeof window === "undefined" || !DOMPurify.isSupported) return "";
  const html = marked.parse(markdown, { async: false, gfm: true });
  return DOMPurify.sanitize(html, allowed);
}

/**
 * Markdown without markup, whitespace collapsed: card snippets (80 characters, 100 for
 * proofreading).
 */
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

/** Created date in long US format, e.g. "November 22, 2026". */
export function longUsDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
  });
}
