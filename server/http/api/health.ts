import { Hono } from "hono";
import type { Services } from "../../services";
import type { AppEnv } from "../env";

/** GET /api/health: a real database round trip, so a load balancer sees a dead database. */
export function healthRoutes(services: Services) {
  return new Hono<AppEnv>().get("/health", async (c) => {
    try {
      await services.database.ping();
      return c.json({ status: "ok" });
    } catch (err) {
      c.get("log").error({ err }, "health check failed");
      return c.json({ status: "unavailable", reason: "database unreachable" }, 503);
    }
  });
}
