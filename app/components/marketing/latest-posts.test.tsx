import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { LatestPosts } from "./latest-posts";

const post = (id: number) => ({
  id,
  slug: `post-${id}`,
  title: `Post number ${id}`,
  category: "CV Writing",
  excerpt: null,
  readTime: 4,
  date: "2026-11-20T09:00:00.000Z",
});

const render = (posts: ReturnType<typeof post>[]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <LatestPosts posts={posts} />
    </MemoryRouter>,
  );

describe("LatestPosts", () => {
  it("renders nothing when no post is published", () => {
    expect(render([])).toBe("");
  });

  it("lists the posts it is given under a labelled heading, with no anchor id", () => {
    const html = render([post(3), post(2), post(1)]);
    expect(html).toMatch(/^<section aria-labelledby="latest-posts-heading"/);
    expect(html).toContain('<h2 id="latest-posts-heading"');
    expect([...html.matchAll(/href="(\/blog\/[^"]+)"/g)].map((m) => m[1])).toEqual([
      "/blog/post-3",
      "/blog/post-2",
      "/blog/post-1",
    ]);
    expect(html).toContain('href="/blog"');
  });
});
