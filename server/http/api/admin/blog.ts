import { Hono } from "hono";
import {
  generateBlogRequest,
  modifyBlogRequest,
  saveBlogPostRequest,
  seoAnalysisRequest,
} from "../../../../contract/blog";
import type { Services } from "../../../services";
import type { AppEnv } from "../../env";
import { pathId } from "../../params";
import { readJson } from "../../read-body";

/** Posts are long HTML documents; 512 KB leaves room for the 200,000-character content cap. */
const POST_BODY_LIMIT = 512 * 1024;

/** Staff blog API, mounted behind requireAdmin in api/admin/index.ts. */
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
      const id = pathId(c);
      return c.json({ success: true, post: await blog.publish(id) });
    })
    .delete("/blog-posts/:id", async (c) => {
      const id = pathId(c);
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
