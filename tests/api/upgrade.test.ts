import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../server/auth/passwords";
import { fromRoot } from "../../server/paths";
import { startTestServer, TEST_ADMIN } from "../support/server";

// A data directory made by the first release (its one migration, rows stored the way that
// version stored them) is opened by the current code: it migrates at start and every row is
// still there, read back through the API.

const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** drizzle/ as the first release shipped it: the journal holds only its first migration. */
function firstReleaseMigrations(): string {
  const dir = tempDir("kazi-first-release-");
  cpSync(fromRoot("drizzle"), dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/** One or more rows in every table of the first schema, as that version wrote them. */
async function seedFirstRelease(db: ReturnType<typeof drizzle>) {
  const passwordHash = await hashPassword(TEST_ADMIN.password);
  const statements = [
    sql`insert into admin_users (username, email, password_hash)
        values (${TEST_ADMIN.username}, 'wanjiku@example.co.ke', ${passwordHash})`,
    sql`insert into admin_sessions (token_hash, admin_id, idle_expires_at, absolute_expires_at)
        values (${"a".repeat(64)}, 1, now(), now())`,
    sql`insert into audit_log (event, username, ip) values ('sign_in', ${TEST_ADMIN.username}, '127.0.0.1')`,
    sql`insert into users (username, password) values ('legacy', 'x')`,
    sql`insert into blog_posts (title, slug, content, status, published_at)
        values ('Writing a CV in Nairobi', 'writing-a-cv-in-nairobi', '<p>Start with your results.</p>', 'published', now())`,
    sql`insert into cv_documents (user_id, session_id, first_name, cv_content)
        values ('session-0001', 'session-0001', 'Achieng', '# Achieng Otieno')`,
    sql`insert into cv_generation_requests (requested_by, user_info, generated_cv_id, status)
        values (1, 'Achieng Otieno, teacher', 1, 'completed')`,
    sql`insert into document_uploads (file_name, original_name, file_size, mime_type, file_content)
        values ('cv.txt', 'cv.txt', 5, 'text/plain', 'hello')`,
    sql`insert into proofreading_jobs (cv_document_id, original_content) values (1, 'Teh CV')`,
    // The first release stored the contact form's option id as the chat's service interest.
    sql`insert into chat_interactions (session_id, first_name, phone, service_interest, sent_to_whatsapp)
        values ('session-0001', 'Achieng', '+254722111222', 'cv-writing', 'sent')`,
    sql`insert into contact_inquiries (first_name, last_name, email, phone, service, message)
        values ('Faith', 'Mwangi', 'faith@example.co.ke', '+254711222333', 'linkedin', 'Habari')`,
    sql`insert into conversation_messages (session_id, role, content, message_index)
        values ('session-0001', 'user', 'I need a CV', 0), ('session-0001', 'assistant', 'Karibu!', 1)`,
    sql`insert into newsletter_subscribers (email) values ('reader@example.co.ke')`,
    sql`insert into ai_token_usage (day, tokens_used) values ('2026-11-20', 1234)`,
    sql`insert into rate_limits (key, window_started_at, count) values ('contact:1.2.3.4', now() - interval '2 days', 1)`,
  ];
  for (const statement of statements) await db.execute(statement);
}

async function rowCounts(db: ReturnType<typeof drizzle>, tables: string[]) {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = await db.execute<{ n: number }>(
      sql.raw(`select count(*)::int as n from "${table}"`),
    );
    counts[table] = result.rows[0]?.n ?? -1;
  }
  return counts;
}

describe("upgrading from the first release", () => {
  it("migrates its PGlite data directory at start and keeps every row", async () => {
    const dataDir = tempDir("kazi-upgrade-");
    const old = await PGlite.create(path.join(dataDir, "pglite"));
    const oldDb = drizzle(old);
    await migrate(oldDb, { migrationsFolder: firstReleaseMigrations() });
    await seedFirstRelease(oldDb);
    const tables = (
      await oldDb.execute<{ name: string }>(
        sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
      )
    ).rows.map((r) => r.name);
    const before = await rowCounts(oldDb, tables);
    expect(Object.values(before).every((n) => n > 0)).toBe(true);
    await old.close();

    const server = await startTestServer({
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      RATE_LIMITS: "off",
    });
    try {
      const token = await server.signIn();
      const json = async (url: string) => {
        const res = await server.get(url, token);
        expect(res.status, url).toBe(200);
        return res.json();
      };
      // Accounts from before staff roles could do everything: they become owners.
      expect(await json("/api/admin/me")).toMatchObject({ admin: { role: "owner" } });
      expect(await json("/api/admin/conversations")).toMatchObject({
        conversations: [
          { sessionId: "session-0001", firstName: "Achieng", serviceInterest: "CV Writing" },
        ],
      });
      expect(await json("/api/admin/conversation-messages/session-0001")).toEqual([
        { role: "user", content: "I need a CV" },
        { role: "assistant", content: "Karibu!" },
      ]);
      expect(await json("/api/admin/inquiries")).toMatchObject({
        inquiries: [{ email: "faith@example.co.ke" }],
      });
      expect(await json("/api/admin/subscribers")).toMatchObject({
        subscribers: [{ email: "reader@example.co.ke" }],
      });
      expect(await json("/api/admin/cvs")).toMatchObject({ cvs: [{ firstName: "Achieng" }] });
      expect(await json("/api/blog-posts")).toMatchObject([{ slug: "writing-a-cv-in-nairobi" }]);
    } finally {
      await server.close();
    }

    const upgraded = await PGlite.create(path.join(dataDir, "pglite"));
    try {
      const db = drizzle(upgraded);
      const after = await rowCounts(db, tables);
      // Signing in added a session and an audit entry; the start pruned the two-day-old window.
      expect(after).toEqual({
        ...before,
        admin_sessions: before.admin_sessions! + 1,
        audit_log: before.audit_log! + 1,
        rate_limits: 0,
      });
      const usage = await db.execute(sql`select day::text, scope, tokens_used from ai_token_usage`);
      expect(usage.rows).toEqual([{ day: "2026-11-20", scope: "staff", tokens_used: 1234 }]);
    } finally {
      await upgraded.close();
    }
  }, 120_000);
});
