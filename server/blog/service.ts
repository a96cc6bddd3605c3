import type { GeneratedBlog } from "../../contract/blog";
import type { Database } from "../db/client";
import type { Logger } from "../log";
import type { SeoAnalyzer } from "../seo/analyzer";
import { seedDemoPosts } from "./demo-seed";
import type { BlogDrafting, ModifyRequest } from "./drafting";
import type { DraftRequest } from "./drafting/offline";
import { createEditorial } from "./editorial";
import { createPostQueries } from "./posts";
import { createPublicReads } from "./public-reads";
import { createReadCache } from "./read-cache";
import { sanitizePostHtml } from "./sanitize";
import { createSeoOverview } from "./seo-overview";
import { createScoreOf } from "./seo-score";

/**
 * The blog: public reads (public-reads.ts), editorial work (editorial.ts), the SEO overview
 * (seo-overview.ts), AI drafting and demo seeding. They share one read cache, which every
 * change to what the public sees clears.
 */
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
  const reads = createReadCache({ ttlMs: deps.readCacheMs ?? 5000 });
  const publicChanged = () => {
    reads.clear();
    deps.onPublicChange?.();
  };
  const scoreOf = createScoreOf(deps.seo, deps.log);

  return {
    ...createPublicReads(posts, reads),
    ...createEditorial({ posts, seo: deps.seo, scoreOf, publicChanged }),
    ...createSeoOverview({ posts, scoreOf, publicChanged }),

    // AI output is HTML from a model: sanitised like anything staff paste in. The published
    // posts are what a draft without a model may draw on (drafts are not the site's word yet).
    async generate(request: DraftRequest): Promise<GeneratedBlog> {
      const draft = await deps.drafting.generate(request, { posts: await posts.listPublished() });
      return { ...draft, content: sanitizePostHtml(draft.content) };
    },

    async modify(request: ModifyRequest): Promise<string> {
      return sanitizePostHtml(await deps.drafting.modify(request));
    },

    /** DEMO_CONTENT: seeds the demo articles when the blog has no post at all. */
    async seedDemoContent(now = new Date()): Promise<number> {
      const seeded = await seedDemoPosts({ posts, scoreOf }, now);
      publicChanged();
      return seeded;
    },
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
