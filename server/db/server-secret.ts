import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "./client";
import { serverSecrets } from "./schema";

/**
 * A 256-bit key kept in `server_secrets` under `name`, generated at first use, so every
 * instance signs alike and a restart keeps what was signed valid. Deleting the row revokes
 * everything signed with it. Loaded once per process; a failed load is retried next time, so a
 * database hiccup does not poison every later call.
 */
export function serverSecret(db: Database, name: string): () => Promise<Buffer> {
  let key: Promise<Buffer> | null = null;

  async function load(): Promise<Buffer> {
    // Two instances starting together may both generate one: the first insert wins for both.
    await db
      .insert(serverSecrets)
      .values({ name, value: randomBytes(32).toString("base64") })
      .onConflictDoNothing({ target: serverSecrets.name });
    const [row] = await db
      .select({ value: serverSecrets.value })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, name));
    if (!row) throw new Error(`The server secret "${name}" could not be stored`);
    return Buffer.from(row.value, "base64");
  }

  return () => {
    key ??= load().catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };
}
