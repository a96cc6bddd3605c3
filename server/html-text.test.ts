import { describe, expect, it } from "vitest";
import { decodeEntities, escapeHtml } from "./html-text";

describe("escapeHtml and decodeEntities", () => {
  it("escape the five characters HTML reads as markup, and read them back", () => {
    const text = `<a href="x">Tom & Jerry's</a>`;
    expect(escapeHtml(text)).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;");
    expect(decodeEntities(escapeHtml(text))).toBe(text);
  });

  it("decode the variants other tools write, once only", () => {
    expect(decodeEntities("It&#x27;s&nbsp;an &apos;A&apos; &amp;lt;")).toBe("It's an 'A' &lt;");
  });
});
