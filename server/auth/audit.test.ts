import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
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
});
