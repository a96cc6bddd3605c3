import { createRequire } from "node:module";
import { isMainThread, parentPort } from "node:worker_threads";
import type { CheckRating, SeoCheck, SeoInput, SeoReport } from "./types.ts";

/**
 * Runs the yoastseo SEO and readability assessors (ADR: yoastseo runs in plain Node 24).
 * One analysis of a 500-word post takes ~150 ms of CPU, so the server runs this file in a
 * worker thread (see analyzer.ts); it is also importable directly for tests.
 * This file is loaded by the worker without a bundler: keep it to erasable TypeScript and
 * import only packages and type-only modules.
 */

// yoastseo ships CommonJS without type declarations; these are the parts we call.
interface YoastResult {
  getIdentifier(): string;
  getScore(): number;
  getText(): string;
}
interface YoastAssessor {
  assess(paper: unknown): void;
  getValidResults(): YoastResult[];
  calculateOverallScore(): number;
}
interface YoastModule {
  Paper: new (text: string, attributes: Record<string, unknown>) => unknown;
  SeoAssessor: new (researcher: unknown) => YoastAssessor;
  ContentAssessor: new (researcher: unknown) => YoastAssessor;
}
type ResearcherClass = new (paper: unknown) => unknown;

let loaded: { yoast: YoastModule; Researcher: ResearcherClass } | undefined;

function load() {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    const yoast = require("yoastseo") as YoastModule;
    const researcherModule =
      require("yoastseo/build/languageProcessing/languages/en/Researcher") as {
        default: ResearcherClass;
      };
    loaded = { yoast, Researcher: researcherModule.default };
  }
  return loaded;
}

/** Google cuts titles at ~600 px; an average character of its 20 px Arial is ~9.5 px. */
const PIXELS_PER_CHARACTER = 9.5;

function rating(score: number): CheckRating {
  if (score > 7) return "good";
  if (score > 4) return "ok";
  return "bad";
}

function decode(text: string): string {
  return text
    .replace(/<[^>]*>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** Yoast texts look like `<a>Label</a>: message <a>advice</a>.`; split into label and message. */
function toCheck(result: YoastResult, group: SeoCheck["group"]): SeoCheck {
  const text = result.getText();
  const labelMatch = /^<a[^>]*>([^<]*)<\/a>:\s*/.exec(text);
  const label = labelMatch ? decode(labelMatch[1] ?? "") : result.getIdentifier();
  const message = decode(labelMatch ? text.slice(labelMatch[0].length) : text);
  return { id: result.getIdentifier(), group, rating: rating(result.getScore()), label, message };
}

export function runYoast(input: SeoInput): SeoReport {
  const { yoast, Researcher } = load();
  const seoTitle = input.seoTitle?.trim() || input.title;
  const paper = new yoast.Paper(input.content, {
    keyword: input.focusKeyword?.trim() ?? "",
    title: seoTitle,
    textTitle: input.title,
    titleWidth: Math.round(seoTitle.length * PIXELS_PER_CHARACTER),
    description: input.metaDescription?.trim() ?? "",
    slug: input.slug,
    locale: "en_US",
  });
  const researcher = new Researcher(paper);
  const seo = new yoast.SeoAssessor(researcher);
  seo.assess(paper);
  const readability = new yoast.ContentAssessor(researcher);
  readability.assess(paper);
  const seoScore = clamp(seo.calculateOverallScore());
  const readabilityScore = clamp(readability.calculateOverallScore());
  const checks = [
    ...seo.getValidResults().map((r) => toCheck(r, "seo")),
    ...readability.getValidResults().map((r) => toCheck(r, "readability")),
  ];
  return {
    score: Math.round((seoScore + readabilityScore) / 2),
    seoScore,
    readabilityScore,
    checks,
  };
}

function clamp(n: number): number {
  return Number.isFinite(n) ? Math.max(0, Math.min(100, Math.round(n))) : 0;
}

// Worker entry: answer each {id, input} message with {id, report} or {id, error}.
if (!isMainThread && parentPort) {
  const port = parentPort;
  port.on("message", (message: { id: number; input: SeoInput }) => {
    try {
      port.postMessage({ id: message.id, report: runYoast(message.input) });
    } catch (error) {
      port.postMessage({ id: message.id, error: String(error) });
    }
  });
}
