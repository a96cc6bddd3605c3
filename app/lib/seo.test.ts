import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import type { PublicConfig } from "./public-config";
import { seo } from "./seo";

const config: PublicConfig = {
  siteName: "Kazi",
  siteUrl: "https://kazi.example",
  contactPhone: "+254 712 345 678",
  whatsappDigits: "254712345678",
};
const meta = { title: "Five interview answers", description: "What to say, and why." };

/** The content of the tag with this property or name, as a crawler reads it. */
function tag(tags: MetaDescriptor[], key: string): string | undefined {
  const found = tags.find(
    (t) => ("property" in t && t.property === key) || ("name" in t && t.name === key),
  );
  return found && "content" in found ? String(found.content) : undefined;
}
const canonicalOf = (tags: MetaDescriptor[]) =>
  tags.find((t) => "rel" in t && t.rel === "canonical");

describe("seo", () => {
  it("describes a page as a website with the site's artwork and its canonical URL", () => {
    const tags = seo({ meta, path: "/services/editing", config });
    expect(tags).toContainEqual({ title: "Five interview answers | Kazi" });
    expect(tag(tags, "og:type")).toBe("website");
    expect(tag(tags, "og:image")).toBe("https://kazi.example/images/og-image.png");
    expect(canonicalOf(tags)).toMatchObject({ href: "https://kazi.example/services/editing" });
    expect(tag(tags, "robots")).toBeUndefined();
  });

  it("describes an article with its dates, section, tags, own image and headline", () => {
    const tags = seo({
      meta,
      path: "/blog/five-answers",
      config,
      image: { path: "/images/blog/interview-preparation.png", alt: "Interview preparation" },
      article: {
        headline: "Five answers that work",
        publishedAt: "2026-11-01T08:00:00.000Z",
        modifiedAt: "2026-11-02T08:00:00.000Z",
        section: "Interview Preparation",
        tags: ["interviews", "kenya"],
      },
      keywords: ["interview answers"],
      feed: true,
    });
    expect(tag(tags, "og:type")).toBe("article");
    expect(tag(tags, "og:title")).toBe("Five answers that work");
    expect(tag(tags, "twitter:title")).toBe("Five answers that work");
    expect(tag(tags, "og:image")).toBe(
      "https://kazi.example/images/blog/interview-preparation.png",
    );
    expect(tag(tags, "og:image:alt")).toBe("Interview preparation");
    expect(tag(tags, "article:published_time")).toBe("2026-11-01T08:00:00.000Z");
    expect(tag(tags, "article:modified_time")).toBe("2026-11-02T08:00:00.000Z");
    expect(tag(tags, "article:section")).toBe("Interview Preparation");
    expect(tags.filter((t) => "property" in t && t.property === "article:tag")).toHaveLength(2);
    expect(tag(tags, "keywords")).toBe("interview answers");
    expect(tags).toContainEqual(
      expect.objectContaining({ rel: "alternate", href: "https://kazi.example/rss.xml" }),
    );
  });

  it("keeps a noindex page out of search results with no canonical URL", () => {
    const tags = seo({ meta, path: "/blog?category=Nothing", config, noindex: true });
    expect(tag(tags, "robots")).toBe("noindex");
    expect(canonicalOf(tags)).toBeUndefined();
  });
});
