import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { capturedLogger } from "../../tests/support/log-capture";
import type { AppEnv } from "./env";
import { handleError } from "./errors";
import { requestContext } from "./middleware/request-context";

/** A driver error as Drizzle wraps it: the SQLSTATE sits on the cause. */
function driverError(sqlState: string): Error {
  const cause = Object.assign(new Error("database said no"), { code: sqlState });
  return new Error("Failed query: insert ...", { cause });
}

/** The answer to a request whose handler throws `err`, and the log lines it wrote. */
async function answerTo(err: Error) {
  const { log, lines } = capturedLogger();
  const app = new Hono<AppEnv>();
  app.use("*", requestContext(log, { hops: 0 }));
  app.get("/", () => {
    throw err;
  });
  app.onError(handleError);
  const res = await app.request("/");
  const body = (await res.json()) as { error: Record<string, unknown> };
  return { status: res.status, body, requestId: res.headers.get("x-request-id"), lines };
}

describe("handleError", () => {
  it("answers data the database refused (SQLSTATE class 22) with 400, not 500", async () => {
    const { status, body } = await answerTo(driverError("22021"));
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: "invalid_input" });
    expect(JSON.stringify(body)).not.toContain("Failed query");
  });

  it("answers a unique violation with 409", async () => {
    expect((await answerTo(driverError("23505"))).status).toBe(409);
  });

  it("keeps every other failure a generic 500 with the request id, and logs the stack", async () => {
    const { status, body, requestId, lines } = await answerTo(driverError("53300"));
    expect(status).toBe(500);
    expect(body.error.code).toBe("internal");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.error.requestId).toBe(requestId);
    expect(body.error.message).toContain(requestId);
    expect(JSON.stringify(body)).not.toContain("database said no");
    expect(JSON.stringify(body)).not.toMatch(/\bat .*\.ts:\d+/);

    const failure = lines.find((line) => line.msg === "unhandled error");
    expect(failure).toMatchObject({ level: 50, reqId: requestId, err: { sqlState: "53300" } });
    const stack = (failure?.err as { stack?: string } | undefined)?.stack;
    expect(stack).toContain("errors.test.ts");
    expect(stack).toContain("caused by: Error: database said no");
  });
});
