/**
 * The one allow-list for document HTML (CVs, cover letters, uploads): the tags the documents'
 * Markdown subset produces (headers, bold, italic, bullets), with no attributes, so no link,
 * script or style survives. The server sanitises with it for the HTML export and the preview
 * (server/documents/markdown.ts), the staff panel again in the browser (app/lib/markdown.ts).
 * Blog posts allow more: contract/post-html.ts.
 */
export const DOCUMENT_HTML_TAGS = [
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
];
