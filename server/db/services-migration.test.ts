import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { fromRoot } from "../paths";

const migration = "0005_services_as_asked";

/** drizzle/ as it was just before `migration`: the journal cut before it. */
function foldersBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "kazi-migrations-"));
  cpSync(fromRoot("drizzle"), dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as {
    entries: Array<{ tag: string }>;
  };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe(`migration ${migration}`, () => {
  const before = foldersBefore(migration);
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it("rewrites stored contact options and their labels to the services' names", async () => {
    const client = await PGlite.create();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    const legacy: Record<string, string | null> = {
      a: "professional-development",
      b: "cv-writing",
      c: "CV Writing & Career Services",
      d: "editing",
      e: "LinkedIn Optimization",
      f: null,
    };
    for (const [sessionId, service] of Object.entries(legacy)) {
      await db.execute(
        sql`insert into chat_interactions (session_id, service_interest) values (${sessionId}, ${service})`,
      );
    }
    await migrate(db, { migrationsFolder: fromRoot("drizzle") });
    const result = await db.execute<{ session_id: string; service_interest: string | null }>(
      sql`select session_id, service_interest from chat_interactions order by session_id`,
    );
    expect(result.rows.map((r) => r.service_interest)).toEqual([
      "Professional Development",
      "CV Writing",
      "CV Writing",
      "Editing & Proofreading",
      "LinkedIn Optimization",
      null,
    ]);
    await client.close();
  });
});
