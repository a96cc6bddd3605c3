import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatOpens } from "../../server/db/schema";
import { chatOpenRule } from "../../server/http/api/chat";
import { startTestServer, type TestServer } from "../support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const opens = async () => (await server.services.db.select({ n: count() }).from(chatOpens))[0]?.n;
const open = () => server.fetch("/api/chat/opened", { method: "POST" });

describe("POST /api/chat/opened", () => {
  it("records one chat open per request, with its time and nothing else", async () => {
    const before = Date.now();
    const res = await open();
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    const rows = await server.services.db.select().from(chatOpens);
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(["at", "id"]);
    expect(rows[0]?.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("is rate-limited per address like the other public endpoints", async () => {
    const recorded = (await opens()) ?? 0;
    const statuses: number[] = [];
    for (let i = recorded; i <= chatOpenRule.limit; i++) statuses.push((await open()).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 204)).toBe(true);
    expect(await opens()).toBe(chatOpenRule.limit);
  });
});
