import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { capturedLogger } from "../tests/support/log-capture";
import { inRequestScope } from "./log";

/** A failed insert as Drizzle reports it: every bound value in `params` and in the message. */
function failedInsert(secret: string): DrizzleQueryError {
  const driverError = Object.assign(new Error("duplicate key value violates unique constraint"), {
    code: "23505",
    detail: `Key (username)=(${secret}) already exists.`,
    constraint: "admins_username_unique",
  });
  return new DrizzleQueryError(
    'insert into "admins" ("username", "password_hash") values ($1, $2)',
    [secret, `$argon2id$v=19$${secret}`],
    driverError,
  );
}

describe("the err serializer", () => {
  it("logs a failed query's SQL and SQLSTATE but none of its bound values", () => {
    const { log, lines } = capturedLogger();
    log.error({ err: failedInsert("hunter2-secret") }, "request failed");

    const text = JSON.stringify(lines);
    expect(text).not.toContain("hunter2-secret");
    expect(text).not.toContain("argon2id");
    const err = lines[0]?.err as Record<string, string>;
    expect(err.type).toBe("DrizzleQueryError");
    expect(err.query).toContain('insert into "admins"');
    expect(err.message).toContain("duplicate key value");
    expect(err.stack).toMatch(/\n\s+at /);
    expect(text).toContain("23505");
  });

  it("cuts a huge value so one failure cannot write a megabyte line", () => {
    const { log, lines } = capturedLogger();
    log.error({ err: new Error(`value too long: ${"x".repeat(1_000_000)}`) }, "failed");
    expect(JSON.stringify(lines[0]).length).toBeLessThan(10_000);
  });

  it("keeps the fields of an ordinary error", () => {
    const { log, lines } = capturedLogger();
    log.error({ err: Object.assign(new Error("refused"), { code: "ECONNREFUSED" }) }, "down");
    expect(lines[0]?.err).toMatchObject({
      type: "Error",
      message: "refused",
      code: "ECONNREFUSED",
    });
  });
});

describe("request scope", () => {
  it("adds the request id to every line written while the request is served", async () => {
    const { log, lines } = capturedLogger();
    log.info("before");
    await inRequestScope("req-1", async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.info("from a service");
    });
    log.info("after");
    expect(lines.map((l) => [l.msg, l.reqId])).toEqual([
      ["before", undefined],
      ["from a service", "req-1"],
      ["after", undefined],
    ]);
  });
});
