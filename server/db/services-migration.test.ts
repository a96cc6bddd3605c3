import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { fromRoot } from "../paths";
import { migrationsBefore } from "./migrations-before";

const migration = "0005_services_as_asked";

describe(`migration ${migration}`, () => {
  const before = migrationsBefore(migration);
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
