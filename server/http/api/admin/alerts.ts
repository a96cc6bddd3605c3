import { Hono } from "hono";
import type { AlertProblemsResponse } from "../../../../contract/admin-alerts";
import type { Services } from "../../../services";
import type { AppEnv } from "../../env";

/** The overview's notice: alerts still retrying or given up on, newest first (a few). */
const PROBLEMS_SHOWN = 10;

/** GET /api/admin/alerts/problems: staff alerts that could not be sent. */
export function alertRoutes(services: Services) {
  return new Hono<AppEnv>().get("/alerts/problems", async (c) => {
    const body: AlertProblemsResponse = {
      enabled: services.alerts.enabled,
      alerts: await services.alerts.problems(PROBLEMS_SHOWN),
    };
    return c.json(body);
  });
}
