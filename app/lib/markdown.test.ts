import { describe, expect, it } from "vitest";
import { longUsDate, plainSnippet } from "./markdown";

describe("document snippets", () => {
  it("strips Markdown and cuts to the given length", () => {
    expect(plainSnippet("## Profile\n\n**Senior** *accountant* with\n- six years", 80)).toBe(
      "Profile Senior accountant with six years",
    );
    expect(plainSnippet("word ".repeat(40), 10)).toBe("word word ...");
  });

  it("formats dates in long US format", () => {
    expect(longUsDate("2026-11-22T10:00:00Z")).toBe("November 22, 2026");
  });
});
