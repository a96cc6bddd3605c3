import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { inRequestScope, type Logger } from "../log";
import { shareInFlight } from "../share-in-flight";
import { logRequest } from "./middleware/request-context";

export const HEALTH_PATH = "/api/health";

const OK = Buffer.from(JSON.stringify({ status: "ok" }));
const DOWN = Buffer.from(JSON.stringify({ status: "unavailable", reason: "database unreachable" }));

/** How long a successful round trip answers for, unless the caller says otherwise (ADR 025). */
export const HEALTH_OK_FOR_MS = 1000;

/**
 * GET and HEAD /api/health: a real database round trip, so a load balancer sees a dead
 * database. Load balancers and monitors ask for it all day, so it is answered on node:http
 * before the app's router, with what the middleware would give it (the API's security headers,
 * an x-request-id, one request log line) and nothing else. A burst of probes shares one round
 * trip (server/share-in-flight.ts), and a round trip that succeeded answers for `okForMs` more:
 * the probe is public, so a flood of it must not become a flood of database work (PGlite runs
 * each statement on the event loop). A failure is never reused: every probe after one asks the
 * database again, so a database that is back is seen at once and a dead one within `okForMs`.
 *
 * Returns the listener's first step: true when it answered the request.
 */
export function healthProbe(options: {
  ping: () => Promise<void>;
  /** The security headers of every API answer (middleware/security-headers.ts). */
  headers: Record<string, string>;
  log: Logger;
  okForMs?: number;
}): (req: IncomingMessage, res: ServerResponse) => boolean {
  const ping = shareInFlight(options.ping);
  const okForMs = options.okForMs ?? HEALTH_OK_FOR_MS;
  /** performance.now() until which the last successful round trip still answers. */
  let okUntil = Number.NEGATIVE_INFINITY;
  const { log } = options;
  // Everything but the request id is the same for every answer of a status: built once.
  const headersOf = (body: Buffer) =>
    Object.entries({
      ...options.headers,
      "content-type": "application/json",
      "content-length": String(body.length),
    }).flat();
  const answers = {
    200: { body: OK, headers: headersOf(OK) },
    503: { body: DOWN, headers: headersOf(DOWN) },
  };
  return (req, res) => {
    const { method = "", url = "" } = req;
    if (method !== "GET" && method !== "HEAD") return false;
    if (url !== HEALTH_PATH && !url.startsWith(`${HEALTH_PATH}?`)) return false;
    const started = performance.now();
    const requestId = randomUUID();
    req.resume();
    if (started < okUntil) {
      answer(200);
      return true;
    }
    ping().then(
      () => {
        okUntil = Math.max(okUntil, performance.now() + okForMs);
        answer(200);
      },
      (err: unknown) => {
        okUntil = Number.NEGATIVE_INFINITY;
        inRequestScope(requestId, () => log.error({ err }, "health check failed"));
        answer(503);
      },
    );
    function answer(status: 200 | 503) {
      const { body, headers } = answers[status];
      res.writeHead(status, [...headers, "x-request-id", requestId]);
      res.end(method === "HEAD" ? undefined : body);
      if (log.isLevelEnabled("info")) {
        inRequestScope(requestId, () =>
          logRequest(log, { method, path: HEALTH_PATH, status, started }),
        );
      }
    }
    return true;
  };
}
