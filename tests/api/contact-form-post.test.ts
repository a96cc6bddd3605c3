import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactInquiries } from "../../server/db/schema";
import { startTestServer, type TestServer } from "../support/server";

/**
 * The contact form posted to the home page as a browser does before the page's JavaScript has
 * loaded: a plain urlencoded form post, answered with the page. Needs `npm run build`.
 */
const valid = {
  firstName: "Amina",
  lastName: "Wanjiku",
  email: "amina@example.co.ke",
  phone: "0712 345 678",
  service: "cv-writing",
  message: "I need a CV for a finance manager role.",
};

function postForm(
  server: TestServer,
  fields: Record<string, string>,
  origin: string | null = server.url,
) {
  return server.fetch("/?index", {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(origin ? { origin } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: "off" }, { pages: true });
});
afterAll(() => server.close());

const storedCount = () => server.services.db.$count(contactInquiries);

describe("contact form posted without JavaScript", () => {
  it("stores the inquiry like POST /api/contact and shows the success text in the page", async () => {
    const before = await storedCount();
    const res = await postForm(server, valid);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Message Sent Successfully!");
    expect(html).toMatch(/consultant will get back to you/);
    expect(await storedCount()).toBe(before + 1);
    const [row] = await server.services.db
      .select({ phone: contactInquiries.phone, service: contactInquiries.service })
      .from(contactInquiries)
      .orderBy(contactInquiries.id)
      .limit(1)
      .offset(before);
    expect(row).toEqual({ phone: "+254712345678", service: "cv-writing" });
  });

  it("answers an invalid field with 400, the form's text, the field's message and what was typed", async () => {
    const before = await storedCount();
    const res = await postForm(server, { ...valid, firstName: "Brian", phone: "12345" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Please fill in all required fields correctly.");
    expect(html).toContain("Enter a valid phone number, e.g. 0712 345 678");
    expect(html).toMatch(
      /aria-invalid="true"[^>]*name="phone"|name="phone"[^>]*aria-invalid="true"/,
    );
    expect(html).toMatch(/name="firstName"[^>]*value="Brian"|value="Brian"[^>]*name="firstName"/);
    expect(await storedCount()).toBe(before);
  });

  it("accepts a full-length message in three-byte characters, nine bytes each once percent-encoded", async () => {
    const before = await storedCount();
    const res = await postForm(server, { ...valid, message: "—".repeat(5000) });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Message Sent Successfully!");
    expect(await storedCount()).toBe(before + 1);
  });

  it("answers an oversized post with 413, saying the message is too long and keeping the fields that arrived whole", async () => {
    const before = await storedCount();
    const res = await postForm(server, { ...valid, message: "x".repeat(200_000) });
    expect(res.status).toBe(413);
    const html = await res.text();
    expect(html).toContain("Your message is too long.");
    expect(html).not.toContain("There was an error sending your message.");
    expect(html).toMatch(/name="firstName"[^>]*value="Amina"|value="Amina"[^>]*name="firstName"/);
    expect(html).toMatch(
      /name="email"[^>]*value="amina@example.co.ke"|value="amina@example.co.ke"[^>]*name="email"/,
    );
    expect(await storedCount()).toBe(before);
  });

  it("refuses a post from another site and stores nothing", async () => {
    const before = await storedCount();
    const res = await postForm(server, valid, "https://attacker.example");
    expect(res.status).toBe(400);
    expect(await storedCount()).toBe(before);
  });

  it("refuses another body type with 415, keeping the page", async () => {
    const res = await server.fetch("/?index", {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify(valid),
    });
    expect(res.status).toBe(415);
    expect(await res.text()).toContain("There was an error sending your message.");
  });

  it("accepts the post behind a proxy that ends TLS, when the Host is SITE_URL's", async () => {
    const proxied = await startTestServer(
      { RATE_LIMITS: "off", SITE_URL: "https://kazi.example" },
      { pages: true },
    );
    try {
      const body = new URLSearchParams(valid).toString();
      // fetch cannot set Host; node:http can, as a proxy in front of the server does.
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          `${proxied.url}/?index`,
          {
            method: "POST",
            headers: {
              host: "kazi.example",
              origin: "https://kazi.example",
              "content-type": "application/x-www-form-urlencoded",
              "content-length": Buffer.byteLength(body),
            },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on("error", reject);
        req.end(body);
      });
      expect(status).toBe(200);
      expect(await proxied.services.db.$count(contactInquiries)).toBe(1);
    } finally {
      await proxied.close();
    }
  });
});

describe("contact form post rate limit", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ RATE_LIMITS: "on" }, { pages: true });
  });
  afterAll(() => limited.close());

  it("shares the JSON API's limit: the sixth message from one address gets 429 and its text", async () => {
    for (let i = 0; i < 3; i++)
      expect((await limited.post("/api/contact", valid)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await postForm(limited, valid)).status).toBe(200);
    const res = await postForm(limited, valid);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await res.text()).toMatch(/Too many requests\. Please try again in/);
    expect(await limited.services.db.$count(contactInquiries)).toBe(5);
  });
});
