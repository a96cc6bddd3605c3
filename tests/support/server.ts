import type { AlertTiming } from "../../server/alerts/alert-worker";
import { loadConfig } from "../../server/config";
import type { Clock } from "../../server/leads/business-hours";
import { createLogger, type Logger } from "../../server/log";
import { type RunningServer, startServer } from "../../server/main";
import { createTestDatabase } from "./test-database";

export const TEST_ADMIN = { username: "consultant", password: "correct-horse-battery-staple" };

export interface TestServer extends RunningServer {
  /** fetch against the server: `server.fetch("/api/health")`. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** POST JSON, with an optional bearer token. */
  post(path: string, body: unknown, token?: string): Promise<Response>;
  /** GET with an optional bearer token. */
  get(path: string, token?: string): Promise<Response>;
  /** Signs in as TEST_ADMIN and returns the bearer token. */
  signIn(): Promise<string>;
}

/**
 * A real Kazi server (API only unless `pages`) on an ephemeral port, on a fresh database
 * (see test-database.ts). Extra environment variables override the test defaults.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { pages?: boolean; log?: Logger; clock?: Clock; alertTiming?: AlertTiming } = {},
): Promise<TestServer> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: ":memory:",
    DATABASE_URL: database.databaseUrl,
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    DEMO_CONTENT: "off",
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    ...env,
  });
  const running = await startServer(config, {
    log: options.log ?? createLogger(config.LOG_LEVEL),
    pages: options.pages ?? false,
    pgliteTemplate: database.pgliteTemplate,
    clock: options.clock,
    alertTiming: options.alertTiming,
  });
  const fetchPath = (path: string, init?: RequestInit) => fetch(`${running.url}${path}`, init);
  const authHeader = (token?: string): Record<string, string> =>
    token ? { authorization: `Bearer ${token}` } : {};
  return {
    ...running,
    fetch: fetchPath,
    post: (path, body, token) =>
      fetchPath(path, {
        method: "POST",
        headers: { "content-type": "application/json", ...authHeader(token) },
        body: JSON.stringify(body),
      }),
    get: (path, token) => fetchPath(path, { headers: authHeader(token) }),
    async signIn() {
      const res = await fetchPath("/api/admin/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(TEST_ADMIN),
      });
      if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { token: string }).token;
    },
    async close() {
      await running.close();
      await database.drop();
    },
  };
}
