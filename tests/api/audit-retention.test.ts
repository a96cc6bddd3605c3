import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { auditLog } from "../../server/db/schema";
import { createLogger } from "../../server/log";
import { startServer } from "../../server/main";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/** M6: the audit log keeps AUDIT_RETENTION_DAYS of entries; older ones go at the next start. */
let database: TestDatabase | undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), "kazi-audit-"));
afterAll(async () => {
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start() {
  database ??= await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    DATA_DIR: dataDir,
    DATABASE_URL: database.databaseUrl,
    DEMO_CONTENT: "off",
    LOG_LEVEL: "silent",
    AUDIT_RETENTION_DAYS: "30",
  });
  return startServer(config, { log: createLogger("silent"), pages: false });
}

describe("audit retention", () => {
  it("drops entries older than AUDIT_RETENTION_DAYS when the server starts", async () => {
    const first = await start();
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);
    await first.services.db.insert(auditLog).values([
      { event: "sign_in", username: "old", at: daysAgo(31) },
      { event: "sign_in", username: "kept", at: daysAgo(29) },
    ]);
    await first.close();

    const second = await start();
    try {
      const names = (await second.services.auth.audit.recent(10)).map((e) => e.username);
      expect(names).toContain("kept");
      expect(names).not.toContain("old");
    } finally {
      await second.close();
    }
  }, 90_000);
});
