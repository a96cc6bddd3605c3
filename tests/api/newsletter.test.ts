import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: "on" });
});
afterAll(() => server.close());

describe("POST /api/newsletter", () => {
  it("subscribes an address once; a repeat sign-up is a success", async () => {
    const first = await server.post("/api/newsletter", { email: "Reader@Example.co.ke " });
    expect(first.status).toBe(200);
    expect(((await first.json()) as { message: string }).message).toMatch(/Thanks for subscribing/);
    const again = await server.post("/api/newsletter", { email: "reader@example.co.ke" });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { message: string }).message).toMatch(/already subscribed/);
  });

  it("refuses an invalid address with a field message", async () => {
    const res = await server.post("/api/newsletter", { email: "not-an-email" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields.email).toBe("Please enter a valid email address");
  });

  it("is rate limited", async () => {
    let last: Response | undefined;
    for (let i = 0; i < 12; i++)
      last = await server.post("/api/newsletter", { email: `r${i}@example.com` });
    expect(last?.status).toBe(429);
    expect(last?.headers.get("retry-after")).toBeTruthy();
  });
});
