import { randomUUID } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { MiddlewareHandler } from "hono";
import { inRequestScope, type Logger } from "../../log";
import { createClientAddress, type TrustProxy, unmapIPv4 } from "../../net/trust-proxy";
import type { AppEnv } from "../env";

/**
 * Gives every request an id (the x-request-id header, and every log line written while the
 * request is served, by handlers and by services alike: see `inRequestScope`), and the client's
 * address; logs one line per finished request.
 */
export function requestContext(log: Logger, trustProxy: TrustProxy): MiddlewareHandler<AppEnv> {
  const clientAddress = createClientAddress(trustProxy);
  return (c, next) => {
    const requestId = randomUUID();
    return inRequestScope(requestId, async () => {
      const started = performance.now();
      c.set("requestId", requestId);
      c.set("log", log);
      c.set(
        "clientIp",
        clientAddress(peerAddress(c), c.req.header("x-forwarded-for")).slice(0, 64),
      );
      await next();
      c.header("x-request-id", requestId);
      logRequest(log, { method: c.req.method, path: c.req.path, status: c.res.status, started });
    });
  };
}

/** The one line a finished request writes (in its request scope, so it carries the id). */
export function logRequest(
  log: Logger,
  request: { method: string; path: string; status: number; started: number },
) {
  log.info(
    {
      method: request.method,
      path: loggedPath(request.path),
      status: request.status,
      ms: Math.round((performance.now() - request.started) * 10) / 10,
    },
    "request",
  );
}

/**
 * Staff routes that name a conversation by its chat session id, the only key a visitor holds
 * to their chat: the id is not written to the log (review L1). Numeric row ids stay.
 */
const SESSION_ID_IN_PATH =
  /^(\/api\/admin\/(?:conversation-messages|conversations))\/(?!\d+(?:\/|$))[^/]+/;

/** The path as the request line records it, session ids replaced by a placeholder. */
export function loggedPath(path: string): string {
  return path.replace(SESSION_ID_IN_PATH, "$1/:sessionId");
}

function peerAddress(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  try {
    return unmapIPv4(getConnInfo(c).remote.address ?? "unknown");
  } catch {
    return "unknown";
  }
}
