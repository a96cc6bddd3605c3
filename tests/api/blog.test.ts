// Real XML parsers for the feeds, installed with our direct dependencies: saxes (strict,
// conformant; with word-extractor) checks well-formedness, @xmldom/xmldom (with mammoth) queries.
import { DOMParser } from "@xmldom/xmldom";
import { SaxesParser } from "saxes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { looksExecutable, xssPayloads } from "../fixtures/xss-payloads";
import { startTestServer, type TestServer } from "../support/server";

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn();
});
afterAll(() => server.close());

const PUBLIC_FIELDS = [
  "category",
  "content",
  "createdAt",
  "excerpt",
  "id",
  "metaDescription",
  "readTime",
  "seoScore",
  "slug",
  "tags",
  "title",
].sort();

let counter = 0;
function postBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    title: `Post number ${counter}`,
    slug: `post-number-${counter}`,
    excerpt: "A short summary of the post.",
    content: `<h2>Heading</h2><p>${"Useful advice for job seekers in Kenya. ".repeat(30)}</p>`,
    category: "CV Writing",
    tags: ["cv", "kenya"],
    metaDescription: "A meta description.",
    focusKeyword: "job seekers",
    status: "draft",
    ...overrides,
  };
}

async function save(body: Record<string, unknown>) {
  const res = await server.post("/api/admin/blog-posts", body, token);
  return {
    res,
    json: (await res.json()) as {
      post: { id: number; slug: string; seoScore: number; status: string };
      error?: { code: string; message: string; fields?: Record<string, string> };
    },
  };
}

async function publicList() {
  const res = await server.get("/api/blog-posts");
  expect(res.status).toBe(200);
  return (await res.json()) as { id: number; slug: string }[];
}

function parseXml(text: string) {
  const strict = new SaxesParser();
  strict.write(text).close(); // throws on any well-formedness error
  return new DOMParser().parseFromString(text, "application/xml");
}

describe("staff API needs a session", () => {
  it("answers 401 without a token", async () => {
    for (const path of ["/api/admin/blog-posts", "/api/admin/blog-analytics"]) {
      expect((await server.get(path)).status).toBe(401);
    }
    expect((await server.post("/api/admin/blog-posts", postBody())).status).toBe(401);
    expect((await server.post("/api/admin/generate-blog", { title: "x" })).status).toBe(401);
  });
});

