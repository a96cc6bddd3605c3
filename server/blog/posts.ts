import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogPosts } from "../db/schema";

/** The blog's queries: one function per question, explicit columns, every write with a where. */

const published = eq(blogPosts.status, "published");
/** Newest first by publication date; posts published in the same instant by id. */
const newestFirst = [
  desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`),
  desc(blogPosts.id),
];

const publicColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  category: blogPosts.category,
  excerpt: blogPosts.excerpt,
  content: blogPosts.content,
  createdAt: blogPosts.createdAt,
  readTime: blogPosts.readTime,
  seoScore: blogPosts.seoScore,
  tags: blogPosts.tags,
  metaDescription: blogPosts.metaDescription,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
};

const cardColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  category: blogPosts.category,
  excerpt: blogPosts.excerpt,
  readTime: blogPosts.readTime,
  createdAt: blogPosts.createdAt,
  publishedAt: blogPosts.publishedAt,
};

const adminColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  content: blogPosts.content,
  category: blogPosts.category,
  tags: blogPosts.tags,
  metaDescription: blogPosts.metaDescription,
  focusKeyword: blogPosts.focusKeyword,
  status: blogPosts.status,
  seoScore: blogPosts.seoScore,
  createdAt: blogPosts.createdAt,
};

/** Every column the optimiser and the post page read (never the author id). */
const fullColumns = {
  ...adminColumns,
  readTime: blogPosts.readTime,
  seoTitle: blogPosts.seoTitle,
  seoDescription: blogPosts.seoDescription,
  keywords: blogPosts.keywords,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
};

/** Published posts of `category`, without the one being read. */
function relatedTo(category: string, excludeSlug?: string) {
  return excludeSlug
    ? and(published, eq(blogPosts.category, category), ne(blogPosts.slug, excludeSlug))
    : and(published, eq(blogPosts.category, category));
}

export type BlogPostInsert = typeof blogPosts.$inferInsert;

export function createPostQueries(db: Database) {
  return {
    listPublished() {
      return db
        .select(publicColumns)
        .from(blogPosts)
        .where(published)
        .orderBy(...newestFirst);
    },

    /** One page of cards, optionally of one category. */
    listPublishedCards(options: { category?: string; limit: number; offset: number }) {
      const where = options.category
        ? and(published, eq(blogPosts.category, options.category))
        : published;
      return db
        .select(cardColumns)
        .from(blogPosts)
        .where(where)
        .orderBy(...newestFirst)
        .limit(options.limit)
        .offset(options.offset);
    },

    /** Published posts per category, most first (the blog header, filter and analytics). */
    publishedCategoryCounts() {
      return db
        .select({ category: blogPosts.category, count: count() })
        .from(blogPosts)
        .where(published)
        .groupBy(blogPosts.category)
        .orderBy(desc(count()), asc(blogPosts.category));
    },

    async findPublishedBySlug(slug: string) {
      const [row] = await db
        .select({
          ...publicColumns,
          focusKeyword: blogPosts.focusKeyword,
          seoTitle: blogPosts.seoTitle,
          keywords: blogPosts.keywords,
        })
        .from(blogPosts)
        .where(and(published, eq(blogPosts.slug, slug)))
        .limit(1);
      return row;
    },

    listRelated(category: string, limit: number, excludeSlug?: string) {
      return db
        .select(publicColumns)
        .from(blogPosts)
        .where(relatedTo(category, excludeSlug))
        .orderBy(...newestFirst)
        .limit(limit);
    },

    /** The same posts as listRelated, as cards (no content) for the post page. */
    listRelatedCards(category: string, limit: number, excludeSlug?: string) {
      return db
        .select(cardColumns)
        .from(blogPosts)
        .where(relatedTo(category, excludeSlug))
        .orderBy(...newestFirst)
        .limit(limit);
    },

    listForAdmin() {
      return db
        .select(adminColumns)
        .from(blogPosts)
        .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
    },

    listFull() {
      return db.select(fullColumns).from(blogPosts).orderBy(asc(blogPosts.id));
    },

    async findById(id: number) {
      const [row] = await db
        .select(fullColumns)
        .from(blogPosts)
        .where(eq(blogPosts.id, id))
        .limit(1);
      return row;
    },

    async slugOwner(slug: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(eq(blogPosts.slug, slug))
        .limit(1);
      return row?.id;
    },

    async countAll(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(blogPosts);
      return row?.n ?? 0;
    },

    async insert(values: BlogPostInsert) {
      const [row] = await db.insert(blogPosts).values(values).returning(adminColumns);
      return row!;
    },

    /** Inserts unless the slug is taken (atomically: instances seeding together). True if inserted. */
    async insertUnlessSlugTaken(values: BlogPostInsert): Promise<boolean> {
      const rows = await db
        .insert(blogPosts)
        .values(values)
        .onConflictDoNothing({ target: blogPosts.slug })
        .returning({ id: blogPosts.id });
      return rows.length > 0;
    },

    async update(id: number, values: Partial<BlogPostInsert>) {
      const [row] = await db
        .update(blogPosts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(blogPosts.id, id))
        .returning(adminColumns);
      return row;
    },

    async publish(id: number) {
      const [row] = await db
        .update(blogPosts)
        .set({
          status: "published",
          publishedAt: sql`coalesce(${blogPosts.publishedAt}, now())`,
          updatedAt: new Date(),
        })
        .where(eq(blogPosts.id, id))
        .returning(adminColumns);
      return row;
    },

    async remove(id: number): Promise<boolean> {
      const rows = await db
        .delete(blogPosts)
        .where(eq(blogPosts.id, id))
        .returning({ id: blogPosts.id });
      return rows.length > 0;
    },
  };
}

export type PostQueries = ReturnType<typeof createPostQueries>;
