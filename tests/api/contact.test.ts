import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactInquiries } from "../../server/db/schema";
import { startTestServer, type TestServer } from "../support/server";

const valid = {
  firstName: "Amina",
  lastName: "Wanjiku",
  email: "amina@example.co.ke",
  phone: "0712 345 678",
  service: "cv-writing",
  message: "I need a CV for a finance manager role.",
};

let server: TestServer;
beforeAll(async () => {
  // Limits off here; the rate-limit case below runs its own server with limits on.
  server = await startTestServer({ RATE_LIMITS: "off" });
});
afterAll(() => server.close());

async function rows() {
  return server.services.db
    .select({
      firstName: contactInquiries.firstName,
      lastName: contactInquiries.lastName,
      email: contactInquiries.email,
      phone: contactInquiries.phone,
      service: contactInquiries.service,
      message: contactInquiries.message,
    })
    .from(contactInquiries)
    .orderBy(desc(contactInquiries.id));
}

async function errorOf(res: Response) {
  return (
    (await res.json()) as {
      error: { code: string; message: string; fields?: Record<string, string> };
    }
  ).error;
}

describe("POST /api/contact", () => {
  it("stores a valid inquiry with the phone in E.164 and answers success with a message", async () => {
    const before = (await rows()).length;
    const res = await server.post("/api/contact", valid);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; message: string };
    expect(body.success).toBe(true);
    expect(body.message).toMatch(/consultant will get back to you/);
    const stored = await rows();
    expect(stored).toHaveLength(before + 1);
    expect(stored[0]).toEqual({ ...valid, phone: "+254712345678" });
  });

  it("accepts an empty service and message and stores them as empty", async () => {
    const res = await server.post("/api/contact", {
      ...valid,
      phone: "+254 733 000 111",
      service: "",
      message: "",
    });
    expect(res.status).toBe(200);
    expect((await rows())[0]).toMatchObject({
      phone: "+254733000111",
      service: null,
      message: null,
    });
  });

  const invalidCases: [string, Record<string, unknown>, string][] = [
    ["missing first name", { ...valid, firstName: undefined }, "firstName"],
    ["blank first name", { ...valid, firstName: "   " }, "firstName"],
    ["first name over 100 characters", { ...valid, firstName: "a".repeat(101) }, "firstName"],
    ["missing last name", { ...valid, lastName: "" }, "lastName"],
    ["last name over 100 characters", { ...valid, lastName: "b".repeat(101) }, "lastName"],
    ["invalid email", { ...valid, email: "amina@" }, "email"],
    ["missing email", { ...valid, email: undefined }, "email"],
    ["missing phone", { ...valid, phone: undefined }, "phone"],
    ["blank phone", { ...valid, phone: "   " }, "phone"],
    ["invalid phone", { ...valid, phone: "12345" }, "phone"],
    ["letters for a phone", { ...valid, phone: "call me maybe" }, "phone"],
    ["unknown service", { ...valid, service: "astrology" }, "service"],
    ["message over 5000 characters", { ...valid, message: "m".repeat(5001) }, "message"],
  ];

  it.each(invalidCases)(
    "rejects %s with 400, a field error and nothing stored",
    async (_, body, field) => {
      const before = (await rows()).length;
      const res = await server.post("/api/contact", body);
      expect(res.status).toBe(400);
      const error = await errorOf(res);
      expect(error.code).toBe("invalid_input");
      expect(Object.keys(error.fields ?? {})).toContain(field);
      expect(error.fields?.[field]).toMatch(/\w/);
      expect(await rows()).toHaveLength(before);
    },
  );

  it("answers 40 inquiries sent at once with 200 each, every one stored exactly once", async () => {
    const messages = Array.from({ length: 40 }, (_, i) => `Sent at once, number ${i}.`);
    const answers = await Promise.all(
      messages.map((message) => server.post("/api/contact", { ...valid, message })),
    );
    expect(answers.map((res) => res.status)).toEqual(messages.map(() => 200));
    const stored = (await rows())
      .map((row) => row.message)
      .filter((m) => messages.includes(m ?? ""));
    expect(stored.sort()).toEqual([...messages].sort());
  });

  it("accepts a message of exactly 5000 characters", async () => {
    const res = await server.post("/api/contact", { ...valid, message: "m".repeat(5000) });
    expect(res.status).toBe(200);
  });

  it("answers a bot that fills the honeypot like a person, and stores nothing", async () => {
    const before = (await rows()).length;
    const res = await server.post("/api/contact", { ...valid, website: "http://spam.example" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { success: boolean }).success).toBe(true);
    expect(await rows()).toHaveLength(before);
  });

  it("rejects an oversize body with 413 and stores nothing", async () => {
    const before = (await rows()).length;
    const res = await server.post("/api/contact", { ...valid, message: "x".repeat(100_000) });
    expect(res.status).toBe(413);
    expect((await errorOf(res)).code).toBe("payload_too_large");
    expect(await rows()).toHaveLength(before);
  });

  it("rejects malformed JSON with 400", async () => {
    const res = await server.fetch("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"firstName":',
    });
    expect(res.status).toBe(400);
  });
});

describe("POST /api/contact rate limit", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ RATE_LIMITS: "on" });
  });
  afterAll(() => limited.close());

  it("answers 429 with Retry-After and a clear message after 5 messages from one address", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await limited.post("/api/contact", valid)).status).toBe(200);
    }
    const res = await limited.post("/api/contact", valid);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    const error = await errorOf(res);
    expect(error.code).toBe("rate_limited");
    expect(error.message).toMatch(/Too many requests\. Please try again in/);
    const count = await limited.services.db.$count(contactInquiries);
    expect(count).toBe(5);
  });
});