describe("drafts and publishing", () => {
  it("keeps a draft out of every public answer until it is published", async () => {
    const { res, json } = await save(postBody({ category: "Networking" }));
    expect(res.status).toBe(201);
    const draft = json.post;
    expect(draft.status).toBe("draft");
    expect(draft.seoScore).toBeGreaterThan(0);

    expect((await publicList()).map((p) => p.slug)).not.toContain(draft.slug);
    expect((await server.get(`/api/blog-posts/${draft.slug}`)).status).toBe(404);
    const related = (await (
      await server.get("/api/blog-posts?category=Networking&limit=3")
    ).json()) as { posts: unknown[] };
    expect(related.posts).toEqual([]);
    expect(await (await server.get("/blog-sitemap.xml")).text()).not.toContain(draft.slug);
    expect(await (await server.get("/rss.xml")).text()).not.toContain(draft.slug);

    const admin = (await (await server.get("/api/admin/blog-posts", token)).json()) as {
      posts: { slug: string; status: string }[];
    };
    expect(admin.posts.find((p) => p.slug === draft.slug)?.status).toBe("draft");

    const publish = await server.fetch(`/api/admin/blog-posts/${draft.id}/publish`, {
      method: "PATCH",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(publish.status).toBe(200);
    expect(((await publish.json()) as { post: { status: string } }).post.status).toBe("published");
    expect((await publicList()).map((p) => p.slug)).toContain(draft.slug);
    const one = await server.get(`/api/blog-posts/${draft.slug}`);
    expect(one.status).toBe(200);
    expect(Object.keys(await one.json()).sort()).toEqual(PUBLIC_FIELDS);
  });

  it("answers 404 when publishing or deleting an unknown post", async () => {
    const headers = { authorization: `Bearer ${token}` };
    expect(
      (await server.fetch("/api/admin/blog-posts/999999/publish", { method: "PATCH", headers }))
        .status,
    ).toBe(404);
    expect(
      (await server.fetch("/api/admin/blog-posts/999999", { method: "DELETE", headers })).status,
    ).toBe(404);
    expect(
      (await server.fetch("/api/admin/blog-posts/abc", { method: "DELETE", headers })).status,
    ).toBe(400);
  });

  it("updates a post when its id is given and deletes it", async () => {
    const { json } = await save(postBody({ status: "published" }));
    const { res, json: updated } = await save(
      postBody({
        id: json.post.id,
        slug: json.post.slug,
        title: "Renamed post",
        status: "published",
      }),
    );
    expect(res.status).toBe(200);
    expect(updated.post.id).toBe(json.post.id);
    const one = (await (await server.get(`/api/blog-posts/${json.post.slug}`)).json()) as {
      title: string;
      readTime: number;
    };
    expect(one.title).toBe("Renamed post");
    expect(one.readTime).toBe(2); // 1 + 7 x 30 = 211 words: ceil(211 / 200)
  });
});

describe("validation", () => {
  it("refuses a slug that is already taken with 409", async () => {
    const { json } = await save(postBody());
    const { res, json: second } = await save(postBody({ slug: json.post.slug }));
    expect(res.status).toBe(409);
    expect(second.error?.message).toContain(json.post.slug);
    expect(second.error?.fields?.slug).toBeDefined();
  });

  it("applies the column limits with a message per field and stores nothing", async () => {
    const before = (
      (await (await server.get("/api/admin/blog-posts", token)).json()) as { posts: unknown[] }
    ).posts.length;
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "x".repeat(501) }, "title"],
      [{ slug: `a${"b".repeat(500)}` }, "slug"],
      [{ slug: "Not A Slug!" }, "slug"],
      [{ metaDescription: "m".repeat(161) }, "metaDescription"],
      [{ focusKeyword: "k".repeat(101) }, "focusKeyword"],
      [{ category: "c".repeat(101) }, "category"],
      [{ title: "" }, "title"],
      [{ excerpt: "" }, "excerpt"],
      [{ content: "   " }, "content"],
      [{ status: "archived" }, "status"],
    ];
    for (const [override, field] of cases) {
      const { res, json } = await save(postBody(override));
      expect(res.status, field).toBe(400);
      expect(json.error?.code).toBe("invalid_input");
      expect(json.error?.fields?.[field], field).toBeTruthy();
    }
    const { res, json } = await save(postBody({ content: "<script>alert(1)</script>" }));
    expect(res.status).toBe(400);
    expect(json.error?.fields?.content).toMatch(/unsafe/);
    const after = (
      (await (await server.get("/api/admin/blog-posts", token)).json()) as { posts: unknown[] }
    ).posts.length;
    expect(after).toBe(before);
  });

  it("accepts a meta description of exactly 160 characters", async () => {
    const { res } = await save(postBody({ metaDescription: "m".repeat(160) }));
    expect(res.status).toBe(201);
  });
});

describe("stored HTML is safe", () => {
  it(`stores and serves ${xssPayloads.length} XSS payloads harmlessly`, async () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(30);
    for (const [i, payload] of xssPayloads.entries()) {
      const { res, json } = await save(
        postBody({
          slug: `xss-${i}`,
          status: "published",
          category: "XSS",
          content: `<p>Safe text ${i}</p>${payload}`,
        }),
      );
      expect(res.status, payload).toBe(201);
      const served = (await (await server.get(`/api/blog-posts/xss-${i}`)).json()) as {
        content: string;
      };
      expect(looksExecutable(served.content), `${payload} -> ${served.content}`).toBe(false);
      expect(served.content).toContain(`Safe text ${i}`);
      const admin = (await (await server.get("/api/admin/blog-posts", token)).json()) as {
        posts: { id: number; content: string }[];
      };
      const stored = admin.posts.find((p) => p.id === json.post.id)?.content ?? "";
      expect(looksExecutable(stored), stored).toBe(false);
    }
  });
});

