import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client";
import { loginErrorMessage } from "./login-errors";

const apiError = (status: number, body: unknown) =>
  new ApiError(status, typeof body === "string" ? body : JSON.stringify(body), "");

describe("loginErrorMessage", () => {
  it("says Invalid credentials for a 401", () => {
    expect(loginErrorMessage(apiError(401, { error: { message: "Invalid credentials" } }))).toBe(
      "Invalid credentials",
    );
  });

  it("passes on when to try again after a lockout", () => {
    const body = {
      error: {
        code: "rate_limited",
        message: "Too many sign-in attempts. Try again in 15 minutes.",
      },
    };
    expect(loginErrorMessage(apiError(429, body))).toBe(
      "Too many sign-in attempts. Try again in 15 minutes.",
    );
  });

  it("says Login failed for server errors, odd answers and network failures", () => {
    expect(loginErrorMessage(apiError(500, ""))).toBe("Login failed. Please try again.");
    expect(loginErrorMessage(apiError(502, "<html>Bad gateway</html>"))).toBe(
      "Login failed. Please try again.",
    );
    expect(loginErrorMessage(new TypeError("Failed to fetch"))).toBe(
      "Login failed. Please try again.",
    );
  });
});
