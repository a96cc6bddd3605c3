import { describe, expect, it } from "vitest";
import { isDataException, isUniqueViolation, sqlStateOf } from "./errors";

/** A driver error as Drizzle wraps it: the SQLSTATE sits on the cause. */
const wrapped = (code: string) =>
  new Error("Failed query: insert ...", { cause: Object.assign(new Error("no"), { code }) });

describe("driver errors", () => {
  it("finds the SQLSTATE on the error Drizzle wraps", () => {
    expect(sqlStateOf(wrapped("23505"))).toBe("23505");
    expect(isUniqueViolation(wrapped("23505"))).toBe(true);
    expect(isDataException(wrapped("22021"))).toBe(true);
    expect(isDataException(wrapped("23505"))).toBe(false);
  });

  it("finds none on errors that are not the database's", () => {
    const nodeError = Object.assign(new Error("too big"), { code: "ERR_BUFFER_TOO_LARGE" });
    for (const err of [new Error("plain"), nodeError, null, "23505"]) {
      expect(sqlStateOf(err)).toBeNull();
      expect(isUniqueViolation(err)).toBe(false);
    }
  });
});
