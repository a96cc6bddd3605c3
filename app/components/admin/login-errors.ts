import { ApiError } from "../../lib/api-client";

/** What the sign-in page says when the server refuses or cannot be reached. */
export const loginMessages = {
  invalid: "Invalid credentials",
  failed: "Login failed. Please try again.",
} as const;

/**
 * 401 means wrong username or password (the server does not say which); 429 carries the
 * server's "try again in N minutes"; anything else, network failures included, is generic.
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return loginMessages.invalid;
    if (error.status === 429) {
      return error.serverMessage ?? "Too many sign-in attempts. Please try again later.";
    }
  }
  return loginMessages.failed;
}
