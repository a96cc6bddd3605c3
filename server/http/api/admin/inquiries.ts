import { Hono } from "hono";
import { z } from "zod";
import { inquiryListQuery, inquiryUpdateRequest } from "../../../../contract/admin-inquiries";
import { csvFileName } from "../../../leads/csv";
import type { Services } from "../../../services";
import { csvResponse } from "../../csv-response";
import type { AppEnv } from "../../env";
import { readJson, validate } from "../../read-body";

const idParam = z.object({ id: z.coerce.number().int().positive("Unknown inquiry") });

/** The Inquiries tab: contact-form messages, the handled mark and the CSV export. */
export function inquiriesRoutes(services: Services) {
  return new Hono<AppEnv>()
    .get("/inquiries", async (c) => {
      const query = validate(inquiryListQuery, c.req.query());
      return c.json(await services.inquiries.list(query));
    })
    .get("/inquiries.csv", async (c) => {
      const query = validate(inquiryListQuery, c.req.query());
      return csvResponse(
        c,
        await services.inquiries.csv(query),
        csvFileName("inquiries", new Date()),
      );
    })
    .patch("/inquiries/:id", async (c) => {
      const { id } = validate(idParam, c.req.param());
      const { handled } = await readJson(c, inquiryUpdateRequest, 1024);
      return c.json({ inquiry: await services.inquiries.setHandled(id, handled) });
    });
}
