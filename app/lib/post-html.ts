import DOMPurify from "dompurify";
import { POST_HTML_ATTRIBUTES, POST_HTML_TAGS } from "../../contract/post-html";

const allowed = {
  ALLOWED_TAGS: POST_HTML_TAGS,
  ALLOWED_ATTR: [...new Set(Object.values(POST_HTML_ATTRIBUTES).flat())],
  // Links and images as the server allows them: web, mail and phone links, and paths or
  // anchors of this site; never javascript: or data:.
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
};

/**
 * Stored post HTML, sanitised again in the browser before the staff panel shows it (defence
 * in depth). The server sanitises on save and on public render; a post written under an older
 * allow-list, or into the database directly, must still not run next to the staff token.
 * Browser only (the staff panel renders on the client); empty where DOMPurify cannot run.
 */
export function postHtmlForView(html: string): string {
  if (typeof window === "undefined" || !DOMPurify.isSupported) return "";
  return DOMPurify.sanitize(html, allowed);
}
