import type { RawResponse } from "./send";

export interface Expectation {
  /** Admin route called without a valid token: only 401 is right. */
  unauthenticated: boolean;
  /** The request is malformed and the route reads bodies: only a 4xx is right. */
  mustRefuse: boolean;
}

/** Traces of a stack or of server paths that must never reach a client. */
const leak =
  /\n\s+at .+\(?.+:\d+:\d+\)?|node_modules|\/work\/|file:\/\/|\bat async\b|TypeError|ReferenceError|SyntaxError: /;

/**
 * What is wrong with one answer, or null. Never a 5xx, never a stack trace; a 4xx is JSON
 * `{"error":{"code","message","fields"?}}`.
 */
export function problemWith(res: RawResponse, expect: Expectation): string | null {
  if (res.status >= 500) return `answered ${res.status}: ${res.text.slice(0, 300)}`;
  if (leak.test(res.text)) return `leaks internals: ${res.text.slice(0, 300)}`;
  if (expect.unauthenticated && res.status !== 401) {
    return `admin route answered ${res.status} without a valid token`;
  }
  if (expect.mustRefuse && (res.status < 400 || res.status >= 500)) {
    return `accepted a malformed request with ${res.status}`;
  }
  if (res.status >= 400) {
    if (!res.contentType.includes("application/json")) {
      return `${res.status} with content type ${res.contentType || "(none)"}`;
    }
    let body: unknown;
    try {
      body = JSON.parse(res.text);
    } catch {
      return `${res.status} whose body is not JSON: ${res.text.slice(0, 200)}`;
    }
    const error = (body as { error?: Record<string, unknown> } | null)?.error;
    if (!error || typeof error.code !== "string" || typeof error.message !== "string") {
      return `${res.status} without the error contract: ${res.text.slice(0, 200)}`;
    }
    if (error.fields !== undefined) {
      const fields = error.fields as Record<string, unknown>;
      if (typeof fields !== "object" || fields === null) return "error.fields is not an object";
      if (Object.values(fields).some((m) => typeof m !== "string")) {
        return "error.fields holds a non-string message";
      }
    }
  }
  return null;
}
