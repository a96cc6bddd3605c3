import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { backupNow, LAST_BACKUP_FILE } from "../../server/backup/backup-schedule";
import { BACKUP_PATH, backupSocket } from "../../server/backup/backup-socket";
import { openDatabase } from "../../server/db/client";
import { createLogger } from "../../server/log";
import { spawnServer } from "../support/spawn-server";

// `npm run backup` and `npm run restore -- FILE` on a PGlite data directory,
// as an operator runs them; the server's own scheduled backup (backupNow).

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "kazi-backup-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The CLI as `npm run backup|restore` runs it; resolves exit code and output. */
async function cli(dataDir: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["--import", "tsx", "server/cli/backup.ts", ...args],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
      },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const contactForm = {
  firstName: "Njeri",
  lastName: "Kamau",
  phone: "0712 345 678",
  service: "cv-writing",
  message: "Habari, I need a CV",
};

/** A raw request on the backup socket, as any local process could send it. */
function overSocket(socketPath: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ socketPath, path: BACKUP_PATH, method: "POST", headers }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => {
        text += chunk.toString();
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

async function inquiries(dataDir: string): Promise<string[]> {
  const handle = await openDatabase({ dataDir });
  try {
    await handle.migrate();
    const result = (await handle.db.execute(
      sql`select email from contact_inquiries order by id`,
    )) as unknown as { rows: { email: string }[] };
    return result.rows.map((r) => r.email);
  } finally {
    await handle.close();
  }
}

async function seed(dataDir: string, emails: string[]) {
  const handle = await openDatabase({ dataDir });
  try {
    await handle.migrate();
    for (const email of emails) {
      await handle.db.execute(
        sql`insert into contact_inquiries (first_name, last_name, email, phone, service, message)
            values ('Njeri', 'Kamau', ${email}, '+254700000000', '', 'Habari 👋')`,
      );
    }
  } finally {
    await handle.close();
  }
}

describe("npm run backup and npm run restore", () => {
  it("back up a data directory and restore it into an empty one, refusing to overwrite without --replace", async () => {
    const source = tempDir();
    await seed(source, ["a@example.co.ke", "b@example.co.ke"]);
    const out = tempDir();
    const backup = await cli(source, ["backup", out]);
    expect(backup.output).toMatch(/Backup written: .*kazi-.*\.backup\.gz/);
    expect(backup.code).toBe(0);
    const [file] = readdirSync(out);
    expect(file).toMatch(/^kazi-\d{4}-\d{2}-\d{2}-\d{4}\.backup\.gz$/);

    const target = tempDir();
    const restore = await cli(target, ["restore", path.join(out, file!)]);
    expect(restore.output).toMatch(/Restored \d+ rows/);
    expect(await inquiries(target)).toEqual(["a@example.co.ke", "b@example.co.ke"]);

    await seed(target, ["c@example.co.ke"]);
    const again = await cli(target, ["restore", path.join(out, file!)]);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/already holds data.*--replace/);
    expect(await inquiries(target)).toHaveLength(3);
    const replaced = await cli(target, ["restore", path.join(out, file!), "--replace"]);
    expect(replaced.code).toBe(0);
    expect(await inquiries(target)).toEqual(["a@example.co.ke", "b@example.co.ke"]);

    const missing = await cli(target, ["restore", path.join(out, "nope.backup.gz")]);
    expect(missing.code).toBe(1);
    expect(missing.output).not.toMatch(/^\s+at /m);
  }, 120_000);

  it("asks the running site on PGlite for the backup while it takes writes, and restores every acknowledged one", async () => {
    const server = await spawnServer({ DEMO_CONTENT: "off", RATE_LIMITS: "off" });
    try {
      let n = 0;
      const acknowledged: string[] = [];
      const send = async () => {
        const email = `live-${n++}@example.co.ke`;
        const res = await fetch(`${server.url}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...contactForm, email }),
        });
        await res.arrayBuffer();
        expect(res.status).toBe(200);
        return email;
      };
      for (let i = 0; i < 5; i++) acknowledged.push(await send());
      let writing = true;
      const load = (async () => {
        while (writing) await send();
      })();
      const out = tempDir();
      const result = await cli(server.dataDir, ["backup", out]);
      writing = false;
      await load;
      expect(result.output).toMatch(/Backup written: .*kazi-.*\.backup\.gz \(\d+ rows/);
      expect(result.code).toBe(0);
      expect(n).toBeGreaterThan(5);
      const [file] = readdirSync(out);

      const target = tempDir();
      expect((await cli(target, ["restore", path.join(out, file!)])).code).toBe(0);
      const restored = await inquiries(target);
      for (const email of acknowledged) expect(restored).toContain(email);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

      // A restore still needs the site stopped.
      const restore = await cli(server.dataDir, ["restore", path.join(out, file!), "--replace"]);
      expect(restore.code).toBe(1);
      expect(restore.output).toMatch(/in use by process \d+.*Stop it first/);
    } finally {
      await server.stop();
      server.cleanup();
    }
  }, 120_000);

  it("serves the backup request only on the data directory's socket, and only with its secret", async () => {
    const server = await spawnServer({ DEMO_CONTENT: "off" });
    try {
      const files = backupSocket(server.dataDir);
      const secret = readFileSync(files.secret, "utf8");
      expect(statSync(files.secret).mode & 0o077).toBe(0);
      expect(statSync(files.socket).mode & 0o077).toBe(0);
      const out = tempDir();
      const ask = (headers: Record<string, string>) =>
        overSocket(files.socket, headers, JSON.stringify({ dir: out }));

      expect(await ask({})).toMatchObject({ status: 401 });
      expect(await ask({ authorization: `Bearer ${secret.slice(1)}x` })).toMatchObject({
        status: 401,
      });
      // Over TCP, even from loopback and with the secret, there is no such route.
      for (const route of [BACKUP_PATH, `/api${BACKUP_PATH}`]) {
        const res = await fetch(`${server.url}${route}`, {
          method: "POST",
          headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
          body: JSON.stringify({ dir: out }),
        });
        await res.arrayBuffer();
        expect(res.status).toBeGreaterThanOrEqual(404);
      }
      expect(readdirSync(out)).toEqual([]);
      expect(
        await overSocket(files.socket, { authorization: `Bearer ${secret}` }, '{"dir":"rel"}'),
      ).toMatchObject({ status: 400 });
      expect(await ask({ authorization: `Bearer ${secret}` })).toMatchObject({ status: 200 });
      expect(readdirSync(out)).toHaveLength(1);
    } finally {
      await server.stop();
      server.cleanup();
    }
    // A stopped server leaves neither behind.
    expect(existsSync(backupSocket(server.dataDir).secret)).toBe(false);
  }, 120_000);
});

describe("the server's scheduled backup", () => {
  it("writes a backup and records its result; a failure is recorded too", async () => {
    const dataDir = tempDir();
    await seed(dataDir, ["d@example.co.ke"]);
    const handle = await openDatabase({ dataDir });
    const log = createLogger("silent");
    const dir = path.join(tempDir(), "backups");
    try {
      await backupNow(handle.db, dir, log);
      const last = JSON.parse(readFileSync(path.join(dir, LAST_BACKUP_FILE), "utf8"));
      expect(last).toMatchObject({ ok: true, rows: expect.any(Number), bytes: expect.any(Number) });
      expect(readdirSync(dir).filter((f) => f.endsWith(".backup.gz"))).toHaveLength(1);
    } finally {
      await handle.close();
    }
    // The database is gone: the next run fails and says so.
    await backupNow(handle.db, dir, log);
    const failed = JSON.parse(readFileSync(path.join(dir, LAST_BACKUP_FILE), "utf8"));
    expect(failed).toMatchObject({ ok: false, error: expect.any(String) });
  }, 60_000);
});
