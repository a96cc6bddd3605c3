import { Hono } from "hono";
import type { Services } from "../../services";
import { shareInFlight } from "../../share-in-flight";
import type { AppEnv } from "../env";

/** GET /api/health: a real database round trip, so a load balancer sees a dead database. */
export function healthRoutes(services: Services) {
  // A burst of probes shares one round trip (server/share-in-flight.ts).
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
