import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { isDataException, isUniqueViolation, sqlStateOf } from "../db/errors";
import { AppError, errorStatus } from "../errors";
import type { AppEnv } from "./env";

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string>; requestId?: string };
}

/** The one mapping from a thrown error to an HTTP answer. Nothing here leaks a stack trace. */
export function handleError(err: Error, c: Context<AppEnv>): Response {
  if (err instanceof AppError) {
    const body: ErrorBody = { error: { code: err.code, message: err.message } };
    if (err.fields) body.error.fields = err.fields;
    const status = errorStatus[err.code];
    if (err.code === "unavailable") {
      // Refused under load on purpose (e.g. a write that could not begin in time): a line, no
      // stack, as a flood may bring many.
      c.get("log")?.warn({ code: err.code }, err.message);
      body.error.requestId = c.get("requestId");
    } else if (status >= 500) {
      c.get("log")?.error({ err }, "request failed");
      body.error.requestId = c.get("requestId");
    }
    return c.json(body, status, err.headers);
  }
  if (err instanceof HTTPException && err.status < 500) {
    return c.json(
      { error: { code: codeForStatus(err.status), message: err.message || "Bad request" } },
      err.status,
    );
  }
  const refused = databaseRefusal(err);
  if (refused) {
    // Input that validation let through and the database refused: the client's fault, so a
    // 4xx, but logged as a warning because the route's schema should have caught it.
    c.get("log")?.warn({ err }, "database refused request data");
    return c.json({ error: { code: refused.code, message: refused.message } }, refused.status);
  }
  c.get("log")?.error({ err }, "unhandled error");
  const requestId = c.get("requestId");
  return c.json(
    {
      error: {
        code: "internal",
        message: `Something went wrong on our side. Quote request id ${requestId} if you contact us.`,
        requestId,
      },
    },
    500,
  );
}

/** A driver error caused by the request's data, never by the server. */
function databaseRefusal(
  err: unknown,
): { sqlState: string; status: 400 | 409; code: string; message: string } | null {
  const sqlState = sqlStateOf(err);
  if (sqlState === null) return null;
  if (isDataException(err)) {
    return { sqlState, status: 400, code: "invalid_input", message: "Some values are invalid" };
  }
  if (isUniqueViolation(err)) {
    return { sqlState, status: 409, code: "conflict", message: "That already exists" };
  }
  return null;
}

function codeForStatus(status: number): string {
  const match = Object.entries(errorStatus).find(([, s]) => s === status);
  return match ? match[0] : "invalid_input";
}

export function apiNotFound(c: Context<AppEnv>): Response {
  return c.json(
    { error: { code: "not_found", message: `No API route ${c.req.method} ${c.req.path}` } },
    404,
  );
}
