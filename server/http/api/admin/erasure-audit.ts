import type { Context } from "hono";
import type { Services } from "../../../services";
import type { AppEnv } from "../../env";

/**
 * The audit row of an erasure done by staff: who erased which kind of record, by id. The
 * erased data itself (name, email, message) never goes in: the row outlives it.
 */
export function recordErasure(services: Services, c: Context<AppEnv>, what: string) {
  return services.auth.audit.record({
    event: "erasure",
    username: c.get("admin").username,
    ip: c.get("clientIp"),
    detail: what,
  });
}
