import { Hono } from "hono";
import type { Services } from "../../../services";
import type { AppEnv } from "../../env";

/** GET /api/admin/metrics: the Overview tab's figures. */
export function metricsRoutes(services: Services) {
  return new Hono<AppEnv>().get("/metrics", async (c) => c.json(await services.metrics.overview()));
}
