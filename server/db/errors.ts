/** How far down a chain of causes a driver error may sit (Drizzle wraps pg's and PGlite's). */
const maxCauseDepth = 5;

/**
 * The PostgreSQL SQLSTATE of a driver error, wherever it sits in the chain of causes (PGlite
 * and pg put it on the error Drizzle wraps). Null for any other error.
 */
export function sqlStateOf(err: unknown): string | null {
  let current: unknown = err;
  for (let depth = 0; current && depth <= maxCauseDepth; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** A unique index refused the row (SQLSTATE 23505): two writers raced for one key. */
export const isUniqueViolation = (err: unknown): boolean => sqlStateOf(err) === "23505";

/**
 * The database refused a value itself (SQLSTATE class 22, "data exception"): a NUL byte, a
 * value too long, text where a number goes. The request's data is at fault, not the server.
 */
export const isDataException = (err: unknown): boolean =>
  sqlStateOf(err)?.startsWith("22") ?? false;
