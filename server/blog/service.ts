import type {
  AdminBlogPost,
  BlogAnalytics,
  GeneratedBlog,
  OptimizeResult,
  PublicBlogPost,
  SaveBlogPost,
} from "../../contract/blog";
import { BLOG_PAGE_SIZE } from "../../contract/blog";
import type { Database } from "../db/client";
import { AppError } from "../errors";
import type { Logger } from "../log";
import type { SeoAnalyzer } from "../seo/analyzer";
import type { SeoInput, SeoReport } from "../seo/types";
import { demoPosts } from "./demo-posts";
import type { BlogDrafting, ModifyRequest } from "./drafting";
import type { DraftRequest } from "./drafting/offline";
import { planOptimization } from "./optimize";
import { createPostQueries } from "./posts";
import { createReadCache } from "./read-cache";
import { sanitizePostHtml } from "./sanitize";
import { minutesToRead, readingMinutes, visibleWordCount } from "./text";

type Row = { createdAt: Date; publishedAt?: Date | null };
const iso = (d: Date) => d.toISOString();
/** The date readers see on a post and its cards: when it was published, else when it was written. */
const dateOf = (row: Row) => iso(row.publishedAt ?? row.createdAt);

function toCard(row: Row & Omit<BlogCard, "date">): BlogCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    excerpt: row.excerpt,
    readTime: row.readTime,
    date: dateOf(row),
  };
}

/** Render-time sanitising is cached per post version: the same HTML is served many times. */
function createRenderCache(max = 500) {
  const cache = new Map<string, string>();
  return (id: number, version: Date, html: string) => {
    const key = `${id}:${version.getTime()}`;
    let clean = cache.get(key);
    if (clean === undefined) {
      clean = sanitizePostHtml(html);
      if (cache.size >= max) cache.delete(cache.keys().next().value as string);
      cache.set(key, clean);
    }
    return clean;
  };
}

export interface BlogCard {
  id: number;
  slug: string;
  title: string;
  category: string;
  excerpt: string | null;
  readTime: number | null;
  /** When the post was published (its creation time if it never was). */
  date: string;
}

export interface BlogListPage {
  posts: BlogCard[];
  /** Published articles in total and the categories they are in (the header). */
  articleCount: number;
  categories: string[];
  category: string | null;
  page: number;
  pageCount: number;
}

export type PublicPostPage = PublicBlogPost & {
  /** SPEC §9: reading time of the post page, words / 200 rounded up. */
  minutes: number;
  /** Words of the article's visible text (JSON-LD wordCount). */
  wordCount: number;
  publishedAt: string;
  updatedAt: string;
  focusKeyword: string | null;
  seoTitle: string | null;
  keywords: string[];
};

