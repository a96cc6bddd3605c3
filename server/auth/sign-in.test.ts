import { hash, verify } from "@node-rs/argon2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/test-database";
import { AppError } from "../errors";
import { createFloodGate } from "../rate-limit/flood-gate";
import { createRateLimiter } from "../rate-limit/rate-limiter";
import type { AdminAccount } from "./admin-accounts";
import { createAuditLog } from "./audit";
import { invalidCredentials, type SignInDeps, signIn } from "./sign-in";
import { accountSubject, signInFlood, signInRules } from "./throttle";

// The cost the architecture asks for (argon2id, m=19456 KiB, t=2, p=1), so timings are real.
const cost = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

let handle: DatabaseHandle;
let account: AdminAccount;
let dummy: Promise<string>;

function deps(): SignInDeps {
  return {
    findAdminByUsername: async (username) => (username === account.username ? account : undefined),
    verifyPassword: (h, p) => verify(h, p),
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
    role: "admin",
    mustChangePassword: false,
    passwordHash: await hash("correct horse battery", cost),
  };
  dummy = hash(crypto.randomUUID(), cost);
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
        role: "admin",
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

describe("sign-in timing", () => {
  it("costs the same median time for an unknown user and a wrong password (< 5 ms apart)", async () => {
    // Time is measured as CPU time of this process (argon2 threads and PGlite included): on
    // a shared 2-core machine the wall clock is mostly other processes' scheduling, while
    // the work an attacker could time is what runs here. Skipping the hash would be ~15 ms.
    const time = async (username: string, ip: string) => {
      const d = deps();
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      await failureOf(signIn(d, { username, password: "wrong" }, { ip }));
      const cpu = process.cpuUsage(cpuBefore);
      // Untimed: 31 wrong passwords would lock the account (10 per 5 minutes from anywhere)
      // and the rest would be refused before the hash.
      await d.limiter.reset(signInRules.accountFailures, accountSubject(username));
      return { cpu: (cpu.user + cpu.system) / 1000, wall: performance.now() - started };
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    await time("grace", "10.9.0.1"); // warm-up

    const unknown: Array<{ cpu: number; wall: number }> = [];
    const wrong: Array<{ cpu: number; wall: number }> = [];
    // Interleaved, so anything else going on hits both series alike.
    for (let i = 1; i <= 31; i++) {
      wrong.push(await time("grace", `10.9.1.${i}`));
      unknown.push(await time(`nobody-${i}`, `10.9.1.${i}`));
    }
    const cpu = [median(unknown.map((t) => t.cpu)), median(wrong.map((t) => t.cpu))] as const;
    const wall = [median(unknown.map((t) => t.wall)), median(wrong.map((t) => t.wall))] as const;
    console.info(
      `sign-in medians (unknown user vs wrong password): CPU ${cpu[0].toFixed(1)} vs ${cpu[1].toFixed(1)} ms, ` +
        `wall ${wall[0].toFixed(1)} vs ${wall[1].toFixed(1)} ms`,
    );
    expect(cpu[1]).toBeGreaterThan(5); // the hash really ran
    expect(Math.abs(cpu[0] - cpu[1])).toBeLessThan(5);
  }, 120_000);
});
