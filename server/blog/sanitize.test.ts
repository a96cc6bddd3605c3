import { describe, expect, it } from "vitest";
import { looksExecutable, xssPayloads } from "../../tests/fixtures/xss-payloads";
import { sanitizePostHtml } from "./sanitize";

describe("sanitizePostHtml", () => {
  it.each(xssPayloads)("neutralises %s", (payload) => {
    const clean = sanitizePostHtml(payload);
    expect(looksExecutable(clean)).toBe(false);
    // Sanitising is stable: the render-time pass changes nothing more.
    expect(sanitizePostHtml(clean)).toBe(clean);
  });

  it("keeps the article allowlist", () => {
    const html =
      "<h2>Title</h2><p>Text <strong>bold</strong> <em>it</em></p><ul><li>a</li></ul><ol><li>b</li></ol>" +
      "<blockquote>q</blockquote><pre><code>x</code></pre><table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>" +
      '<img src="https://example.com/a.png" alt="A chart">';
    const clean = sanitizePostHtml(html);
    for (const tag of [
      "h2",
      "p",
      "strong",
      "em",
      "ul",
      "ol",
      "li",
      "blockquote",
      "pre",
      "code",
      "table",
      "th",
      "td",
      "img",
    ]) {
      expect(clean).toContain(`<${tag}`);
    }
    expect(clean).toContain('alt="A chart"');
  });

  it("adds rel=noopener to links and opens external ones in a new tab", () => {
    expect(sanitizePostHtml('<a href="/cv-writing">CV</a>')).toBe(
      '<a href="/cv-writing" rel="noopener">CV</a>',
    );
    const external = sanitizePostHtml(
      '<a href="https://example.com" target="_self" rel="opener">x</a>',
    );
    expect(external).toContain('rel="noopener noreferrer nofollow"');
    expect(external).toContain('target="_blank"');
  });

  it("demotes h1 to h2 and gives images an alt", () => {
    expect(sanitizePostHtml("<h1>Big</h1>")).toBe("<h2>Big</h2>");
    expect(sanitizePostHtml('<img src="https://example.com/a.png">')).toContain('alt=""');
  });

  it("drops the text of hidden or script elements but keeps ordinary text", () => {
    expect(sanitizePostHtml("<style>p{}</style><p>Hi</p>")).toBe("<p>Hi</p>");
    expect(sanitizePostHtml('<div onclick="x()">Plain</div>')).toBe("Plain");
  });
});
