import type { BlogListPage, PostCard, PublicBlogPost } from "../../contract/blog";
import { BLOG_PAGE_SIZE } from "../../contract/blog";
import { dateOf, iso, toCard, toPublicPost } from "./mappers";
import type { PostQueries } from "./posts";
import type { ReadCache } from "./read-cache";
import { createRenderCache } from "./render-cache";
import { minutesToRead, visibleWordCount } from "./text";

export type PublicPostPage = PublicBlogPost & {
  /** Reading time of the post page, words / 200 rounded up. */
  minutes: number;
  /** Words of the article's visible text (JSON-LD wordCount). */
  wordCount: number;
  publishedAt: string;
  updatedAt: string;
  focusKeyword: string | null;
  seoTitle: string | null;
  keywords: string[];
};

/**
 * What readers see: published posts only, each read served through `reads` (the editorial
 * side clears it on every change) and every post's HTML sanitised once per version.
 */
export function createPublicReads(posts: PostQueries, reads: ReadCache) {
  const render = createRenderCache();
  const toPublic = (
    row: Parameters<typeof toPublicPost>[0] & { content: string; updatedAt: Date },
  ) => toPublicPost(row, render(row.id, row.updatedAt, row.content));

  async function listPage(options: {
    category?: string | null;
    page?: number;
  }): Promise<BlogListPage> {
    const counts = await posts.publishedCategoryCounts();
    const articleCount = counts.reduce((sum, c) => sum + c.count, 0);
    const categories = counts.map((c) => c.category).sort((a, b) => a.localeCompare(b));
    const category = options.category || null;
    const total = category
      ? (counts.find((c) => c.category === category)?.count ?? 0)
      : articleCount;
    const pageCount = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
    const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), pageCount);
    const rows = await posts.listPublishedCards({
      category: category ?? undefined,
      limit: BLOG_PAGE_SIZE,
      offset: (page - 1) * BLOG_PAGE_SIZE,
    });
    return {
      posts: rows.map(toCard),
      articleCount,
      categories,
      category,
      page,
      pageCount,
    };
  }

  async function getPublished(slug: string): Promise<PublicPostPage | null> {
    const row = await posts.findPublishedBySlug(slug);
    if (!row) return null;
    const post = toPublic(row);
    const wordCount = visibleWordCount(post.content);
    return {
      ...post,
      minutes: Math.max(1, minutesToRead(wordCount)),
      wordCount,
      publishedAt: dateOf(row),
      updatedAt: iso(row.updatedAt),
      focusKeyword: row.focusKeyword,
      seoTitle: row.seoTitle,
      keywords: row.keywords ?? [],
    };
  }

  return {
    listPublished(): Promise<PublicBlogPost[]> {
      return reads.get("list", async () => (await posts.listPublished()).map(toPublic));
    },

    listPage(options: { category?: string | null; page?: number }): Promise<BlogListPage> {
      return reads.get(`page:${options.category ?? ""}:${options.page ?? 1}`, () =>
        listPage(options),
      );
    },

    getPublished(slug: string): Promise<PublicPostPage | null> {
      return reads.get(`post:${slug}`, () => getPublished(slug));
    },

    related(category: string, limit: number, excludeSlug?: string): Promise<PublicBlogPost[]> {
      return reads.get(`related:${category}:${limit}:${excludeSlug ?? ""}`, async () =>
        (await posts.listRelated(category, limit, excludeSlug)).map(toPublic),
      );
    },
    /**
     * Related posts as cards for the post page: the post's category, newest first, never itself.
     */
    relatedCards(category: string, limit: number, excludeSlug: string): Promise<PostCard[]> {
      return reads.get(`related-cards:${category}:${limit}:${excludeSlug}`, async () =>
        (await posts.listRelatedCards(category, limit, excludeSlug)).map(toCard),
      );
    },

    /** Published posts for the blog sitemap and the RSS feed. */
    feedEntries() {
      return reads.get("feed", async () =>
        (await posts.listPublished()).map((row) => ({
          slug: row.slug,
          title: row.title,
          excerpt: row.excerpt ?? row.metaDescription ?? "",
          category: row.category,
          publishedAt: dateOf(row),
          updatedAt: iso(row.updatedAt),
        })),
      );
    },
  };
}
