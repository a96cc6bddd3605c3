import { createServer, type Server } from "node:http";
import { flushCompileCache } from "node:module";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import type { AlertTiming } from "./alerts/alert-worker";
import { bootstrapAdmin } from "./auth/bootstrap-admin";
import { reportBootstrap } from "./auth/bootstrap-report";
import { scheduleBackups } from "./backup/backup-schedule";
import { serveBackupRequests } from "./backup/backup-socket";
import { type Config, ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { createApp } from "./http/app";
import { healthProbe } from "./http/health-probe";
import { apiSecurityHeaders } from "./http/middleware/security-headers";
import { loadProductionBuild, mountStaticAssets, pageHandler } from "./http/pages";
import type { Clock } from "./leads/business-hours";
import { createLogger, type Logger } from "./log";
import { startMemoryReport } from "./memory-report";
import { buildServices, type Services } from "./services";

export interface RunningServer {
  url: string;
  port: number;
  services: Services;
  /** Stops accepting, finishes in-flight requests, then closes the database. */
  close(): Promise<void>;
}

export interface StartOptions {
  log?: Logger;
  /** Vite dev server with hot reload instead of the production build. */
  dev?: boolean;
  /** Serve pages (needs the production build unless dev). API-only when false. */
  pages?: boolean;
  /** In-memory PGlite starts from this dump (tests); see openDatabase. */
  pgliteTemplate?: Blob;
  /** The time business hours are judged by (tests stand the server at a fixed time). */
  clock?: Clock;
  /** How often and how patiently alerts are sent (tests shorten the waits). */
  alertTiming?: AlertTiming;
}

export async function startServer(
  config: Config,
  options: StartOptions = {},
): Promise<RunningServer> {
  const log = options.log ?? createLogger(config.LOG_LEVEL);
  if (!config.RATE_LIMITS) log.warn("RATE_LIMITS=off: every rate limit is disabled");

  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onConnectionLost: (err) => log.warn({ err }, "PostgreSQL dropped an idle connection"),
  });
  await database.migrate();
  const services = buildServices(config, database, log, {
    clock: options.clock,
    alertTiming: options.alertTiming,
  });
  // Jobs a stopped process left pending or processing are marked failed (ADR 013).
  await services.documents.interrupted.start();

  const bootstrap = await bootstrapAdmin(services.auth.accounts, services.auth.sessions, {
    username: config.ADMIN_USERNAME,
    password: config.ADMIN_PASSWORD,
    reset: config.ADMIN_PASSWORD_RESET,
  });
  reportBootstrap(bootstrap, {
    dataDir: config.DATA_DIR,
    siteUrl: config.SITE_URL,
    log,
    print: (text) => process.stdout.write(text),
  });

  if (config.DEMO_CONTENT) {
    const seeded = await services.blog.seedDemoContent();
    if (seeded > 0) {
      log.info({ posts: seeded }, "seeded demo blog posts");
      // Scoring the demo posts started the SEO worker (about 40 MB), which would stay for its
      // idle minute although no one is editing a post; the next analysis starts it again.
      await services.seo.close();
    }
  }

  let vite: import("vite").ViteDevServer | undefined;
  let getBuild: (() => Promise<ServerBuild>) | undefined;
  if (options.pages !== false) {
    if (options.dev) {
      const { createServer: createViteServer } = await import("vite");
      const devServer = await createViteServer({ server: { middlewareMode: true } });
      vite = devServer;
      getBuild = () =>
        devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    } else {
      const build = await loadProductionBuild();
      if (!build) throw new Error("No production build: run `npm run build` first");
      getBuild = async () => build;
    }
  }

  const app = createApp(services, {
    development: options.dev,
    mountPages: getBuild
      ? (hono) => {
          if (!options.dev) mountStaticAssets(hono);
          hono.all("*", pageHandler(services, getBuild));
        }
      : undefined,
  });

  const listener = getRequestListener(app.fetch);
  const health = healthProbe({
    ping: () => database.ping(),
    headers: apiSecurityHeaders({
      https: config.SITE_URL.startsWith("https:"),
      development: options.dev ?? false,
    }),
    log,
  });
  const server: Server = createServer((req, res) => {
    if (health(req, res)) return;
    if (vite) vite.middlewares(req, res, () => listener(req, res));
    else listener(req, res);
  });
  server.keepAliveTimeout = 65_000;
  // Expired rate-limit windows, audit entries past AUDIT_RETENTION_DAYS and abandoned chats
  // (ABANDONED_CHAT_DAYS): at start, then every 10 minutes.
  const prune = () =>
    Promise.all([
      services.rateLimiter.prune(),
      services.auth.audit.prune(),
      services.conversations.pruneAbandoned(),
    ]).catch((err) =>
      log.warn({ err }, "pruning old rate-limit windows, audit entries and chats failed"),
    );
  await prune();
  const pruneTimer = setInterval(() => void prune(), 600_000);
  pruneTimer.unref();
  const stopBackups =
    config.BACKUPS && config.BACKUP_DIR
      ? scheduleBackups({
          db: services.db,
          dir: config.BACKUP_DIR,
          hour: config.BACKUP_HOUR,
          log,
        })
      : () => {};
  // `npm run backup` cannot open a PGlite data directory this process holds: it asks here.
  const stopBackupRequests =
    database.kind === "pglite" && config.DATA_DIR
      ? await serveBackupRequests({ db: services.db, dataDir: config.DATA_DIR, log })
      : async () => {};

  services.alerts.start();
  const stopMemoryReport = startMemoryReport({
    seconds: config.MEMORY_REPORT_SECONDS,
    log,
    wasmMemoryBytes: database.wasmMemoryBytes,
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const host = config.HOST.includes(":") ? `[${config.HOST}]` : config.HOST;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      clearInterval(pruneTimer);
      stopMemoryReport();
      stopBackups();
      await stopBackupRequests();
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 10_000);
      await drained;
      clearTimeout(force);
      await vite?.close();
      await services.alerts.stop();
      await services.documents.close();
      await database.close();
    })();
    return closing;
  };
  return { url: `http://${host}:${port}`, port, services, close };
}

async function main() {
  let config: Config;
  try {
    config = loadConfig({
      ...process.env,
      NODE_ENV: process.argv.includes("--dev") ? "development" : process.env.NODE_ENV,
    });
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(
        `${err.message}\nFix these variables (see .env.example) and start again.\n`,
      );
      process.exit(1);
    }
    throw err;
  }
  const log = createLogger(config.LOG_LEVEL);
  const running = await startServer(config, { log, dev: process.argv.includes("--dev") });
  log.info({ url: running.url, database: running.services.database.kind }, "Kazi is serving");
  // What compiled at start is on disk for the next start (ADR 011), even if this process is
  // killed rather than stopped; without a compile cache (the sources, `npm run dev`) a no-op.
  flushCompileCache();
  process.stdout.write(
    `Kazi is up: ${running.url} (staff sign-in: ${running.url}/admin, database: ${running.services.database.kind})\n`,
  );
  const stop = (signal: string) => {
    log.info({ signal }, "shutting down");
    running.close().then(
      () => process.exit(0),
      (err: unknown) => {
        log.error({ err }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", () => stop("SIGINT"));
  process.once("SIGTERM", () => stop("SIGTERM"));
}

/** Starts the server from the command line: `npm run dev`, or build/kazi/main.js. */
export function runMain(): void {
  main().catch((err: unknown) => {
    process.stderr.write(
      `Kazi could not start: ${err instanceof Error ? err.stack : String(err)}\n`,
    );
    process.exit(1);
  });
}

if (import.meta.main) runMain();
