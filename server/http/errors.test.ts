import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./env";
import { handleError } from "./errors";

/** A driver error as Drizzle wraps it: the SQLSTATE sits on the cause. */
function driverError(sqlState: string): Error {
  const cause = Object.assign(new Error("database said no"), { code: sqlState });
  return new Error("Failed query: insert ...", { cause });
}

async function answerTo(err: Error) {
  const app = new Hono<AppEnv>();
  app.get("/", () => {
    throw err;
  });
  app.onError(handleError);
  const res = await app.request("/");
  return { status: res.status, body: (await res.json()) as { error: Record<string, unknown> } };
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

  it("keeps every other failure a generic 500 without the error's text", async () => {
    const { status, body } = await answerTo(driverError("53300"));
    expect(status).toBe(500);
    expect(body.error.code).toBe("internal");
    expect(JSON.stringify(body)).not.toContain("database said no");
  });
});
