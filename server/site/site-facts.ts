import { count, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogPosts } from "../db/schema";

/** Small facts about the site that public pages show. */
export function createSiteFacts(db: Database) {
  return {
    async publishedArticleCount(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(blogPosts)
        .where(eq(blogPosts.status, "published"));
      return row?.n ?? 0;
    },
  };
}
