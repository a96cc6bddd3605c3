import { createInterface } from "node:readline/promises";
import { createAdminAccounts, randomPassword } from "../auth/admin-accounts";
import { createSessionStore } from "../auth/sessions";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";

/**
 * Staff accounts from the terminal, against the configured database:
 *   npm run admin -- create <username> [email]
 *   npm run admin -- reset-password <username>
 * The password is read from ADMIN_CLI_PASSWORD or typed at the prompt; an empty answer
 * generates one and prints it once, and then it must be changed at the first sign-in: a
 * password the operator chose is theirs to hand over, a generated one is temporary (ADR 018).
 * An account made here is an owner: whoever runs this already holds the database; consultants
 * are added by an owner in the panel.
 */
const usage = "usage: npm run admin -- create <username> [email] | reset-password <username>";

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_CLI_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) return "";
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question("New password (empty to generate one): ");
  rl.close();
  return answer.trim();
}

async function main(): Promise<number> {
  const [command, username, email] = process.argv.slice(2);
  if (!command || !username || !["create", "reset-password"].includes(command)) {
    process.stderr.write(`${usage}\n`);
    return 2;
  }
  if (username.length > 50) {
    process.stderr.write("A username is at most 50 characters\n");
    return 2;
  }
  let password = await readPassword();
  const generated = password === "";
  if (generated) password = randomPassword();
  if (password.length < 12) {
    process.stderr.write("A password needs at least 12 characters\n");
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    await database.migrate();
    const accounts = createAdminAccounts(database.db);
    const options = { email, mustChangePassword: generated, role: "owner" as const };
    if (command === "create") await accounts.create(username, password, options);
    else {
      const id = await accounts.setPassword(username, password, options);
      // A reset password usually means a lost or leaked one: end every open session too.
      const sessions = createSessionStore(database.db, {
        idleHours: config.SESSION_IDLE_HOURS,
        absoluteDays: config.SESSION_ABSOLUTE_DAYS,
      });
      await sessions.revokeAll(id);
    }
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  } finally {
    await database.close();
  }
  process.stdout.write(
    command === "create"
      ? `Created staff account ${username}.\n`
      : `Password of ${username} changed.\n`,
  );
  if (generated) {
    process.stdout.write(
      `Password (shown once, to be changed at the first sign-in): ${password}\n`,
    );
  }
  return 0;
}

main().then((code) => process.exit(code));
