import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: "on" });
});
afterAll(() => server.close());

describe("POST /api/newsletter", () => {
  it("answers a new and an already-subscribed address alike, and stores the address once (L6)", async () => {
    const first = await server.post("/api/newsletter", { email: "Reader@Example.co.ke " });
    const again = await server.post("/api/newsletter", { email: "reader@example.co.ke" });
    expect(first.status).toBe(200);
    expect(again.status).toBe(first.status);
    const [firstBody, againBody] = await Promise.all([first.json(), again.json()]);
    // Anyone can type any address: the answer must not tell whether it was already on the list.
    expect(againBody).toEqual(firstBody);
    expect(firstBody).toEqual({ success: true, message: expect.stringMatching(/inbox/) });
    const token = await server.signIn();
    const list = (await (await server.get("/api/admin/subscribers", token)).json()) as {
      subscribers: { email: string }[];
    };
    expect(list.subscribers.filter((s) => s.email === "reader@example.co.ke")).toHaveLength(1);
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