describe("public reads", () => {
  it("lists published posts and returns related posts as {posts} without the current one", async () => {
    const slugs: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { json } = await save(postBody({ category: "Leadership", status: "published" }));
      slugs.push(json.post.slug);
    }
    const list = await publicList();
    expect(Array.isArray(list)).toBe(true);
    for (const post of list) expect(Object.keys(post).sort()).toEqual(PUBLIC_FIELDS);

    // Related posts are the newest of the category: reading the newest one must leave it out
    // and bring the next three, newest first.
    const newest = slugs[4];
    const res = await server.get(`/api/blog-posts?category=Leadership&limit=3&exclude=${newest}`);
    const body = (await res.json()) as { posts: { slug: string; category: string }[] };
    expect(body.posts.map((p) => p.slug)).toEqual([slugs[3], slugs[2], slugs[1]]);
    const all = (await (
      await server.get("/api/blog-posts?category=Leadership&limit=3")
    ).json()) as {
      posts: { slug: string }[];
    };
    expect(all.posts.map((p) => p.slug)).toEqual([slugs[4], slugs[3], slugs[2]]);
    for (const post of body.posts) {
      expect(post.category).toBe("Leadership");
      expect(Object.keys(post).sort()).toEqual(PUBLIC_FIELDS);
    }
    expect((await server.get("/api/blog-posts?limit=0&category=x")).status).toBe(400);
  });

  it("answers a page of the /blog list as cards with the page's counts, for the list's own script", async () => {
    const { json } = await save(postBody({ category: "Paged Category", status: "published" }));
    const res = await server.get("/api/blog-posts?page=1&category=Paged%20Category");
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      posts: Record<string, unknown>[];
      articleCount: number;
      categories: string[];
      category: string | null;
      page: number;
      pageCount: number;
    };
    expect(body.posts.map((p) => p.slug)).toEqual([json.post.slug]);
    // Cards only: the list never carries the articles' content.
    expect(Object.keys(body.posts[0] ?? {}).sort()).toEqual(
      ["category", "date", "excerpt", "id", "readTime", "slug", "title"].sort(),
    );
    expect(body).toMatchObject({ category: "Paged Category", page: 1, pageCount: 1 });
    expect(body.categories).toContain("Paged Category");
    expect(body.articleCount).toBeGreaterThanOrEqual(1);

    // As the page's links: a page past the last shows the last, an empty category its empty list.
    const all = (await (await server.get("/api/blog-posts?page=99")).json()) as typeof body;
    expect(all).toMatchObject({ category: null, page: all.pageCount });
    const empty = (await (
      await server.get("/api/blog-posts?page=1&category=Nothing%20Here")
    ).json()) as typeof body;
    expect(empty).toMatchObject({ posts: [], category: "Nothing Here", page: 1, pageCount: 1 });
  });

  it("answers an unknown slug with 404 in the error contract", async () => {
    const res = await server.get("/api/blog-posts/no-such-post");
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not_found");
  });

  it("serves a blog sitemap and an RSS feed that parse as XML", async () => {
    const { json } = await save(postBody({ title: "Feeds & <sitemaps>", status: "published" }));
    const sitemapRes = await server.get("/blog-sitemap.xml");
    expect(sitemapRes.headers.get("content-type")).toContain("xml");
    const sitemap = parseXml(await sitemapRes.text());
    const locs = Array.from(
      { length: sitemap.getElementsByTagName("loc").length },
      (_, i) => sitemap.getElementsByTagName("loc")[i]?.textContent,
    );
    expect(locs).toContain(`http://localhost:3000/blog/${json.post.slug}`);
    expect(sitemap.getElementsByTagName("lastmod").length).toBe(locs.length);

    const rssRes = await server.get("/rss.xml");
    expect(rssRes.headers.get("content-type")).toContain("rss+xml");
    const rss = parseXml(await rssRes.text());
    expect(rss.documentElement?.getAttribute("version")).toBe("2.0");
    const titles = Array.from(
      { length: rss.getElementsByTagName("title").length },
      (_, i) => rss.getElementsByTagName("title")[i]?.textContent,
    );
    expect(titles).toContain("Feeds & <sitemaps>");
  });

  it("serves the pages sitemap that /sitemap.xml indexes beside the blog's", async () => {
    const res = await server.get("/pages-sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const sitemap = parseXml(await res.text());
    expect(sitemap.documentElement?.tagName).toBe("urlset");
    const paths = Array.from(
      { length: sitemap.getElementsByTagName("loc").length },
      (_, i) => new URL(sitemap.getElementsByTagName("loc")[i]?.textContent ?? "").pathname,
    );
    expect(paths).toEqual(expect.arrayContaining(["/", "/services/cv-writing", "/blog"]));
    expect(paths).not.toContain("/home");
  });

  it("serves robots.txt and the /sitemap.xml index of the sitemaps, all cached alike", async () => {
    const feeds = ["/pages-sitemap.xml", "/blog-sitemap.xml", "/rss.xml"];
    const robots = await server.get("/robots.txt");
    expect(robots.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const robotsText = await robots.text();
    expect(robotsText).toMatch(/^Disallow: \/admin$/m);
    expect(robotsText).toMatch(/^Disallow: \/api\/$/m);
    expect([...robotsText.matchAll(/^Sitemap: (\S+)$/gm)].map((m) => m[1])).toEqual(
      ["/sitemap.xml", ...feeds].map((path) => `http://localhost:3000${path}`),
    );

    const index = await server.get("/sitemap.xml");
    expect(index.headers.get("content-type")).toContain("application/xml");
    const root = parseXml(await index.text()).documentElement;
    expect(root?.tagName).toBe("sitemapindex");
    const locs = Array.from(
      { length: root?.getElementsByTagName("loc").length ?? 0 },
      (_, i) => root?.getElementsByTagName("loc")[i]?.textContent,
    );
    expect(locs).toEqual(feeds.map((path) => `http://localhost:3000${path}`));

    for (const path of ["/robots.txt", "/sitemap.xml", ...feeds]) {
      const res = await server.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("public, max-age=300");
    }
  });
});

