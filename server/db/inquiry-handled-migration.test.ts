import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { fromRoot } from "../paths";
import { migrationsBefore } from "./migrations-before";

const migration = "0011_inquiry_handled_status";

/** A timestamp column as ISO text; raw queries answer in the driver's own form. */
const instant = (value: unknown) => (value === null ? null : new Date(String(value)).toISOString());

describe(`migration ${migration}`, () => {
  const before = migrationsBefore(migration);
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it("makes the handled mark and the lead status agree, with the change in the history", async () => {
    const client = await PGlite.create();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    const inquiry = (name: string, handledAt: string | null, status: string) =>
      db.execute(sql`insert into contact_inquiries
        (first_name, last_name, email, phone, handled_at, lead_status)
        values (${name}, 'Otieno', 'o@example.co.ke', '+254712000111', ${handledAt}, ${status})`);
    await inquiry("marked", "2026-11-20T09:00:00Z", "new");
    await inquiry("untouched", null, "new");
    await inquiry("moved", null, "qualified");
    await inquiry("both", "2026-11-21T09:00:00Z", "won");
    await db.execute(sql`insert into lead_events (inquiry_id, created_at, actor_name, kind, detail)
      select id, '2026-11-22T10:00:00Z', 'wanjiru', 'status', 'qualified'
      from contact_inquiries where first_name = 'moved'`);

    await migrate(db, { migrationsFolder: fromRoot("drizzle") });
    const rows = await db.execute<{ first_name: string; lead_status: string; handled_at: unknown }>(
      sql`select first_name, lead_status, handled_at from contact_inquiries order by id`,
    );
    expect(rows.rows.map((r) => [r.first_name, r.lead_status, instant(r.handled_at)])).toEqual([
      ["marked", "contacted", "2026-11-20T09:00:00.000Z"],
      ["untouched", "new", null],
      ["moved", "qualified", "2026-11-22T10:00:00.000Z"],
      ["both", "won", "2026-11-21T09:00:00.000Z"],
    ]);
    const events = await db.execute<{ at: unknown; actor_name: string; detail: string }>(
      sql`select e.created_at as at, e.actor_name, e.detail from lead_events e
        join contact_inquiries i on i.id = e.inquiry_id where i.first_name = 'marked'`,
    );
    expect(events.rows.map((e) => [instant(e.at), e.actor_name, e.detail])).toEqual([
      ["2026-11-20T09:00:00.000Z", "Inquiries tab", "contacted"],
    ]);
    await client.close();
  });
});
