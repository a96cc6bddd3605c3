import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/test-database";
import { AppError } from "../errors";
import { createFloodGate } from "../rate-limit/flood-gate";
import { createRateLimiter } from "../rate-limit/rate-limiter";
import type { AdminAccount } from "./admin-accounts";
import { createAuditLog } from "./audit";
import { hashPassword, verifyPassword } from "./passwords";
import { invalidCredentials, type SignInDeps, signIn } from "./sign-in";
import { signInFlood } from "./throttle";

let handle: DatabaseHandle;
let account: AdminAccount;
let dummy: Promise<string>;

function deps(): SignInDeps {
  return {
    findAdminByUsername: async (username) => (username === account.username ? account : undefined),
    verifyPassword,
    dummyHash: () => dummy,
    startSession: async (adminId) => `token-for-${adminId}`,
    // Off here: these tests are about the database counters behind it.
    floodGate: createFloodGate(signInFlood, false),
    limiter: createRateLimiter(handle.db, true),
    audit: createAuditLog(handle.db),
  };
}

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

beforeAll(async () => {
  handle = await openTestDatabase();
  account = {
    id: 7,
    username: "grace",
    email: "grace@example.com",
    role: "owner",
    mustChangePassword: false,
    disabled: false,
    passwordHash: await hashPassword("correct horse battery"),
  };
  // As createSignIn makes it at start.
  dummy = hashPassword(crypto.randomUUID());
});
afterAll(() => handle.close());

describe("signIn", () => {
  it("opens a session and returns the admin without the hash", async () => {
    const result = await signIn(
      deps(),
      { username: "grace", password: "correct horse battery" },
      { ip: "10.1.0.1" },
    );
    expect(result).toEqual({
      token: "token-for-7",
      admin: {
        id: 7,
        username: "grace",
        email: "grace@example.com",
        role: "owner",
        mustChangePassword: false,
      },
    });
    const [entry] = await createAuditLog(handle.db).recent(1);
    expect(entry).toMatchObject({ event: "sign_in", username: "grace", ip: "10.1.0.1" });
  });

  it("answers an unknown user and a wrong password with the same error", async () => {
    const wrong = await failureOf(
      signIn(deps(), { username: "grace", password: "nope" }, { ip: "10.1.0.2" }),
    );
    const unknown = await failureOf(
      signIn(deps(), { username: "ghost", password: "nope" }, { ip: "10.1.0.2" }),
    );
    for (const error of [wrong, unknown]) {
      expect(error.code).toBe("unauthorized");
      expect(error.message).toBe(invalidCredentials);
      expect(error.headers).toBeUndefined();
    }
    const [last, first] = await createAuditLog(handle.db).recent(2);
    expect(first).toMatchObject({ event: "sign_in_failed", username: "grace" });
    // L7: an unknown username is not kept: it may be a password typed in the wrong box.
    expect(last).toMatchObject({ event: "sign_in_failed", username: null });
  });

  it("locks a username out from one address on the sixth attempt, even with the right password", async () => {
    const origin = { ip: "10.1.0.3" };
    for (let i = 0; i < 5; i++) {
      const e = await failureOf(signIn(deps(), { username: "grace", password: "bad" }, origin));
      expect(e.code).toBe("unauthorized");
    }
    const locked = await failureOf(
      signIn(deps(), { username: "Grace", password: "correct horse battery" }, origin),
    );
    expect(locked.code).toBe("rate_limited");
    const retryAfter = Number(locked.headers?.["Retry-After"]);
    expect(retryAfter).toBeGreaterThan(890);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(locked.message).toBe("Too many sign-in attempts. Try again in 15 minutes.");
    const [entry] = await createAuditLog(handle.db).recent(1);
    expect(entry).toMatchObject({ event: "lockout", username: "grace", ip: "10.1.0.3" });

    // The same username from another address is not locked.
    await expect(
      signIn(deps(), { username: "grace", password: "correct horse battery" }, { ip: "10.1.0.4" }),
    ).resolves.toMatchObject({ token: "token-for-7" });
  });

  it("refuses the 101st attempt in an hour from one address whatever the usernames", async () => {
    const origin = { ip: "10.1.0.5" };
    const fast: SignInDeps = { ...deps(), verifyPassword: async () => false };
    for (let i = 0; i < 100; i++) {
      const e = await failureOf(signIn(fast, { username: `user${i}`, password: "x" }, origin));
      expect(e.code).toBe("unauthorized");
    }
    const refused = await failureOf(signIn(fast, { username: "fresh", password: "x" }, origin));
    expect(refused.code).toBe("rate_limited");
    expect(Number(refused.headers?.["Retry-After"])).toBeGreaterThan(3500);
  });
});

describe("an unknown user and a wrong password", () => {
  // Same work, so the same time: each verifies one argon2id hash of the same cost and writes
  // one audit row. The time itself is a benchmark (npm run bench:sign-in: medians < 5 ms apart).
  it("verify one hash of the same cost each and get the same answer", async () => {
    const attempt = async (username: string, ip: string) => {
      const verified: string[] = [];
      const d = deps();
      const error = await failureOf(
        signIn(
          {
            ...d,
            verifyPassword: (h, p) => {
              verified.push(h);
              return d.verifyPassword(h, p);
            },
          },
          { username, password: "wrong" },
          { ip },
        ),
      );
      const [entry] = await createAuditLog(handle.db).recent(1);
      return { verified, error, entry };
    };
    const wrong = await attempt("grace", "10.9.0.1");
    const unknown = await attempt("nobody", "10.9.0.2");

    expect(wrong.verified).toEqual([account.passwordHash]);
    expect(unknown.verified).toEqual([await dummy]);
    // The algorithm and cost part of each PHC string: the dummy costs what a real hash costs.
    const parameters = (h: string) => h.split("$").slice(1, 4).join("$");
    expect(unknown.verified.map(parameters)).toEqual(wrong.verified.map(parameters));
    expect(parameters(account.passwordHash)).toBe("argon2id$v=19$m=19456,t=2,p=1");
    for (const { error, entry } of [wrong, unknown]) {
      expect([error.code, error.message]).toEqual(["unauthorized", invalidCredentials]);
      expect(entry).toMatchObject({ event: "sign_in_failed" });
    }
  });
});
