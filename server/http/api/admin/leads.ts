import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import {
  type LeadAssigneeList,
  leadChangeRequest,
  leadListQuery,
  leadNoteRequest,
  leadSource,
} from "../../../../contract/admin-leads";
import { recordId } from "../../../../contract/record-id";
import { csvFileName } from "../../../leads/csv";
import type { LeadActor } from "../../../leads/lead-inbox";
import type { Services } from "../../../services";
import { validate } from "../../../validate";
import { download, fileType } from "../../download";
import type { AppEnv } from "../../env";
import { readJson } from "../../read-body";

const leadPath = z.object({ source: leadSource, id: recordId("id") });

const leadOf = (c: Context<AppEnv>) =>
  validate(leadPath, { source: c.req.param("source"), id: c.req.param("id") });

/** The signed-in staff account, as a lead's history names who changed it. */
export const actorOf = (c: Context<AppEnv>): LeadActor => {
  const { id, username } = c.get("admin");
  return { id, username };
};

/** The Leads tab, mounted under /leads: list, CSV export, one lead, its status, assignee and notes. */
export function leadRoutes(services: Services) {
  const inbox = services.leads;
  return (
    new Hono<AppEnv>()
      .get("/", async (c) => c.json(await inbox.list(validate(leadListQuery, c.req.query()))))
      .get("/export.csv", async (c) => {
        const query = validate(leadListQuery, c.req.query());
        return download(c, await inbox.csv(query), csvFileName("leads", new Date()), fileType.csv);
      })
      // Every staff member may hand a lead on; the accounts list itself stays with owners.
      .get("/assignees", async (c) =>
        c.json({ assignees: await inbox.assignees() } satisfies LeadAssigneeList),
      )
      .get("/:source/:id", async (c) => {
        const { source, id } = leadOf(c);
        return c.json({ lead: await inbox.get(source, id) });
      })
      .patch("/:source/:id", async (c) => {
        const { source, id } = leadOf(c);
        const change = await readJson(c, leadChangeRequest, 4096);
        return c.json({ lead: await inbox.change(actorOf(c), source, id, change) });
      })
      .post("/:source/:id/notes", async (c) => {
        const { source, id } = leadOf(c);
        const { text } = await readJson(c, leadNoteRequest, 16_384);
        return c.json({ lead: await inbox.addNote(actorOf(c), source, id, text) }, 201);
      })
  );
}
