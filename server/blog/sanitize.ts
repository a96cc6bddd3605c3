import sanitizeHtml from "sanitize-html";
import { POST_HTML_ATTRIBUTES, POST_HTML_TAGS } from "../../contract/post-html";

/**
 * The one allowlist for post HTML, applied when a post is saved and again when it is rendered
 * (so a post saved under an older list is cleaned too): headings, paragraphs, lists, links,
 * images with alt, blockquote, code, tables and emphasis. Everything else (scripts, event
 * handlers, iframes, forms, style attributes, javascript:/data: URLs) is dropped.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: POST_HTML_TAGS,
  allowedAttributes: POST_HTML_ATTRIBUTES,
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

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
