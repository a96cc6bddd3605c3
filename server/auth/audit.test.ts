import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { auditLog } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { createAuditLog } from "./audit";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe("audit log", () => {
  it("records events newest first and clips oversized values instead of failing", async () => {
    const audit = createAuditLog(handle.db);
    await audit.record({ event: "sign_in_failed", username: "x".repeat(400), ip: "10.0.0.1" });
    await audit.record({ event: "sign_in", username: "admin", ip: "10.0.0.1" });
    const [latest, previous] = await audit.recent(2);
    expect(latest).toMatchObject({ event: "sign_in", username: "admin", ip: "10.0.0.1" });
    expect(previous?.username).toHaveLength(255);
    expect(latest?.at).toBeInstanceOf(Date);
  });

  it("prunes entries older than the retention and keeps the rest", async () => {
    const audit = createAuditLog(handle.db, 7);
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);
    await handle.db.insert(auditLog).values([
      { event: "sign_in", username: "eight-days", at: daysAgo(8) },
      { event: "sign_in", username: "six-days", at: daysAgo(6) },
    ]);
    await audit.prune();
    const names = (await audit.recent(50)).map((e) => e.username);
    expect(names).toContain("six-days");
    expect(names).not.toContain("eight-days");
  });
});
