import { Hono } from "hono";
import { csvFileName } from "../../../leads/csv";
import type { Services } from "../../../services";
import { csvResponse } from "../../csv-response";
import type { AppEnv } from "../../env";

/** The Subscribers tab: newsletter sign-ups and their CSV export. */
export function subscribersRoutes(services: Services) {
  return new Hono<AppEnv>()
    .get("/subscribers", async (c) => c.json(await services.subscribers.list()))
    .get("/subscribers.csv", async (c) =>
      csvResponse(c, await services.subscribers.csv(), csvFileName("subscribers", new Date())),
    );
}