describe("SEO analytics and optimisation", () => {
  it("live analysis returns the checks and a 0-100 score", async () => {
    const res = await server.post(
      "/api/admin/blog-seo-analysis",
      { title: "CV tips", slug: "cv-tips", content: "<p>Short.</p>", focusKeyword: "cv tips" },
      token,
    );
    expect(res.status).toBe(200);
    const report = (await res.json()) as {
      score: number;
      checks: { label: string; rating: string }[];
    };
    expect(report.score).toBeGreaterThanOrEqual(0);
    expect(report.score).toBeLessThanOrEqual(100);
    expect(report.checks.find((c) => c.label === "Text length")?.rating).toBe("bad");
  });

  it("optimise-all fills only empty fields and never rewrites what the author wrote", async () => {
    const { json } = await save(
      postBody({
        metaDescription: null,
        focusKeyword: null,
        tags: [],
        status: "published",
        title: "Ask for a raise in Nairobi",
      }),
    );
    // A short meta description (19 characters), and a title too long for a search title.
    const shortMeta = "Kazi’s tips — short";
    const longTitle =
      `Negotiating your first salary in Kenya: ${"a practical guide ".repeat(4)}`.trim();
    const { json: authored } = await save(
      postBody({ metaDescription: shortMeta, title: longTitle, status: "published" }),
    );
    type AdminPost = {
      id: number;
      title: string;
      content: string;
      excerpt: string;
      metaDescription: string | null;
      focusKeyword: string | null;
      tags: string[];
    };
    const adminPosts = async () =>
      ((await (await server.get("/api/admin/blog-posts", token)).json()) as { posts: AdminPost[] })
        .posts;
    const before = await adminPosts();
    const res = await server.post("/api/admin/optimize-blogs", {}, token);
    expect(res.status).toBe(200);
    const result = (await res.json()) as { optimizedCount: number; improvements: string[] };
    expect(result.optimizedCount).toBeGreaterThan(0);
    expect(
      result.improvements.some(
        (i) => i.includes("Ask for a raise in Nairobi") && i.includes("meta description"),
      ),
    ).toBe(true);
    expect(result.improvements.find((i) => i.includes(longTitle))).not.toMatch(/meta description/);

    const after = await adminPosts();
    for (const was of before) {
      const now = after.find((p) => p.id === was.id);
      expect(now?.title).toBe(was.title);
      expect(now?.content).toBe(was.content);
      expect(now?.excerpt).toBe(was.excerpt);
      if (was.metaDescription !== null) expect(now?.metaDescription).toBe(was.metaDescription);
      if (was.focusKeyword !== null) expect(now?.focusKeyword).toBe(was.focusKeyword);
      if (was.tags.length > 0) expect(now?.tags).toEqual(was.tags);
    }
    expect(after.find((p) => p.id === authored.post.id)?.metaDescription).toBe(shortMeta);

    const optimised = after.find((p) => p.id === json.post.id);
    expect(optimised?.metaDescription?.length).toBeGreaterThan(0);
    expect(optimised?.metaDescription?.length).toBeLessThanOrEqual(160);
    expect(optimised?.focusKeyword).toBeTruthy();
    expect(optimised?.tags.length).toBeGreaterThan(0);
    // A second run has nothing left to fix on that post.
    const again = (await (await server.post("/api/admin/optimize-blogs", {}, token)).json()) as {
      improvements: string[];
    };
    expect(again.improvements.some((i) => i.includes("Ask for a raise in Nairobi"))).toBe(false);

    const analytics = (await (await server.get("/api/admin/blog-analytics", token)).json()) as {
      publishedBlogs: number;
      avgSeoScore: number;
      topCategories: { category: string; count: number }[];
      suggestions: string[];
    };
    expect(analytics.publishedBlogs).toBe((await publicList()).length);
    expect(analytics.avgSeoScore).toBeGreaterThan(0);
    expect(analytics.topCategories[0]?.count).toBeGreaterThan(0);
    // The short meta description is the author's to improve: suggested, not rewritten.
    expect(analytics.suggestions).toContainEqual(
      expect.stringContaining(`"${longTitle}": the meta description has 19 characters`),
    );
  });
});

