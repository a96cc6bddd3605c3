import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { fromRoot } from "../paths";
import { migrationsBefore } from "./migrations-before";

const migration = "0007_staff_roles";

describe(`migration ${migration}`, () => {
  const before = migrationsBefore(migration);
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it("makes every existing account an owner, enabled, and a new plain insert a consultant", async () => {
    const client = await PGlite.create();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    for (const name of ["first", "second"]) {
      await db.execute(
        sql`insert into admin_users (username, email, password_hash) values (${name}, ${`${name}@kazi.local`}, 'x')`,
      );
    }
    await migrate(db, { migrationsFolder: fromRoot("drizzle") });
    await db.execute(
      sql`insert into admin_users (username, email, password_hash) values ('later', 'later@kazi.local', 'x')`,
    );
    const result = await db.execute<{ username: string; role: string; disabled_at: Date | null }>(
      sql`select username, role, disabled_at from admin_users order by id`,
    );
    expect(result.rows).toEqual([
      { username: "first", role: "owner", disabled_at: null },
      { username: "second", role: "owner", disabled_at: null },
      { username: "later", role: "consultant", disabled_at: null },
    ]);
    await expect(
      db.execute(sql`update admin_users set role = 'admin' where username = 'later'`),
    ).rejects.toThrow();
    await client.close();
  });
});
