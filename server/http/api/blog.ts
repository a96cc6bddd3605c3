import { Hono } from "hono";
import { z } from "zod";
import { blogListQuery, publicBlogPost } from "../../../contract/blog";
import { AppError } from "../../errors";
import type { Services } from "../../services";
import { validate } from "../../validate";
import type { AppEnv } from "../env";

const listQuery = z.object({
  category: z.string().trim().min(1, "category must not be empty").max(100).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, "limit must be at least 1")
    .max(50, "limit must be at most 50")
    .optional(),
  /** The post being read, left out of its own related posts. */
  exclude: z.string().max(500).optional(),
});

/**
 * Public blog API. With a page: that page of the /blog list (cards and the header's counts), read
 * as the page's own links are, for the list's script. Otherwise, without a category: the list of
 * published posts; with one: the related-posts object `{posts}`. Drafts never appear.
 */
export function blogRoutes(services: Services) {
  return new Hono<AppEnv>()
    .get("/blog-posts", async (c) => {
      if (c.req.query("page") !== undefined)
        return c.json(await services.blog.listPage(blogListQuery.parse(c.req.query())));
      const query = validate(listQuery, c.req.query());
      if (query.category !== undefined) {
        const posts = await services.blog.related(query.category, query.limit ?? 3, query.exclude);
        return c.json({ posts });
      }
      const posts = await services.blog.listPublished();
      return c.json(query.limit ? posts.slice(0, query.limit) : posts);
    })
    .get("/blog-posts/:slug", async (c) => {
      const post = await services.blog.getPublished(c.req.param("slug"));
      if (!post) throw new AppError("not_found", "Blog post not found");
      // Exactly the public fields: zod drops the page-only extras.
      return c.json(publicBlogPost.parse(post));
    });
}
