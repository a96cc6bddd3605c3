import { Hono } from "hono";
import { inquiryListQuery, inquiryUpdateRequest } from "../../../../contract/admin-inquiries";
import type { ErasureResponse } from "../../../../contract/erasure";
import { csvFileName } from "../../../leads/csv";
import type { Services } from "../../../services";
import { validate } from "../../../validate";
import { download, fileType } from "../../download";
import type { AppEnv } from "../../env";
import { pathId } from "../../params";
import { readJson } from "../../read-body";
import { recordErasure } from "./erasure-audit";
import { actorOf } from "./leads";

/** The Inquiries tab: contact-form messages, the handled mark, the CSV export and erasure. */
export function inquiriesRoutes(services: Services) {
  return new Hono<AppEnv>()
    .get("/inquiries", async (c) => {
      const query = validate(inquiryListQuery, c.req.query());
      return c.json(await services.inquiries.list(query));
    })
    .get("/inquiries.csv", async (c) => {
      const query = validate(inquiryListQuery, c.req.query());
      return download(
        c,
        await services.inquiries.csv(query),
        csvFileName("inquiries", new Date()),
        fileType.csv,
      );
    })
    .patch("/inquiries/:id", async (c) => {
      const id = pathId(c);
      const { handled } = await readJson(c, inquiryUpdateRequest, 1024);
      return c.json({ inquiry: await services.inquiries.setHandled(actorOf(c), id, handled) });
    })
    .delete("/inquiries/:id", async (c) => {
      const id = pathId(c);
      await services.inquiries.remove(id);
      await recordErasure(services, c, `inquiry ${id}`);
      return c.json({ success: true } satisfies ErasureResponse);
    });
}
