import { Hono } from "hono";
import { coverLetterRequest } from "../../../../contract/documents";
import type { Services } from "../../../services";
import type { AppEnv } from "../../env";
import { readJson } from "../../read-body";

/** POST /api/admin/generate-cover-letter: {content, fileName}; also stored as a cover-letter document. */
export function coverLetterRoutes(services: Services) {
  return new Hono<AppEnv>().post("/generate-cover-letter", async (c) => {
    const body = await readJson(c, coverLetterRequest);
    return c.json(await services.documents.documents.coverLetter(body));
  });
}
