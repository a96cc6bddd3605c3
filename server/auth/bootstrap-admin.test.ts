import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/test-database";
import { createAdminAccounts } from "./admin-accounts";
import { bootstrapAdmin } from "./bootstrap-admin";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

const configured = { username: "owner", password: "correct-horse-battery-9", reset: false };
const noSessions = { revokeAll: async () => 0 };

describe("bootstrapAdmin", () => {
  it("creates the configured account once, and on later starts keeps it without hashing the password again", async () => {
    const accounts = createAdminAccounts(handle.db);
    const counted = { ...accounts, createIfMissing: vi.fn(accounts.createIfMissing) };
    expect(await bootstrapAdmin(counted, noSessions, configured)).toEqual({
      kind: "created",
      username: "owner",
    });
    expect(await bootstrapAdmin(counted, noSessions, configured)).toEqual({
      kind: "kept",
      username: "owner",
    });
    // A password hash is 19 MB of memory and a tenth of a second at every start.
    expect(counted.createIfMissing).toHaveBeenCalledTimes(1);
  });
});
