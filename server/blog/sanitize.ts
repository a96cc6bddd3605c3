import sanitizeHtml from "sanitize-html";

/**
 * The one allowlist for post HTML, applied when a post is saved and again when it is rendered
 * (issue 6 point 6): headings, paragraphs, lists, links, images with alt, blockquote, code,
 * tables and emphasis. Everything else (scripts, event handlers, iframes, forms, style
 * attributes, javascript:/data: URLs) is dropped.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  // No class/style/id: a style can hide or overlay content, an id can clobber page globals.
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "width", "height", "title"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // The text inside these is code or markup, never article copy: drop it with the tag.
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "iframe",
    "object",
    "svg",
    "math",
    "template",
  ],
  transformTags: {
    // The page's own <h1> is the post title; a second one would break the outline.
    h1: "h2",
    a: (tagName, attribs) => {
      const { target: _ignored, ...rest } = attribs;
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: {
          ...rest,
          rel: external ? "noopener noreferrer nofollow" : "noopener",
          ...(external ? { target: "_blank" } : {}),
        },
      };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, alt: attribs.alt ?? "", loading: "lazy", decoding: "async" },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

// The attributes added by transformTags must also pass the allowlist.
options.allowedAttributes = {
  ...(options.allowedAttributes as Record<string, string[]>),
  a: ["href", "title", "rel", "target"],
  img: ["src", "alt", "width", "height", "title", "loading", "decoding"],
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
