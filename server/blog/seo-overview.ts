import type { BlogAnalytics, OptimizeResult } from "../../contract/blog";
import { planOptimization } from "./optimize";
import type { PostQueries } from "./posts";
import type { ScoreOf } from "./seo-score";

/** Below this stored score the overview asks staff to open the post and fix what fails. */
const LOW_SEO_SCORE = 70;

/**
 * The staff panel's SEO overview over every post: the figures and suggestions it shows, and
 * "optimise all", which applies each post's optimisation plan and re-scores it.
 */
export function createSeoOverview(deps: {
  posts: PostQueries;
  scoreOf: ScoreOf;
  publicChanged: () => void;
}) {
  const { posts } = deps;
  return {
    async analytics(): Promise<BlogAnalytics> {
      const all = await posts.listFull();
      const live = all.filter((p) => p.status === "published");
      const counts = await posts.publishedCategoryCounts();
      const avgSeoScore =
        live.length === 0 ? 0 : Math.round(live.reduce((s, p) => s + p.seoScore, 0) / live.length);
      const suggestions: string[] = [];
      for (const post of all) {
        const plan = planOptimization(post);
        // Notes of things optimise-all fills in by itself are not problems for staff to fix.
        const problems = [
          ...plan.notes.filter(
            (n) => !n.startsWith("set the search") && !n.startsWith("added keywords"),
          ),
          ...plan.suggestions,
        ];
        if (problems.length > 0) suggestions.push(`"${post.title}": ${problems.join(", ")}`);
        if (post.seoScore < LOW_SEO_SCORE)
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
        const seoScore = await deps.scoreOf({
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
      deps.publicChanged();
      return { optimizedCount, improvements };
    },
  };
}
