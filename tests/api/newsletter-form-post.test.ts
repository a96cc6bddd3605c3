import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "../../server/db/schema";
import { startTestServer, type TestServer } from "../support/server";

/**
 * The blog's newsletter box posted as a browser does before the page's JavaScript has loaded:
 * a plain urlencoded form post to the blog page, answered with the page. Needs `npm run build`.
 */
function postForm(server: TestServer, email: string, path = "/blog") {
  return server.fetch(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: new URLSearchParams({ email }).toString(),
  });
}

describe("newsletter box posted without JavaScript", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: "off" }, { pages: true });
  });
  afterAll(() => server.close());

  const stored = () => server.services.db.$count(newsletterSubscribers);

  it("subscribes like POST /api/newsletter and shows the same confirmation in the page", async () => {
    const before = await stored();
    const res = await postForm(server, "Reader@Example.co.ke ");
    expect(res.status).toBe(200);
    const html = await res.text();
    const api = (await (
      await server.post("/api/newsletter", { email: "reader@example.co.ke" })
    ).json()) as { message: string };
    expect(html).toContain(api.message);
    expect(html).toContain("Career Advice Blog</h1>");
    expect(await stored()).toBe(before + 1);
  });

  it("answers an invalid address with 400 and the field's message, keeping what was typed", async () => {
    const before = await stored();
    const res = await postForm(server, "not-an-email", "/blog?category=Interviews");
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Please enter a valid email address");
    expect(html).toMatch(
      /name="email"[^>]*value="not-an-email"|value="not-an-email"[^>]*name="email"/,
    );
    expect(await stored()).toBe(before);
  });

  it("posts back to the page it is on, filter and page included", async () => {
    const html = await (await server.fetch("/blog?category=Interviews&page=2")).text();
    const form = /<form [^>]*action="[^"]*#newsletter"[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('action="/blog?category=Interviews&amp;page=2#newsletter"');
    expect(form).toContain('method="post"');
  });
});

describe("newsletter box post rate limit", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ RATE_LIMITS: "on" }, { pages: true });
  });
  afterAll(() => limited.close());

  it("shares the JSON API's limit and its text", async () => {
    for (let i = 0; i < 9; i++)
      expect((await limited.post("/api/newsletter", { email: `r${i}@example.com` })).status).toBe(
        200,
      );
    expect((await postForm(limited, "r9@example.com")).status).toBe(200);
    const res = await postForm(limited, "r10@example.com");
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await res.text()).toContain(
      "Too many sign-ups from your network. Please try again later.",
    );
  });
});
