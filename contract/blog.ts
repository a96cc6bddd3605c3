import { z } from "zod";
import { DEFAULT_CATEGORY, META_DESCRIPTION_MAX, SLUG_PATTERN } from "./blog-rules";

export {
  BLOG_CATEGORIES,
  BLOG_PAGE_SIZE,
  categoryImage,
  DEFAULT_CATEGORY,
  IMAGED_CATEGORIES,
  META_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  SLUG_PATTERN,
} from "./blog-rules";

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** POST /api/admin/blog-posts: create, or update when `id` is given, each field within its column's length. */
export const saveBlogPostRequest = z.object({
  id: z.number().int().positive().optional(),
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(500, "Title must be at most 500 characters"),
  slug: z
    .string({ error: "URL slug is required" })
    .trim()
    .min(1, "URL slug is required")
    .max(500, "URL slug must be at most 500 characters")
    .regex(SLUG_PATTERN, "URL slug may only hold lowercase letters, digits and single hyphens"),
  excerpt: z
    .string({ error: "Excerpt is required" })
    .trim()
    .min(1, "Excerpt is required")
    .max(1000, "Excerpt must be at most 1000 characters"),
  content: z
    .string({ error: "Content is required" })
    .trim()
    .min(1, "Content is required")
    .max(200_000, "Content must be at most 200,000 characters"),
  category: z
    .string()
    .trim()
    .min(1, "Category is required")
    .max(100, "Category must be at most 100 characters")
    .default(DEFAULT_CATEGORY),
  tags: z
    .array(z.string().trim().max(50, "Each tag must be at most 50 characters"))
    .max(20, "At most 20 tags")
    .default([])
    .transform((tags) => [...new Set(tags.filter((t) => t !== ""))]),
  metaDescription: optionalText(META_DESCRIPTION_MAX, "Meta description"),
  focusKeyword: optionalText(100, "Focus keyword"),
  status: z
    .enum(["draft", "published"], { error: "Status must be draft or published" })
    .default("draft"),
});
export type SaveBlogPostRequest = z.input<typeof saveBlogPostRequest>;
export type SaveBlogPost = z.output<typeof saveBlogPostRequest>;

/**
 * The /blog page's query, `?category=CV%20Writing&page=2`. A page of links is never an error:
 * what cannot be read falls back to all posts or the first page (a page past the last shows the last).
 */
export const blogListQuery = z.object({
  category: z
    .string()
    .trim()
    .max(100)
    .transform((category) => category || null)
    .catch(null)
    .default(null),
  page: z.coerce.number().int().min(1).catch(1).default(1),
});

/** One post as a card: the blog grid, related posts, the home page's latest posts. */
export interface PostCard {
  id: number;
  slug: string;
  title: string;
  category: string;
  excerpt: string | null;
  readTime: number | null;
  /** When the post was published (its creation time if it never was). */
  date: string;
}

/** One page of the /blog list: its loader's data, and GET /api/blog-posts?page=N's answer. */
export interface BlogListPage {
  posts: PostCard[];
  /** Published articles in total and the categories they are in (the header). */
  articleCount: number;
  categories: string[];
  category: string | null;
  page: number;
  pageCount: number;
}

/** A post as the public API answers it: exactly these fields, nothing staff-only. */
export const publicBlogPost = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  excerpt: z.string().nullable(),
  content: z.string(),
  createdAt: z.string(),
  readTime: z.number().nullable(),
  seoScore: z.number(),
  tags: z.array(z.string()),
  metaDescription: z.string().nullable(),
});
export type PublicBlogPost = z.infer<typeof publicBlogPost>;

/** A post as the staff panel reads it. */
export const adminBlogPost = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable(),
  content: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  metaDescription: z.string().nullable(),
  focusKeyword: z.string().nullable(),
  status: z.enum(["draft", "published"]),
  seoScore: z.number(),
  createdAt: z.string(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPost>;

/** Live SEO panel: POST /api/admin/blog-seo-analysis (scores the editor's text as it is typed). */
export const seoAnalysisRequest = z.object({
  title: z.string().max(500).default(""),
  slug: z.string().max(500).default(""),
  content: z.string().max(200_000).default(""),
  metaDescription: z.string().max(1000).nullish(),
  focusKeyword: z.string().max(100).nullish(),
});
export type SeoAnalysisRequest = z.input<typeof seoAnalysisRequest>;

export const seoCheck = z.object({
  id: z.string(),
  group: z.enum(["seo", "readability"]),
  rating: z.enum(["good", "ok", "bad"]),
  label: z.string(),
  message: z.string(),
});
export const seoReport = z.object({
  score: z.number(),
  seoScore: z.number(),
  readabilityScore: z.number(),
  checks: z.array(seoCheck),
});
export type SeoReportBody = z.infer<typeof seoReport>;

export const blogAnalytics = z.object({
  publishedBlogs: z.number(),
  avgSeoScore: z.number(),
  topCategories: z.array(z.object({ category: z.string(), count: z.number() })),
  suggestions: z.array(z.string()),
});
export type BlogAnalytics = z.infer<typeof blogAnalytics>;

export const optimizeResult = z.object({
  optimizedCount: z.number(),
  improvements: z.array(z.string()),
});
export type OptimizeResult = z.infer<typeof optimizeResult>;

/** POST /api/admin/generate-blog: a title is required. */
export const generateBlogRequest = z.object({
  title: z
    .string({ error: "Please enter a title first" })
    .trim()
    .min(1, "Please enter a title first")
    .max(500, "Title must be at most 500 characters"),
  category: z.string().trim().max(100).default(DEFAULT_CATEGORY),
  additionalInstructions: z
    .string()
    .trim()
    .max(2000, "Instructions must be at most 2000 characters")
    .default(""),
});
export type GenerateBlogRequest = z.input<typeof generateBlogRequest>;

export const generateBlogResponse = z.object({
  content: z.string(),
  excerpt: z.string(),
  metaDescription: z.string(),
  focusKeyword: z.string(),
  keywords: z.array(z.string()),
});
export type GeneratedBlog = z.infer<typeof generateBlogResponse>;

/** POST /api/admin/modify-blog: content and a change are required, with the editor's messages. */
export const modifyBlogRequest = z.object({
  originalContent: z
    .string({ error: "Please add content first" })
    .trim()
    .min(1, "Please add content first")
    .max(200_000),
  modificationRequest: z
    .string({ error: "Please describe what you want to change" })
    .trim()
    .min(1, "Please describe what you want to change")
    .max(1000, "The change description must be at most 1000 characters"),
  title: z.string().trim().max(500).default(""),
});
export type ModifyBlogRequest = z.input<typeof modifyBlogRequest>;
export const modifyBlogResponse = z.object({ modifiedContent: z.string() });

/** POST /api/newsletter. */
export const newsletterRequest = z.object({
  email: z
    .string({ error: "Please enter a valid email address" })
    .trim()
    .toLowerCase()
    .max(255, "Email must be at most 255 characters")
    .pipe(z.email({ error: "Please enter a valid email address" })),
});
export const newsletterResponse = z.object({ success: z.literal(true), message: z.string() });