export function createBlogService(deps: {
  db: Database;
  seo: SeoAnalyzer;
  drafting: BlogDrafting;
  log: Logger;
  /** How long public reads may be served from memory (0 turns the cache off). */
  readCacheMs?: number;
  /** Called after every change to what the public sees (rendered pages are cached too). */
  onPublicChange?: () => void;
}) {
  const posts = createPostQueries(deps.db);
  const render = createRenderCache();
  const reads = createReadCache({ ttlMs: deps.readCacheMs ?? 5000 });
  const publicChanged = () => {
    reads.clear();
    deps.onPublicChange?.();
  };

  function toPublic(row: {
    id: number;
    slug: string;
    title: string;
    category: string;
    excerpt: string | null;
    content: string;
    createdAt: Date;
    readTime: number | null;
    seoScore: number;
    tags: string[] | null;
    metaDescription: string | null;
    updatedAt: Date;
  }): PublicBlogPost {
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      category: row.category,
      excerpt: row.excerpt,
      content: render(row.id, row.updatedAt, row.content),
      createdAt: iso(row.createdAt),
      readTime: row.readTime,
      seoScore: row.seoScore,
      tags: row.tags ?? [],
      metaDescription: row.metaDescription,
    };
  }

  function toAdmin(
    row: Omit<AdminBlogPost, "createdAt" | "status" | "tags"> & {
      createdAt: Date;
      status: string;
      tags: string[] | null;
    },
  ): AdminBlogPost {
    return {
      ...row,
      status: row.status === "published" ? "published" : "draft",
      tags: row.tags ?? [],
      createdAt: iso(row.createdAt),
    };
  }

  /** The stored score; a failed analysis must not lose the author's save. */
  async function scoreOf(input: SeoInput): Promise<number> {
    try {
      return (await deps.seo.analyze(input)).score;
    } catch (err) {
      deps.log.warn({ err }, "SEO analysis failed; storing score 0");
      return 0;
    }
  }

  async function assertSlugFree(slug: string, ownId?: number) {
    const owner = await posts.slugOwner(slug);
    if (owner !== undefined && owner !== ownId) {
      throw new AppError(
        "conflict",
        `The URL slug "${slug}" is already used by another post. Choose another slug.`,
        {
          slug: "This URL slug is already taken",
        },
      );
    }
  }

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
    // ---- public ----
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
    /** Related posts as cards for the post page (SPEC §9: three of the category, newest first). */
    relatedCards(category: string, limit: number, excludeSlug: string): Promise<BlogCard[]> {
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

    // ---- staff ----
    async listForAdmin(): Promise<AdminBlogPost[]> {
      return (await posts.listForAdmin()).map(toAdmin);
    },

    async save(input: SaveBlogPost, authorId: number | null): Promise<AdminBlogPost> {
      const content = sanitizePostHtml(input.content);
      if (content === "") {
        throw new AppError("invalid_input", "Some fields are missing or invalid", {
          content: "Content has no text left once unsafe markup is removed",
        });
      }
      await assertSlugFree(input.slug, input.id);
      const seoScore = await scoreOf({ ...input, content });
      const values = {
        title: input.title,
        slug: input.slug,
        excerpt: input.excerpt,
        content,
        category: input.category,
        tags: input.tags,
        metaDescription: input.metaDescription,
        focusKeyword: input.focusKeyword,
        status: input.status,
        seoScore,
        readTime: readingMinutes(content),
      };
      try {
        if (input.id !== undefined) {
          const existing = await posts.findById(input.id);
          if (!existing) throw new AppError("not_found", `No blog post with id ${input.id}`);
          const publishedAt =
            input.status === "published"
              ? (existing.publishedAt ?? new Date())
              : existing.publishedAt;
          const row = await posts.update(input.id, { ...values, publishedAt });
          publicChanged();
          if (!row) throw new AppError("not_found", `No blog post with id ${input.id}`);
          return toAdmin(row);
        }
        const row = await posts.insert({
          ...values,
          originalContent: content,
          authorId,
          publishedAt: input.status === "published" ? new Date() : null,
        });
        publicChanged();
        return toAdmin(row);
      } catch (err) {
        // Two saves racing for one slug: the unique index decides, the loser gets a clear 409.
        if (
          (err as { code?: string; cause?: { code?: string } }).code === "23505" ||
          (err as { cause?: { code?: string } }).cause?.code === "23505"
        ) {
          throw new AppError(
            "conflict",
            `The URL slug "${input.slug}" is already used by another post. Choose another slug.`,
            {
              slug: "This URL slug is already taken",
            },
          );
        }
        throw err;
      }
    },

    async publish(id: number): Promise<AdminBlogPost> {
      const row = await posts.publish(id);
      publicChanged();
      if (!row) throw new AppError("not_found", `No blog post with id ${id}`);
      return toAdmin(row);
    },

    async remove(id: number): Promise<void> {
      const removed = await posts.remove(id);
      publicChanged();
      if (!removed) throw new AppError("not_found", `No blog post with id ${id}`);
    },

    analyze(input: SeoInput): Promise<SeoReport> {
      return deps.seo.analyze({ ...input, content: sanitizePostHtml(input.content) });
    },

    async analytics(): Promise<BlogAnalytics> {
      const all = await posts.listFull();
      const live = all.filter((p) => p.status === "published");
      const counts = await posts.publishedCategoryCounts();
      const avgSeoScore =
        live.length === 0 ? 0 : Math.round(live.reduce((s, p) => s + p.seoScore, 0) / live.length);
      const suggestions: string[] = [];
      for (const post of all) {
        const plan = planOptimization(post);
        const problems = [
          ...plan.notes.filter(
            (n) => !n.startsWith("set the search") && !n.startsWith("added keywords"),
          ),
          ...plan.suggestions,
        ];
        if (problems.length > 0) suggestions.push(`"${post.title}": ${problems.join(", ")}`);
        if (post.seoScore < 70)
          suggestions.push(
            `"${post.title}": SEO score ${post.seoScore}/100, open it in the editor to see which checks fail`,
          );
      }
      return {
        publishedBlogs: live.length,
        avgSeoScore,
        topCategories: counts.map((c) => ({ category: c.category, count: c.count })),
        suggestions,
      };
    },

    async optimizeAll(): Promise<OptimizeResult> {
      const all = await posts.listFull();
      const improvements: string[] = [];
      let optimizedCount = 0;
      for (const post of all) {
        const plan = planOptimization(post);
        if (plan.notes.length === 0) continue;
        const merged = { ...post, ...plan.values };
        const seoScore = await scoreOf({
          title: post.title,
          seoTitle: merged.seoTitle,
          slug: post.slug,
          content: post.content,
          metaDescription: merged.metaDescription,
          focusKeyword: merged.focusKeyword,
        });
        await posts.update(post.id, { ...plan.values, seoScore });
        optimizedCount += 1;
        improvements.push(`"${post.title}": ${plan.notes.join(", ")}`);
      }
      publicChanged();
      return { optimizedCount, improvements };
    },

    async generate(request: DraftRequest): Promise<GeneratedBlog> {
      const draft = await deps.drafting.generate(request);
      return { ...draft, content: sanitizePostHtml(draft.content) };
    },

    async modify(request: ModifyRequest): Promise<string> {
      return sanitizePostHtml(await deps.drafting.modify(request));
    },

    /** DEMO_CONTENT: seeds the demo articles when the blog has no post at all. */
    async seedDemoContent(now = new Date()): Promise<number> {
      if ((await posts.countAll()) > 0) return 0;
      let seeded = 0;
      for (const demo of demoPosts) {
        const content = sanitizePostHtml(demo.content);
        const publishedAt = new Date(now.getTime() - demo.daysAgo * 86_400_000);
        const seoScore = await scoreOf({ ...demo, content });
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
      publicChanged();
      return seeded;
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
