import { escapeHtml } from "../../html-text";
import { type AdviceItem, audiences, banks } from "./banks";
import { capitalise, innerText } from "./html";
import { isStopWord } from "./stop-words";

export function wordCount(html: string): number {
  return innerText(html).split(/\s+/).filter(Boolean).length;
}

/** A section outline opens with this many prompts; more are added only to reach the length. */
const FIRST_PROMPTS = 4;

export const OUTLINE_MARKER = "Outline for the author:";

/**
 * An outline: clearly marked notes for the author instead of weak prose. With a heading it is
 * a section of its own; without one it closes a prose section and starts empty, growing only
 * when the draft is shorter than the length asked.
 */
export class OutlineSection {
  private prompts: number;
  /** `why` completes the marker sentence: why the engine left notes instead of prose. */
  constructor(
    private readonly heading: string | null,
    private readonly why: string,
    private readonly all: readonly string[],
    /** A sub-section under its subject's section is an h3. */
    private readonly level: "h2" | "h3" = "h2",
  ) {
    this.prompts = heading === null ? 0 : FIRST_PROMPTS;
  }

  /** Adds one more prompt; false when all are in. */
  grow(): boolean {
    if (this.prompts >= this.all.length) return false;
    this.prompts += 1;
    return true;
  }

  /** Removes the last prompt of a section outline, keeping one; false when it cannot. */
  shrink(): boolean {
    if (this.heading === null || this.prompts <= 1) return false;
    this.prompts -= 1;
    return true;
  }

  /** The text for each number of prompts, built once: a long draft renders its outlines often. */
  private readonly rendered = new Map<number, string>();

  render(): string {
    const known = this.rendered.get(this.prompts);
    if (known !== undefined) return known;
    const html = this.build();
    this.rendered.set(this.prompts, html);
    return html;
  }

  private build(): string {
    const e = escapeHtml;
    if (this.prompts === 0) return "";
    const items = this.all.slice(0, this.prompts).map((p) => `<li>${e(p)}</li>`);
    return [
      ...(this.heading === null
        ? []
        : [`<${this.level}>${e(capitalise(this.heading))}</${this.level}>`]),
      `<p><strong>${OUTLINE_MARKER}</strong> ${e(this.why)}</p>`,
      `<ul>${items.join("")}</ul>`,
    ].join("\n");
  }
}

function stems(phrase: string): string[] {
  return phrase
    .split(/[^\w+#-]+/)
    .filter((w) => w.length >= 3 && !isStopWord(w))
    .map((w) => w.toLowerCase().replace(/s$/, ""));
}

const LEADING_TRANSITION = /^(First|Next|Then|Also|Finally|In addition|Start by|Start),?\s+/;

/** Advice the site already publishes in its banks, as sentences that stand alone. */
const vetted: AdviceItem[] = [
  ...Object.values(banks).flatMap((b) => b.steps),
  ...audiences.map((a) => ({ title: a.heading, text: a.text })),
];

/**
 * Vetted advice that speaks to every word of the topic ("transferable skills", "referees"),
 * at most two items, skipping any already used elsewhere in the draft.
 */
export function adviceOn(topic: string, used: Set<AdviceItem>): AdviceItem[] {
  const words = stems(topic);
  if (words.length === 0) return [];
  const found = vetted.filter((item) => {
    if (used.has(item)) return false;
    const text = `${item.title} ${item.text}`.toLowerCase();
    return words.every((w) => new RegExp(`\\b${w.replace(/[^\w]/g, "")}`).test(text));
  });
  return found.slice(0, 2);
}

/** Advice text without the list transition it had in its bank ("Next, list results" -> "List results"). */
export function standalone(text: string): string {
  return capitalise(text.replace(LEADING_TRANSITION, ""));
}
