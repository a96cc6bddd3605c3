import { index, integer, pgTable, text, varchar } from "drizzle-orm/pg-core";
import { adminUsers } from "./auth";
import { createdAt, id, optionalTime, updatedAt } from "./columns";

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: id(),
    title: varchar("title", { length: 500 }).notNull(),
    slug: varchar("slug", { length: 500 }).notNull().unique(),
    content: text("content").notNull(),
    excerpt: text("excerpt"),
    category: varchar("category", { length: 100 }).notNull().default("Career Tips"),
    tags: text("tags").array(),
    metaDescription: varchar("meta_description", { length: 160 }),
    focusKeyword: varchar("focus_keyword", { length: 100 }),
    seoScore: integer("seo_score").notNull().default(0),
    originalContent: text("original_content"),
    seoTitle: varchar("seo_title", { length: 60 }),
    seoDescription: varchar("seo_description", { length: 160 }),
    keywords: text("keywords").array(),
    status: varchar("status", { length: 20 }).notNull().default("draft"),
    authorId: integer("author_id").references(() => adminUsers.id, { onDelete: "set null" }),
    featuredImage: varchar("featured_image", { length: 500 }),
    readTime: integer("read_time"),
    publishedAt: optionalTime("published_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("blog_posts_status_published_at").on(t.status, t.publishedAt)],
);
