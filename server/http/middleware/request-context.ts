import { randomUUID } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { MiddlewareHandler } from "hono";
import { inRequestScope, type Logger } from "../../log";
import type { AppEnv } from "../env";

/**
 * Gives every request an id (the x-request-id header, and every log line written while the
 * request is served, by handlers and by services alike: see `inRequestScope`), and the client's
 * address; logs one line per finished request.
 */
export function requestContext(log: Logger, trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const requestId = randomUUID();
    return inRequestScope(requestId, async () => {
      const started = performance.now();
      c.set("requestId", requestId);
      c.set("log", log);
      c.set("clientIp", clientIp(c, trustProxy));
      await next();
      c.header("x-request-id", requestId);
      log.info(
        {
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        "request",
      );
    });
  };
}

function clientIp(c: Parameters<MiddlewareHandler<AppEnv>>[0], trustProxy: boolean): string {
  if (trustProxy) {
    // The load balancer appends the address it saw; everything left of it came from the
    // client and can be forged (a fresh fake address per request would dodge every limit).
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
