import type { Topic } from "./intents";
import { type CatalogServiceId, optionOf } from "./services";
import { words } from "./text";
import type { ServiceId } from "./types";

/** One answerable fact from content/, e.g. the CV packages and their prices. */
export interface KnowledgeEntry {
  id: string;
  topic: Topic;
  /** The catalogue service it is about; absent for facts about the business as a whole. */
  service?: CatalogServiceId;
  /** Extra words that should find it (e.g. "linkedin" for the LinkedIn packages). */
  keywords?: string[];
  /** The answer, as plain text. */
  text: string;
}

export interface Knowledge {
  /** Every entry, for the LLM system prompt. */
  entries: readonly KnowledgeEntry[];
  /**
   * The best answers (at most one per asked topic) for a question, preferring the
   * service the question names, then the service the conversation is about.
   */
  answer(
    query: string,
    asked: readonly Topic[],
    context: { named?: CatalogServiceId; current?: ServiceId },
  ): string[];
}

const stopwords = new Set(
  `a an the and or but of to in on at for with is are was be do does did you your we our i me my
  it this that how what which when where who can could would will much many there about from
  please tell know want need get have has any some just ni ya na wa kwa gani`.split(/\s+/),
);

function terms(text: string): string[] {
  return words(text).filter((w) => !stopwords.has(w));
}

/** A small BM25-style index: topic and service steer, shared words rank within them. */
export function createKnowledge(entries: readonly KnowledgeEntry[]): Knowledge {
  const docs = entries.map((entry) => ({
    entry,
    terms: new Set(terms(`${entry.text} ${(entry.keywords ?? []).join(" ")}`)),
  }));
  const df = new Map<string, number>();
  for (const doc of docs) for (const term of doc.terms) df.set(term, (df.get(term) ?? 0) + 1);
  const idf = (term: string) => Math.log(1 + (docs.length + 1) / ((df.get(term) ?? 0) + 0.5));

  function score(
    doc: (typeof docs)[number],
    query: string[],
    topic: Topic,
    ctx: { named?: CatalogServiceId; current?: ServiceId },
  ) {
    if (doc.entry.topic !== topic) return Number.NEGATIVE_INFINITY;
    let s = 0;
    for (const term of query) if (doc.terms.has(term)) s += idf(term);
    const service = doc.entry.service;
    if (ctx.named) {
      s +=
        service === ctx.named
          ? 6
          : service && optionOf(service) === optionOf(ctx.named)
            ? 1
            : service
              ? -4
              : 0;
    } else if (ctx.current)
      s += service && optionOf(service) === ctx.current ? 3 : service ? -1 : 1;
    else s += service ? 0 : 2; // no service in sight: prefer the overview
    return s;
  }

  return {
    entries,
    answer(query, asked, ctx) {
      const q = terms(query);
      const answers: string[] = [];
      for (const topic of asked) {
        let best: { text: string; s: number } | undefined;
        for (const doc of docs) {
          const s = score(doc, q, topic, ctx);
          if (s > Number.NEGATIVE_INFINITY && (!best || s > best.s))
            best = { text: doc.entry.text, s };
        }
        if (best && !answers.includes(best.text)) answers.push(best.text);
        if (answers.length >= 2) break;
      }
      return answers;
    },
  };
}
