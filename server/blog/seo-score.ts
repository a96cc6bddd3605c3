import type { Logger } from "../log";
import type { SeoAnalyzer } from "../seo/analyzer";
import type { SeoInput } from "../seo/types";

export type ScoreOf = (input: SeoInput) => Promise<number>;

/** The score stored with a post; a failed analysis must not lose the author's save. */
export function createScoreOf(seo: SeoAnalyzer, log: Logger): ScoreOf {
  return async (input) => {
    try {
      return (await seo.analyze(input)).score;
    } catch (err) {
      log.warn({ err }, "SEO analysis failed; storing score 0");
      return 0;
    }
  };
}
