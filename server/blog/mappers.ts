import type { AdminBlogPost, PostCard, PublicBlogPost } from "../../contract/blog";

/** Database rows to the shapes readers and staff receive: dates as ISO strings, no null lists. */

type Dated = { createdAt: Date; publishedAt?: Date | null };

export const iso = (d: Date) => d.toISOString();

/** The date readers see on a post and its cards: when it was published, else when it was written. */
export const dateOf = (row: Dated) => iso(row.publishedAt ?? row.createdAt);

type Summary = Omit<PostCard, "date">;

/** What a card and a full post both show, as stored. */
const summaryOf = (row: Summary): Summary => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  category: row.category,
  excerpt: row.excerpt,
  readTime: row.readTime,
});

export function toCard(row: Dated & Summary): PostCard {
  return { ...summaryOf(row), date: dateOf(row) };
}

/** `content` is passed in already sanitised: the caller owns the render cache. */
export function toPublicPost(
  row: Summary & {
    createdAt: Date;
    seoScore: number;
    tags: string[] | null;
    metaDescription: string | null;
  },
  content: string,
): PublicBlogPost {
  return {
    ...summaryOf(row),
    content,
    createdAt: iso(row.createdAt),
    seoScore: row.seoScore,
    tags: row.tags ?? [],
    metaDescription: row.metaDescription,
  };
}

export function toAdminPost(
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
