/**
 * The typed error every service throws. `server/http/errors.ts` alone turns it into an
 * HTTP status and the JSON body `{ "error": { code, message, fields? } }`.
 */
export const errorStatus = {
  invalid_input: 400,
  malformed_json: 400,
  unauthorized: 401,
  forbidden: 403,
  password_change_required: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  upstream_failed: 502,
  unavailable: 503,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Per-field messages for invalid_input, keyed by the request's field name. */
    readonly fields?: Record<string, string>,
    /** Extra response headers, e.g. Retry-After on rate_limited. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}
