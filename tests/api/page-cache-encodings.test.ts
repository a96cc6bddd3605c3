import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server";

/**
 * Cached pages keep their compressed copy (server/http/gzip-around-nonce.ts): what each encoding
 * decodes to must be the page the identity answer carries, with the request's own nonce, and a
 * blog edit must reach every encoding at once. The cache is on in production only. Needs
 * `npm run build`.
 */
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ NODE_ENV: "production", RATE_LIMITS: "off" }, { pages: true });
  token = await server.signIn();
});
afterAll(() => server.close());

/** The raw answer (fetch would decode it), its body decoded as its Content-Encoding says. */
function get(path: string, acceptEncoding?: string) {
  return new Promise<{ headers: Record<string, string>; html: string }>((resolve, reject) => {
    const url = new URL(path, server.url);
    const headers = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const decoded =
          encoding === "gzip"
            ? gunzipSync(body)
            : encoding === "br"
              ? brotliDecompressSync(body)
              : body;
        expect(res.headers["content-length"]).toBe(String(body.length));
        resolve({ headers: res.headers as Record<string, string>, html: decoded.toString() });
      });
    })
      .on("error", reject)
      .end();
  });
}

/** The page with its nonce taken out, to compare answers that each carry their own. */
function withoutNonce({ headers, html }: { headers: Record<string, string>; html: string }) {
  const nonce = /'nonce-([^']+)'/.exec(headers["content-security-policy"] ?? "")?.[1];
  expect(nonce).toBeTruthy();
  expect(html).toContain(`nonce="${nonce}"`);
  return html.split(nonce as string).join("NONCE");
}

describe("a cached page in each encoding", () => {
  it("decodes to the identity page, with its own nonce, for gzip and for br with gzip", async () => {
    await get("/");
    const identity = await get("/");
    expect(identity.headers["x-page-cache"]).toBe("hit");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    for (const accept of ["gzip", "gzip, deflate, br, zstd", "br;q=1, gzip;q=0.8"]) {
      const encoded = await get("/", accept);
      expect(encoded.headers["x-page-cache"]).toBe("hit");
      expect(encoded.headers["content-encoding"]).toBe("gzip");
      expect(encoded.headers.vary).toMatch(/accept-encoding/i);
      expect(withoutNonce(encoded)).toBe(withoutNonce(identity));
    }
  });

  it("shows a blog edit at once in every encoding", async () => {
    await get("/blog", "gzip");
    const title = "Interview questions Nairobi employers ask";
    const res = await server.post(
      "/api/admin/blog-posts",
      {
        title,
        slug: "interview-questions-nairobi",
        excerpt: "What to prepare.",
        content: `<h2>Prepare</h2><p>${"Practise your answers aloud before the day. ".repeat(30)}</p>`,
        category: "Interview Tips",
        tags: ["interview"],
        metaDescription: "Interview questions.",
        focusKeyword: "interview",
        status: "published",
      },
      token,
    );
    expect(res.status).toBe(201);
    for (const accept of [undefined, "gzip", "br, gzip"]) {
      expect((await get("/blog", accept)).html).toContain(title);
    }
  });
});
