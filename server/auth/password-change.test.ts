import { describe, expect, it } from "vitest";
import type { RateLimiter } from "../rate-limit/rate-limiter";
import type { AuditEntry, AuditLog } from "./audit";
import { changePassword, type PasswordChangeDeps } from "./password-change";

// Plain fakes: this test is about the order of checks, not about hashing (sign-in.test.ts is).
function setup() {
  const state = { hash: "h:old-password-1", revoked: [] as Array<[number, string]>, failures: 0 };
  // One admin's failure counter; the real limiter's SQL is tested in rate-limiter.test.ts.
  const limiter: RateLimiter = {
    hit: async (rule) => {
      state.failures++;
      return {
        allowed: state.failures <= rule.limit,
        retryAfterSeconds: 900,
        firstRefusal: state.failures === rule.limit + 1,
      };
    },
    reset: async () => {
      state.failures = 0;
    },
    prune: async () => {},
  };
  const audit: AuditEntry[] = [];
  const log: AuditLog = {
    record: async (e) => {
      audit.push(e);
    },
    recent: async () => [],
    prune: async () => {},
  };
  const deps: PasswordChangeDeps = {
    findAdminById: async (id) =>
      id === 1
        ? {
            id: 1,
            username: "grace",
            email: "g@example.com",
            role: "owner",
            disabled: false,
            mustChangePassword: false,
            passwordHash: state.hash,
          }
        : undefined,
    verifyPassword: async (hash, password) => hash === `h:${password}`,
    hashPassword: async (password) => `h:${password}`,
    updatePasswordHash: async (_id, hash) => {
      state.hash = hash;
    },
    revokeOtherSessions: async (adminId, keep) => {
      state.revoked.push([adminId, keep]);
      return 2;
    },
    limiter,
    audit: log,
  };
  return { state, audit, deps };
}

const origin = { ip: "10.2.0.1" };

describe("changePassword", () => {
  it("stores the new hash, revokes the other sessions and audits the change", async () => {
    const { state, audit, deps } = setup();
    const result = await changePassword(
      deps,
      {
        adminId: 1,
        sessionTokenHash: "hash-42",
        currentPassword: "old-password-1",
        newPassword: "new-password-22",
      },
      origin,
    );
    expect(result).toEqual({ revokedSessions: 2 });
    expect(state.hash).toBe("h:new-password-22");
    expect(state.revoked).toEqual([[1, "hash-42"]]);
    expect(audit).toEqual([
      expect.objectContaining({ event: "password_changed", username: "grace", ip: "10.2.0.1" }),
    ]);
  });

  it("refuses a wrong current password and changes nothing", async () => {
    const { state, audit, deps } = setup();
    await expect(
      changePassword(
        deps,
        {
          adminId: 1,
          sessionTokenHash: "hash-42",
          currentPassword: "guess",
          newPassword: "new-password-22",
        },
        origin,
      ),
    ).rejects.toMatchObject({
      code: "invalid_input",
      fields: { currentPassword: expect.any(String) },
    });
    expect(state).toEqual({ hash: "h:old-password-1", revoked: [], failures: 1 });
    expect(audit[0]?.event).toBe("password_change_failed");
  });

  it("refuses reusing the current password", async () => {
    const { state, deps } = setup();
    await expect(
      changePassword(
        deps,
        {
          adminId: 1,
          sessionTokenHash: "hash-42",
          currentPassword: "old-password-1",
          newPassword: "old-password-1",
        },
        origin,
      ),
    ).rejects.toMatchObject({ code: "invalid_input", fields: { newPassword: expect.any(String) } });
    expect(state.revoked).toEqual([]);
  });

  it("refuses even the right password after five wrong ones, and a success resets the count", async () => {
    const { state, audit, deps } = setup();
    const attempt = (currentPassword: string) =>
      changePassword(
        deps,
        {
          adminId: 1,
          sessionTokenHash: "hash-42",
          currentPassword,
          newPassword: "new-password-22",
        },
        origin,
      );
    state.failures = 4;
    await expect(attempt("guess")).rejects.toMatchObject({ code: "invalid_input" });
    await expect(attempt("old-password-1")).rejects.toMatchObject({
      code: "rate_limited",
      headers: { "Retry-After": "900" },
    });
    expect(state.hash).toBe("h:old-password-1");
    expect(audit.at(-1)).toMatchObject({ event: "lockout", detail: "password change" });

    state.failures = 4;
    await attempt("old-password-1");
    expect(state.failures).toBe(0);
  });
});
