import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "./errors";
import { findNul, validate } from "./validate";

describe("findNul", () => {
  it("finds a NUL character in a nested string or key, and its path", () => {
    expect(findNul({ a: { b: ["x", "y\u0000"] } })).toBe("a.b.1");
    expect(findNul({ "k\u0000": 1 })).toBe("body");
    expect(findNul({ a: "clean", b: [1, null, true] })).toBeNull();
  });

  it("walks 10,000-deep nesting without overflowing the stack", () => {
    let deep: unknown = "\u0000";
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(findNul(deep)).toMatch(/^0(\.0)+$/);
  });
});

describe("validate", () => {
  it("refuses a NUL character with a field message before the schema runs", () => {
    const schema = z.object({ name: z.string() });
    try {
      validate(schema, { name: "Amina\u0000" });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).fields).toEqual({ name: "must not contain a NUL character" });
    }
  });
});
