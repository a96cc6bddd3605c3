import type { Context } from "hono";
import { z } from "zod";
import { recordId } from "../../contract/record-id";
import { validate } from "../validate";

const idParam = z.object({ id: recordId("id") });

/** The numeric `:id` of a route's path, or a 400 naming `id`. */
export const pathId = (c: Context): number => validate(idParam, { id: c.req.param("id") }).id;
