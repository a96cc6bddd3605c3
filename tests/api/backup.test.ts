import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBackup } from "../../server/backup/backup-format";
import { createBackup } from "../../server/backup/create-backup";
import { restoreBackup } from "../../server/backup/restore-backup";
import { type DatabaseHandle, openDatabase } from "../../server/db/client";
import { startTestServer, type TestServer } from "../support/server";
import { createTestDatabase, type TestDatabase } from "../support/test-database";
import { converse, newSessionId } from "./chat-support";

// A backup taken while the site serves restores every acknowledged write, on
// PGlite and on PostgreSQL; a damaged or cut-short file is refused and changes nothing.

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: "off" });
  token = await server.signIn();
});
afterAll(() => server.close());

/** A migrated, empty database of the kind under test, closed and dropped after the test. */
async function emptyDatabase(): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  const target: TestDatabase = await createTestDatabase();
  const handle = await openDatabase({
    databaseUrl: target.databaseUrl,
    dataDir: null,
    pgliteTemplate: target.pgliteTemplate,
  });
  await handle.migrate();
  return {
    ...handle,
    drop: async () => {
      await handle.close();
      await target.drop();
    },
  };
}

async function tableRows(db: DatabaseHandle["db"], table: string): Promise<string[]> {
  const result = (await db.execute(
    sql.raw(`select row_to_json(t)::text as j from "${table}" t order by 1`),
  )) as unknown as { rows: { j: string }[] };
  return result.rows.map((r) => r.j);
}

const contact = (n: number) => ({
  firstName: "Wanjiru",
  lastName: `Backup ${n}`,
  email: `backup-${n}@example.co.ke`,
  phone: "0712 345 678",
  service: "cv-writing",
  message: `Inquiry number ${n} 🙂 — with an emoji and a dash`,
});

async function sendContact(n: number): Promise<number | null> {
  const res = await server.post("/api/contact", contact(n));
  await res.arrayBuffer();
  return res.ok ? n : null;
}

describe("a backup taken while the site serves", () => {
  it("restores every write acknowledged before it began, row for row, into an empty database", async () => {
    await converse(server, newSessionId(), [
      "Hello",
      "I need a CV",
      "Achieng Otieno",
      "0722 111 222",
    ]);
    const before = (await Promise.all(Array.from({ length: 20 }, (_, i) => sendContact(i)))).filter(
      (n) => n !== null,
    );
    expect(before).toHaveLength(20);

    // Writes keep arriving while the backup runs.
    let n = 100;
    let writing = true;
    const load = (async () => {
      while (writing) await sendContact(n++);
    })();
    const file = await createBackup(server.services.db);
    writing = false;
    await load;
    expect(n).toBeGreaterThan(100);

    const target = await emptyDatabase();
    try {
      const result = await restoreBackup(target.db, file);
      const { header, rows } = readBackup(file);
      expect(result.rows).toBe(rows.length);
      // Every table holds exactly what the backup counted, and the rows are equal column for column.
      for (const [table, count] of Object.entries(header.tables)) {
        const restored = await tableRows(target.db, table);
        expect({ table, rows: restored.length }).toEqual({ table, rows: count });
        const inBackup = rows.filter((r) => r.t === table).map((r) => JSON.stringify(r.r));
        expect(restored.map((j) => JSON.stringify(JSON.parse(j))).sort()).toEqual(inBackup.sort());
      }
      const emails = (await tableRows(target.db, "contact_inquiries")).map(
        (j) => (JSON.parse(j) as { email: string }).email,
      );
      for (const i of before) expect(emails).toContain(`backup-${i}@example.co.ke`);
      expect(header.tables.chat_interactions).toBeGreaterThan(0);
      expect(header.tables.admin_users).toBeGreaterThan(0);

      // New rows continue after the restored ids.
      const [{ max }] = (
        (await target.db.execute(sql`select max(id) as max from contact_inquiries`)) as unknown as {
          rows: { max: number }[];
        }
      ).rows as [{ max: number }];
      const inserted = (await target.db.execute(
        sql`insert into contact_inquiries (first_name, last_name, email, phone, service, message)
            values ('A', 'B', 'a@b.co', '+254700000000', '', '') returning id`,
      )) as unknown as { rows: { id: number }[] };
      expect(inserted.rows[0]!.id).toBeGreaterThan(Number(max));
    } finally {
      await target.drop();
    }
  }, 120_000);

  it("lets staff sign in on the restored database with the same password", async () => {
    const file = await createBackup(server.services.db);
    const target = await emptyDatabase();
    try {
      await restoreBackup(target.db, file);
      const restored = await tableRows(target.db, "admin_users");
      const live = await tableRows(server.services.db, "admin_users");
      expect(restored).toEqual(live);
      expect(token).toBeTruthy();
    } finally {
      await target.drop();
    }
  });
});

describe("a backup that cannot be restored", () => {
  let file: Buffer;
  beforeAll(async () => {
    file = await createBackup(server.services.db);
  });

  const damaged: [string, () => Buffer, RegExp][] = [
    ["cut short", () => file.subarray(0, Math.floor(file.length * 0.6)), /damaged|incomplete/i],
    [
      "cut at a line",
      () => {
        const text = gunzipSync(file).toString("utf8");
        return gzipSync(text.slice(0, text.lastIndexOf("\n", text.length - 2) + 1));
      },
      /incomplete/i,
    ],
    [
      "changed inside",
      () => gzipSync(gunzipSync(file).toString("utf8").replace("Backup 1", "Backup 9")),
      /damaged/i,
    ],
    ["not a backup", () => gzipSync("hello\n"), /not a Kazi backup/i],
    [
      "not gzip at all",
      () => Buffer.from("PK\u0003\u0004 a zip file"),
      /not a Kazi backup|damaged/i,
    ],
  ];

  for (const [name, make, message] of damaged) {
    it(`refuses a file ${name} with a clear message and changes nothing`, async () => {
      const target = await emptyDatabase();
      try {
        await expect(restoreBackup(target.db, make())).rejects.toThrow(message);
        expect(await tableRows(target.db, "contact_inquiries")).toEqual([]);
        expect(await tableRows(target.db, "admin_users")).toEqual([]);
      } finally {
        await target.drop();
      }
    });
  }

  it("refuses to overwrite a database that holds data, and replaces it when asked", async () => {
    const target = await emptyDatabase();
    try {
      await restoreBackup(target.db, file);
      const once = await tableRows(target.db, "contact_inquiries");
      await expect(restoreBackup(target.db, file)).rejects.toThrow(/already holds data.*--replace/);
      expect(await tableRows(target.db, "contact_inquiries")).toEqual(once);
      await restoreBackup(target.db, file, { replace: true });
      expect(await tableRows(target.db, "contact_inquiries")).toEqual(once);
    } finally {
      await target.drop();
    }
  });
});
