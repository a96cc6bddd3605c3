import { demoPosts } from "./demo-posts";
import type { PostQueries } from "./posts";
import { sanitizePostHtml } from "./sanitize";
import type { ScoreOf } from "./seo-score";
import { readingMinutes } from "./text";

const DAY_MS = 86_400_000;

/**
 * DEMO_CONTENT: seeds the demo articles, dated `daysAgo` before `now`, when the blog has no
 * post at all. A slug taken meanwhile (another instance seeding) is skipped. Returns how many
 * were inserted.
 */
export async function seedDemoPosts(
  deps: { posts: PostQueries; scoreOf: ScoreOf },
  now: Date,
): Promise<number> {
  const { posts } = deps;
  if ((await posts.countAll()) > 0) return 0;
  let seeded = 0;
  for (const demo of demoPosts) {
    const content = sanitizePostHtml(demo.content);
    const publishedAt = new Date(now.getTime() - demo.daysAgo * DAY_MS);
    const seoScore = await deps.scoreOf({ ...demo, content });
    const inserted = await posts.insertUnlessSlugTaken({
      title: demo.title,
      slug: demo.slug,
      excerpt: demo.excerpt,
      content,
      originalContent: content,
      category: demo.category,
      tags: demo.tags,
      metaDescription: demo.metaDescription,
      focusKeyword: demo.focusKeyword,
      status: "published",
      seoScore,
      readTime: readingMinutes(content),
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    });
    if (inserted) seeded++;
  }
  return seeded;
}
