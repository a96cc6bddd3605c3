/**
 * The one allow-list for blog post HTML: the server sanitises with it when a post is saved and
 * when it is served (server/blog/sanitize.ts), and the staff panel again before it shows a post
 * (app/lib/post-html.ts). Headings, paragraphs, lists, links, images with alt, blockquote, code,
 * tables and emphasis; no class, style or id (a style can hide or overlay content, an id can
 * clobber page globals).
 */
export const POST_HTML_TAGS = [
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "hr",
  "ul",
  "ol",
  "li",
  "a",
  "img",
  "blockquote",
  "code",
  "pre",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "caption",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "mark",
  "small",
  "sub",
  "sup",
  "figure",
  "figcaption",
];

/** Attributes kept, by tag (rel, target, loading and decoding are set by the server itself). */
export const POST_HTML_ATTRIBUTES: Record<string, string[]> = {
  a: ["href", "title", "rel", "target"],
  img: ["src", "alt", "width", "height", "title", "loading", "decoding"],
  th: ["colspan", "rowspan", "scope"],
  td: ["colspan", "rowspan"],
  ol: ["start"],
};
