import { Hono } from "hono";
import type { Services } from "../../services";
import type { AppEnv } from "../env";

/**
 * Runs `check` for a caller, or lets the caller share the one already in flight: a burst of
 * health probes costs one database round trip, and every answer still comes from a round trip
 * that finished after the probe arrived or was under way when it did.
 */
export function shareInFlight(check: () => Promise<void>): () => Promise<void> {
  let inFlight: Promise<void> | undefined;
  return () => {
    inFlight ??= check().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}

/** GET /api/health: a real database round trip, so a load balancer sees a dead database. */
export function healthRoutes(services: Services) {
  const ping = shareInFlight(() => services.database.ping());
  return new Hono<AppEnv>().get("/health", async (c) => {
    try {
      await ping();
      return c.json({ status: "ok" });
    } catch (err) {
      c.get("log").error({ err }, "health check failed");
      return c.json({ status: "unavailable", reason: "database unreachable" }, 503);
    }
  });
}
