import type { z } from "zod";
import { AppError } from "./errors";

/**
 * Where a NUL character hides in a parsed value, or null. PostgreSQL cannot store U+0000 in
 * text, and no field of this product needs it. Iterative, so 10,000-deep nesting is fine.
 */
export function findNul(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: "" }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const v = item.value;
    if (typeof v === "string") {
      if (v.includes("\u0000")) return item.path || "body";
    } else if (v && typeof v === "object") {
      for (const [key, child] of Object.entries(v)) {
        if (key.includes("\u0000")) return item.path || "body";
        stack.push({ value: child, path: item.path ? `${item.path}.${key}` : key });
      }
    }
  }
  return null;
}

/** Validates any input (query, params, JSON) with one error shape. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const nul = findNul(value);
  if (nul) {
    throw new AppError("invalid_input", "Some fields are missing or invalid", {
      [nul]: "must not contain a NUL character",
    });
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "body";
    fields[key] ??= issue.message;
  }
  throw new AppError("invalid_input", "Some fields are missing or invalid", fields);
}
