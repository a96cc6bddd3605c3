import { TEST_ADMIN } from "../../support/server";
import { baseUrl } from "./browser";

/** A post as the staff API takes it (POST /api/admin/blog-posts). */
export type BlogPostInput = Record<string, unknown> & { title: string; slug: string };

/**
 * Posts a test file adds through the staff API (signed in as the test admin on first use) and
 * removes when it is done, so the demo content other files see is left as it was.
 */
export function testBlogPosts() {
  let token: string | undefined;
  const created: number[] = [];

  async function signIn(): Promise<string> {
    const login = await fetch(`${baseUrl()}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(TEST_ADMIN),
    });
    if (!login.ok) throw new Error(`sign-in: ${login.status} ${await login.text()}`);
    return ((await login.json()) as { token: string }).token;
  }

  async function api(method: string, path: string, body?: unknown) {
    token ??= await signIn();
    const res = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { "content-type": "application/json" } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<{ post: { id: number; slug: string } }>;
  }

  return {
    /** Adds `post` and returns it as stored. */
    async add(post: BlogPostInput) {
      const saved = (await api("POST", "/api/admin/blog-posts", post)).post;
      created.push(saved.id);
      return saved;
    },
    /** Removes every post this file added. */
    async removeAll() {
      for (const id of created.splice(0)) await api("DELETE", `/api/admin/blog-posts/${id}`);
    },
  };
}
