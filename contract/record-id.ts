import { z } from "zod";

/**
 * A table row's id as a client sends it (in a path or a body): a whole number from 1 to the
 * largest PostgreSQL `integer`, so a bad id is a 400 naming the field, never a database error.
 */
export const recordId = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be a positive number`)
    .max(2_147_483_647, `${name} is too large`);
