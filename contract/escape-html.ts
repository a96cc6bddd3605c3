/**
 * Text made safe to put into HTML, as element content or a quoted attribute: the five characters
 * HTML gives a meaning to become entities. Shared by the server (exports, blog drafts) and the
 * staff panel (printing a document), so both escape alike.
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}
