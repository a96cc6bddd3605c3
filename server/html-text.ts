/** Escaping for text put into HTML, and decoding of the entities HTML tools write back. */

// The one escaper, shared with the staff panel; offered here beside its inverse.
export { escapeHtml } from "../contract/escape-html";

const entities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&#x27;": "'",
  "&apos;": "'",
  "&nbsp;": " ",
};

/**
 * The text behind the entities that escapers and Markdown renderers write (the five of
 * escapeHtml, their hex and named variants, and the no-break space as a plain space).
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|apos|nbsp|#39|#x27);/g, (m) => entities[m] ?? m);
}
