import { createInterface } from "node:readline/promises";
import { and, eq, isNull } from "drizzle-orm";
import { createAdminAccounts, randomPassword } from "../auth/admin-accounts";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { adminSessions } from "../db/schema";

/**
 * Staff accounts from the terminal, against the configured database:
 *   npm run admin -- create <username> [email]
 *   npm run admin -- reset-password <username>
 * The password is read from ADMIN_CLI_PASSWORD or typed at the prompt; an empty answer
 * generates one and prints it once.
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
    if (command === "create") await accounts.create(username, password, email);
    else {
      await accounts.setPassword(username, password);
      // A reset password usually means a lost or leaked one: end every open session too.
      const account = await accounts.findByUsername(username);
      if (account) {
        await database.db
          .update(adminSessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(adminSessions.adminId, account.id), isNull(adminSessions.revokedAt)));
      }
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
  if (generated) process.stdout.write(`Password (shown once): ${password}\n`);
  return 0;
}

main().then((code) => process.exit(code));
