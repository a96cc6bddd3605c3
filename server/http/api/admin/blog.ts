import { Hono } from "hono";
import { z } from "zod";
import {
  generateBlogRequest,
  modifyBlogRequest,
  saveBlogPostRequest,
  seoAnalysisRequest,
} from "../../../../contract/blog";
import type { Services } from "../../../services";
import { validate } from "../../../validate";
import type { AppEnv } from "../../env";
import { readJson } from "../../read-body";

const idParam = z.object({
  id: z.coerce
    .number({ error: "id must be a number" })
    .int()
    .positive("id must be a positive integer"),
});
/** Posts are long HTML documents; 512 KB leaves room for the 200,000-character content cap. */
const POST_BODY_LIMIT = 512 * 1024;

/** Staff blog API (SPEC §7), mounted behind requireAdmin in api/admin/index.ts. */
export function adminBlogRoutes(services: Services) {
  const { blog } = services;
  return new Hono<AppEnv>()
    .get("/blog-posts", async (c) => c.json({ posts: await blog.listForAdmin() }))
    .post("/blog-posts", async (c) => {
      const input = await readJson(c, saveBlogPostRequest, POST_BODY_LIMIT);
      const post = await blog.save(input, c.get("admin").id);
      return c.json({ success: true, post }, input.id === undefined ? 201 : 200);
    })
    .patch("/blog-posts/:id/publish", async (c) => {
      const { id } = validate(idParam, c.req.param());
      return c.json({ success: true, post: await blog.publish(id) });
    })
    .delete("/blog-posts/:id", async (c) => {
      const { id } = validate(idParam, c.req.param());
      await blog.remove(id);
      return c.json({ success: true });
    })
    .post("/blog-seo-analysis", async (c) => {
      const input = await readJson(c, seoAnalysisRequest, POST_BODY_LIMIT);
      return c.json(await blog.analyze(input));
    })
    .get("/blog-analytics", async (c) => c.json(await blog.analytics()))
    .post("/optimize-blogs", async (c) => c.json(await blog.optimizeAll()))
    .post("/generate-blog", async (c) => {
      const input = await readJson(c, generateBlogRequest, 16 * 1024);
      return c.json(await blog.generate(input));
    })
    .post("/modify-blog", async (c) => {
      const input = await readJson(c, modifyBlogRequest, POST_BODY_LIMIT);
      return c.json({ modifiedContent: await blog.modify(input) });
    });
}
