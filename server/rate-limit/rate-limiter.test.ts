import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holdDatabase } from "../../tests/support/hold-database";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { rateLimits } from "../db/schema";
import { AppError } from "../errors";
import { createRateLimiter, RATE_LIMIT_WAIT_MS } from "./rate-limiter";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  await database.migrate();
});
afterAll(() => database.close());

describe("rate limiter", () => {
  const rule = { bucket: "test", limit: 3, windowSeconds: 60 };

  it("allows up to the limit, then refuses with a wait", async () => {
    const limiter = createRateLimiter(database.db, true);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit(rule, "1.2.3.4"));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterSeconds).toBeGreaterThan(0);
    expect(results[3]?.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("counts each subject apart and forgets a reset subject", async () => {
    const limiter = createRateLimiter(database.db, true);
    for (let i = 0; i < 3; i++) await limiter.hit(rule, "a");
    expect((await limiter.hit(rule, "b")).allowed).toBe(true);
    await limiter.reset(rule, "a");
    expect((await limiter.hit(rule, "a")).allowed).toBe(true);
  });

  it("starts a new window once the old one has passed", async () => {
    const limiter = createRateLimiter(database.db, true);
    const short = { bucket: "short", limit: 1, windowSeconds: 1 };
    await limiter.hit(short, "x");
    expect((await limiter.hit(short, "x")).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await limiter.hit(short, "x")).allowed).toBe(true);
  });

  it("marks exactly one refusal per window as the first, and refuses on from memory", async () => {
    const limiter = createRateLimiter(database.db, true);
    const locked = { bucket: "locked", limit: 2, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.hit(locked, "s")));
    expect(results.filter((r) => r.allowed)).toHaveLength(2);
    expect(results.filter((r) => r.firstRefusal)).toHaveLength(1);
    // Refused from memory: the count in the database no longer moves.
    const countOf = async () =>
      (
        await database.db
          .select({ count: rateLimits.count })
          .from(rateLimits)
          .where(eq(rateLimits.key, "locked:s"))
      )[0]?.count;
    const before = await countOf();
    const again = await limiter.hit(locked, "s");
    expect(again).toMatchObject({ allowed: false, firstRefusal: false });
    expect(again.retryAfterSeconds).toBeGreaterThan(0);
    expect(await countOf()).toBe(before);
    // A reset frees it at once.
    await limiter.reset(locked, "s");
    expect((await limiter.hit(locked, "s")).allowed).toBe(true);
  });

  it("allows everything when limits are off", async () => {
    const limiter = createRateLimiter(database.db, false);
    for (let i = 0; i < 10; i++) expect((await limiter.hit(rule, "z")).allowed).toBe(true);
  });

  it("counts each hit once", async () => {
    const limiter = createRateLimiter(database.db, true);
    const once = { bucket: "once", limit: 10, windowSeconds: 60 };
    for (let i = 0; i < 3; i++) await limiter.hit(once, "s");
    const [row] = await database.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, "once:s"));
    expect(row?.count).toBe(3);
  });

  it("refuses with 503 and Retry-After when the database does not answer in time (ADR 028)", async () => {
    const limiter = createRateLimiter(database.db, true);
    const release = await holdDatabase(database.db);
    const started = performance.now();
    const refused = await limiter.hit(rule, "held").catch((err: unknown) => err);
    const waited = performance.now() - started;
    await release();
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "unavailable" });
    expect((refused as AppError).headers?.["Retry-After"]).toBe("10");
    expect(waited).toBeGreaterThanOrEqual(RATE_LIMIT_WAIT_MS - 50);
    expect(waited).toBeLessThan(RATE_LIMIT_WAIT_MS + 1000);
  });
});