describe("AI drafting (offline engine)", () => {
  it("generates a draft and modifies content", async () => {
    const res = await server.post(
      "/api/admin/generate-blog",
      {
        title: "Preparing for a Panel Interview",
        category: "Interview Preparation",
        additionalInstructions: "for graduates",
      },
      token,
    );
    expect(res.status).toBe(200);
    const draft = (await res.json()) as {
      content: string;
      excerpt: string;
      metaDescription: string;
      focusKeyword: string;
      keywords: string[];
    };
    expect(draft.content).toContain("<h2>");
    expect(draft.metaDescription.length).toBeLessThanOrEqual(160);
    expect(draft.focusKeyword).toBeTruthy();

    const modified = await server.post(
      "/api/admin/modify-blog",
      {
        originalContent: draft.content,
        modificationRequest: "add a conclusion",
        title: "Preparing for a Panel Interview",
      },
      token,
    );
    expect(modified.status).toBe(200);
    expect(((await modified.json()) as { modifiedContent: string }).modifiedContent).toContain(
      "<h2>Conclusion</h2>",
    );
  });

  it("draws a draft from the blog's published posts, never from drafts", async () => {
    const post = (slug: string, status: string, sentence: string) =>
      server.post(
        "/api/admin/blog-posts",
        {
          title: `Probation periods in Kenya (${status})`,
          slug,
          excerpt: "What a probation period means for a new employee in Kenya.",
          content: `<p>An introduction that frames this post only.</p><h2>What probation means at work</h2><p>${sentence}</p>`,
          category: "Career Tips",
          tags: ["probation"],
          status,
        },
        token,
      );
    expect(
      (
        await post(
          "probation-periods-published",
          "published",
          "Probation periods let an employer and a new employee judge the fit before the contract is confirmed.",
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await post(
          "probation-periods-draft",
          "draft",
          "A sentence only the unpublished draft holds about probation.",
        )
      ).status,
    ).toBe(201);
    const res = await server.post(
      "/api/admin/generate-blog",
      {
        title: "Your probation period at a new job",
        category: "Career Tips",
        additionalInstructions: "700-900 words.",
      },
      token,
    );
    const { content } = (await res.json()) as { content: string };
    expect(content).toContain("judge the fit before the contract is confirmed");
    expect(content).toContain('href="/blog/probation-periods-published"');
    expect(content).not.toContain("only the unpublished draft holds");
    expect(content).not.toContain("frames this post only");
  });

  it("answers the editor's messages for missing input", async () => {
    const noTitle = await server.post("/api/admin/generate-blog", { title: " " }, token);
    expect(noTitle.status).toBe(400);
    expect(
      ((await noTitle.json()) as { error: { fields: Record<string, string> } }).error.fields.title,
    ).toBe("Please enter a title first");
    const noContent = await server.post(
      "/api/admin/modify-blog",
      { originalContent: "", modificationRequest: "" },
      token,
    );
    const fields = ((await noContent.json()) as { error: { fields: Record<string, string> } }).error
      .fields;
    expect(fields.originalContent).toBe("Please add content first");
    expect(fields.modificationRequest).toBe("Please describe what you want to change");
    const unknown = await server.post(
      "/api/admin/modify-blog",
      { originalContent: "<p>x</p>", modificationRequest: "translate to French" },
      token,
    );
    expect(unknown.status).toBe(400);
  });
});
