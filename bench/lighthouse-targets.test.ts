import { describe, expect, it } from "vitest";
import { services } from "../content/services";
import { publicPagePaths } from "../content/site-pages";
import { demoPosts } from "../server/blog/demo-posts";
import {
  MEASURED_PAGES,
  NOT_FOUND_PAGE,
  type TargetFigures,
  targetsCell,
} from "./lighthouse-targets";

const perfect: TargetFigures = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 900,
  tbtMs: 10,
  cls: 0,
  jsTransferredBytes: 68 * 1024,
};
const notFound404 = { ...perfect, bestPractices: 96, seo: 58 };
const designed = ["errors-in-console", "http-status-code", "is-crawlable", "bf-cache"];

describe("the pages bench:lighthouse measures", () => {
  it("are every page of the pages sitemap, a post and the 404", () => {
    for (const { path } of publicPagePaths) expect(MEASURED_PAGES).toContain(path);
    expect(MEASURED_PAGES).toContain(`/blog/${demoPosts[0]?.slug}`);
    expect(MEASURED_PAGES).toContain(NOT_FOUND_PAGE);
    expect(MEASURED_PAGES).toContain("/sample-cvs");
    expect(MEASURED_PAGES).toContain("/resources/interview-guide");
  });

  it("include the canonical page of every service of content/ (the others are its aliases)", () => {
    const canonical: Record<string, string> = {
      "/services/youth-programs": "/services/cv-writing",
      "/services/professional-development": "/services/corporate-training",
      "/services/business-writing": "/services/editing",
    };
    for (const { path } of services) expect(MEASURED_PAGES).toContain(canonical[path] ?? path);
  });
});

describe("targets missed", () => {
  it("are none on a page that meets every target", () => {
    expect(targetsCell({ page: "/", asIs: perfect, twin: perfect, failed: [] })).toBe("none");
  });

  it("excuse the 404's status and noindex audits by design, and nothing else", () => {
    const row = { page: NOT_FOUND_PAGE, asIs: notFound404, twin: notFound404, failed: designed };
    expect(targetsCell(row)).toBe(`by design (ADR 024): ${designed.join(", ")}`);
  });

  it("still miss on the 404 when another audit fails there", () => {
    const row = {
      page: NOT_FOUND_PAGE,
      asIs: { ...notFound404, accessibility: 92 },
      twin: notFound404,
      failed: [...designed, "color-contrast"],
    };
    expect(targetsCell(row)).toBe(
      `a11y/BP/SEO (color-contrast); by design (ADR 024): ${designed.join(", ")}`,
    );
  });

  it("excuse nothing on another page failing the same audits", () => {
    const row = { page: "/blog", asIs: notFound404, twin: perfect, failed: designed };
    expect(targetsCell(row)).toBe(`a11y/BP/SEO (${designed.join(", ")})`);
  });

  it("miss a score below 100 that no failed audit accounts for", () => {
    const row = { page: "/", asIs: { ...perfect, seo: 92 }, twin: perfect, failed: [] };
    expect(targetsCell(row)).toBe("a11y/BP/SEO");
  });

  it("name each time and size target missed", () => {
    const slow = { ...perfect, performance: 90, tbtMs: 200, lcpMs: 1200, cls: 0.1 };
    const row = {
      page: NOT_FOUND_PAGE,
      asIs: { ...slow, jsTransferredBytes: 80 * 1024 },
      twin: perfect,
      failed: [],
    };
    expect(targetsCell(row)).toBe("performance ratio, TBT, LCP, CLS, JS");
  });
});
