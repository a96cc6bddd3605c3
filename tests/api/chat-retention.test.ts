import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { chatInteractions, conversationMessages } from "../../server/db/schema";
import { createLogger } from "../../server/log";
import { startServer } from "../../server/main";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/** L8: conversations nobody can follow up (no phone, no email) go after 30 days without a turn. */
let database: TestDatabase | undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), "kazi-chat-retention-"));
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
  });
  return startServer(config, { log: createLogger("silent"), pages: false });
}

describe("abandoned conversation retention", () => {
  it("drops conversations without contact details idle for over 30 days, at start", async () => {
    const first = await start();
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);
    const rows = [
      { sessionId: "abandoned-old", updatedAt: daysAgo(31) },
      { sessionId: "abandoned-recent", updatedAt: daysAgo(29) },
      { sessionId: "phone-old", phone: "+254712345678", updatedAt: daysAgo(90) },
      { sessionId: "email-old", email: "a@example.com", updatedAt: daysAgo(90) },
      { sessionId: "flagged-old", flagged: true, flagNote: "check", updatedAt: daysAgo(90) },
    ];
    await first.services.db.insert(chatInteractions).values(rows);
    await first.services.db.insert(conversationMessages).values(
      rows.map((row) => ({
        sessionId: row.sessionId,
        messageIndex: 0,
        role: "user",
        content: "hello",
      })),
    );
    await first.close();

    const second = await start();
    try {
      const { conversations } = await second.services.conversations.list({
        offset: 0,
        limit: 10,
      });
      expect(conversations.map((c) => c.sessionId).sort()).toEqual(
        ["abandoned-recent", "email-old", "flagged-old", "phone-old"].sort(),
      );
      expect(await second.services.conversations.messages("abandoned-old")).toEqual([]);
    } finally {
      await second.close();
    }
  }, 90_000);
});
