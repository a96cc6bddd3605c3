import { AsyncLocalStorage } from "node:async_hooks";
import pino from "pino";
import { sqlStateOf } from "./db/errors";

export type Logger = pino.Logger;

/** The request being served, for log lines written by code that never sees the request. */
const requestScope = new AsyncLocalStorage<{ reqId: string }>();

/** Runs `fn` (and everything it awaits) as part of request `reqId`: each log line carries it. */
export function inRequestScope<T>(reqId: string, fn: () => T): T {
  return requestScope.run({ reqId }, fn);
}

/**
 * JSON logs. Anything that looks like a secret is redacted wherever it appears, so a careless
 * `log.info({ body })` cannot leak a password or token. Errors logged as `err` lose the values
 * a failed query was bound to (see `withoutBoundValues`). A line written while a request is
 * served carries its `reqId`, also from services that only hold the root logger.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    mixin: () => {
      const scope = requestScope.getStore();
      return scope ? { reqId: scope.reqId } : {};
    },
    serializers: { err: serializeError },
    redact: {
      paths: [
        "password",
        "*.password",
        "currentPassword",
        "*.currentPassword",
        "newPassword",
        "*.newPassword",
        "token",
        "*.token",
        "authorization",
        "*.authorization",
        "headers.authorization",
        "AI_API_KEY",
        "*.AI_API_KEY",
        "ADMIN_PASSWORD",
        "*.ADMIN_PASSWORD",
        // The SMTP URL holds the mail account's password; the secret signs webhook alerts.
        "SMTP_URL",
        "*.SMTP_URL",
        "ALERT_WEBHOOK_SECRET",
        "*.ALERT_WEBHOOK_SECRET",
      ],
      censor: "[redacted]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** pino's error serializer on a copy without bound values, plus the SQLSTATE of a failed query. */
function serializeError(err: Error) {
  const copy = withoutBoundValues(err);
  // pino keeps only the message and stack of a cause: lift the driver's SQLSTATE to the top.
  const sqlState = sqlStateOf(err);
  if (sqlState) Object.assign(copy, { sqlState });
  return pino.stdSerializers.err(copy);
}

/**
 * Fields of a database error that hold the values of the row: Drizzle's `params` (every bound
 * value: chat text, CV text, password hashes) and the driver's `detail` ("Key (email)=(...)"),
 * `where` and `internalQuery`.
 */
const valueFields = new Set(["params", "detail", "where", "internalQuery"]);
/** No single text in a log line longer than this: a 1 MB field must not make a 1 MB line. */
const maxText = 2000;
/** Causes followed: deeper chains are cut rather than walked. */
const maxDepth = 5;

/**
 * A copy of `err` and its causes without the values a failed query was bound to. Drizzle's
 * message is "Failed query: <sql>\nparams: <values>": only the part before the values stays;
 * the SQL (placeholders only) and the driver's SQLSTATE `code` are kept for diagnosis.
 */
export function withoutBoundValues(err: Error, depth = 0): Error {
  const copy = Object.create(Object.getPrototypeOf(err)) as Error & Record<string, unknown>;
  for (const [key, value] of Object.entries(err)) {
    if (valueFields.has(key) || key === "cause") continue;
    copy[key] = typeof value === "string" ? value.slice(0, maxText) : value;
  }
  const message = (err.message.split("\nparams:")[0] ?? "").slice(0, maxText);
  copy.message = message;
  // The stack repeats the whole message: keep only its frames under the cut message.
  const frames = (err.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  copy.stack = [`${err.name}: ${message}`, ...frames].join("\n");
  // An AggregateError (a refused connection tried on several addresses) keeps its inner errors.
  const inner = (err as { errors?: unknown }).errors;
  if (Array.isArray(inner) && depth < maxDepth) {
    copy.errors = inner.map((e: unknown) =>
      e instanceof Error ? withoutBoundValues(e, depth + 1) : e,
    );
  }
  if (err.cause instanceof Error && depth < maxDepth) {
    copy.cause = withoutBoundValues(err.cause, depth + 1);
  }
  return copy;
}
