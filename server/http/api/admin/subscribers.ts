import { Hono } from "hono";
import type { ErasureResponse } from "../../../../contract/erasure";
import { csvFileName } from "../../../leads/csv";
import type { Services } from "../../../services";
import { download, fileType } from "../../download";
import type { AppEnv } from "../../env";
import { pathId } from "../../params";
import { recordErasure } from "./erasure-audit";

/** The Subscribers tab: newsletter sign-ups, their CSV export and erasure. */
export function subscribersRoutes(services: Services) {
  return new Hono<AppEnv>()
    .get("/subscribers", async (c) => c.json(await services.subscribers.list()))
    .get("/subscribers.csv", async (c) =>
      download(
        c,
        await services.subscribers.csv(),
        csvFileName("subscribers", new Date()),
        fileType.csv,
      ),
    )
    .delete("/subscribers/:id", async (c) => {
      const id = pathId(c);
      await services.subscribers.remove(id);
      await recordErasure(services, c, `subscriber ${id}`);
      return c.json({ success: true } satisfies ErasureResponse);
    });
}
