import { Hono } from "hono";
import { funnelQuery } from "../../../../contract/admin-funnel";
import type { Services } from "../../../services";
import { validate } from "../../../validate";
import type { AppEnv } from "../../env";

/** GET /api/admin/funnel?days=7|30|90: the Overview's funnel for the period. */
export function funnelRoutes(services: Services) {
  return new Hono<AppEnv>().get("/funnel", async (c) => {
    const { days } = validate(funnelQuery, c.req.query());
    return c.json(await services.funnel.report(days));
  });
}
