import type { AdminBlogPost, SaveBlogPost } from "../../contract/blog";
import { isUniqueViolation } from "../db/errors";
import { AppError } from "../errors";
import type { SeoAnalyzer } from "../seo/analyzer";
import type { SeoInput, SeoReport } from "../seo/types";
import { toAdminPost } from "./mappers";
import type { PostQueries } from "./posts";
import { sanitizePostHtml } from "./sanitize";
import type { ScoreOf } from "./seo-score";
import { readingMinutes } from "./text";

function slugTaken(slug: string) {
  return new AppError(
    "conflict",
    `The URL slug "${slug}" is already used by another post. Choose another slug.`,
    { slug: "This URL slug is already taken" },
  );
}

const noSuchPost = (id: number) => new AppError("not_found", `No blog post with id ${id}`);

/**
 * What staff do to posts: list them all (drafts too), save, publish, remove, and check a draft's
 * SEO. Stored HTML is sanitised on the way in; every write calls `publicChanged`, since a
 * published post may have changed.
 */
export function createEditorial(deps: {
  posts: PostQueries;
  seo: SeoAnalyzer;
  scoreOf: ScoreOf;
  publicChanged: () => void;
}) {
  const { posts, publicChanged } = deps;

  async function assertSlugFree(slug: string, ownId?: number) {
    const owner = await posts.slugOwner(slug);
    if (owner !== undefined && owner !== ownId) throw slugTaken(slug);
  }

  return {
    async listForAdmin(): Promise<AdminBlogPost[]> {
      return (await posts.listForAdmin()).map(toAdminPost);
    },

    async save(input: SaveBlogPost, authorId: number | null): Promise<AdminBlogPost> {
      const content = sanitizePostHtml(input.content);
      if (content === "") {
        throw new AppError("invalid_input", "Some fields are missing or invalid", {
          content: "Content has no text left once unsafe markup is removed",
        });
      }
      await assertSlugFree(input.slug, input.id);
      const seoScore = await deps.scoreOf({ ...input, content });
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
          if (!existing) throw noSuchPost(input.id);
          const publishedAt =
            input.status === "published"
              ? (existing.publishedAt ?? new Date())
              : existing.publishedAt;
          const row = await posts.update(input.id, { ...values, publishedAt });
          publicChanged();
          if (!row) throw noSuchPost(input.id);
          return toAdminPost(row);
        }
        const row = await posts.insert({
          ...values,
          originalContent: content,
          authorId,
          publishedAt: input.status === "published" ? new Date() : null,
        });
        publicChanged();
        return toAdminPost(row);
      } catch (err) {
        // Two saves racing for one slug: the unique index decides, the loser gets a clear 409.
        if (isUniqueViolation(err)) throw slugTaken(input.slug);
        throw err;
      }
    },

    async publish(id: number): Promise<AdminBlogPost> {
      const row = await posts.publish(id);
      publicChanged();
      if (!row) throw noSuchPost(id);
      return toAdminPost(row);
    },

    async remove(id: number): Promise<void> {
      const removed = await posts.remove(id);
      publicChanged();
      if (!removed) throw noSuchPost(id);
    },

    /** The live SEO panel: the draft is judged as it would be stored, sanitised. */
    analyze(input: SeoInput): Promise<SeoReport> {
      return deps.seo.analyze({ ...input, content: sanitizePostHtml(input.content) });
    },
  };
}
