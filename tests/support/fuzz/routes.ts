import { apiRoutes } from "../../../server/http/app";
import type { Services } from "../../../server/services";

export interface ApiRoute {
  method: string;
  /** Full path as registered, with Hono's parameters: `/api/admin/cvs/:id`. */
  path: string;
  /** Behind `requireAdmin`: every /api/admin/* route except login. */
  admin: boolean;
  /** Names of the path parameters, in order. */
  params: string[];
}

/** Routes that sit in front of the auth middleware although they live under /api/admin. */
const publicAdminPaths = new Set(["/api/admin/login"]);

/**
 * Every concrete API route, read from the Hono app itself so that routes merged later are
 * fuzzed without anyone editing a list. `ALL` entries are middleware and the 404 fallback.
 */
export function apiRouteTable(services: Services): ApiRoute[] {
  const seen = new Set<string>();
  const routes: ApiRoute[] = [];
  for (const r of apiRoutes(services).routes) {
    if (r.method === "ALL") continue;
    const path = `/api${r.path}`.replace(/\/$/, "");
    const key = `${r.method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({
      method: r.method,
      path,
      admin: path.startsWith("/api/admin/") && !publicAdminPaths.has(path),
      params: [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? ""),
    });
  }
  return routes;
}

/** Replaces each `:param`, `:param?`, `:param{regex}` and `*` with the given raw segments. */
export function fillPath(path: string, segments: string[]): string {
  let i = 0;
  return path
    .replace(/:\w+(\{[^}]*\})?\??/g, () => segments[i++ % Math.max(segments.length, 1)] ?? "1")
    .replace(/\*/g, "x");
}

/**
 * The route table without a running server (for tests that spawn their own processes):
 * services are built on an empty in-memory database that no request ever reaches.
 */
export async function currentApiRoutes(): Promise<ApiRoute[]> {
  const [{ loadConfig }, { openDatabase }, { createLogger }, { buildServices }] = await Promise.all(
    [
      import("../../../server/config"),
      import("../../../server/db/client"),
      import("../../../server/log"),
      import("../../../server/services"),
    ],
  );
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: ":memory:", LOG_LEVEL: "silent" });
  const database = await openDatabase({ dataDir: null });
  try {
    return apiRouteTable(buildServices(config, database, createLogger("silent")));
  } finally {
    await database.close();
  }
}

export function hasRoute(routes: ApiRoute[], method: string, path: string): boolean {
  return routes.some((r) => r.method === method && r.path === path);
}
