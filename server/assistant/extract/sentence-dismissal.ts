import { words } from "../text";

/**
 * A sentence that ends by dismissing what it named: "I had a CV done at a cyber in town, and it
 * is fine, so I don't need that", "she found someone who did it for free, so you may leave
 * that", "a company profile, but that is a next-year matter". The words between the service and
 * the dismissal may run long (a story told in passing), so no reach counted in words finds it:
 * the sentence is the reach. The dismissal refers back to the last service named before it.
 */

/** Where a clause starts: the sentence's start, a comma, or a joining word ("so", "but"). */
const clauseStart = String.raw`(?:^|[,;:]\s*|\b(?:and|but|so|though|although)\s+)(?:(?:honestly|frankly|really|actually|then|now)\s+)*`;
/** What refers back to the service just named: "that", "it", "that one", "this one". */
const back = String.raw`(?:that|this|it)(?:\s+(?:one|part|bit|side))?`;
/** What the sentence may close with after the dismissal: a thanks at most. */
const end = String.raw`(?:[\s,]+(?:thank\s+you|thanks|asante))?[\s.!?]*$`;

/** Dismissals that close their sentence: nothing of substance may follow them. */
const closing = [
  // "So I don't need that", "we will not need another one", "I no longer want it".
  String.raw`(?:i|we)\s+(?:do\s+not|dont|don't|will\s+not|won't|wont|no\s+longer)\s+(?:need|want|require)\s+(?:that(?:\s+one)?|this(?:\s+one)?|it|them|those|another(?:\s+one)?|a\s+new\s+one|yours)(?:\s+(?:anymore|any\s+more|now|again|from\s+you|at\s+all|for\s+now|redone|done))*`,
  // "So you may leave that", "you can skip it", "please leave that one out".
  String.raw`(?:(?:you|u)\s+(?:may|can|could|should)\s+|please\s+)?(?:leave|skip|drop|ignore|forget(?:\s+about)?)\s+(?:${back}|them)(?:\s+(?:out|aside|for\s+now))*`,
  // "So that one is sorted", "it is already taken care of" ("that is fine" may accept a price).
  String.raw`${back}\s+(?:is|was|has\s+been|'s|s)\s+(?:already\s+)?(?:sorted|done|finished|complete|completed|covered|handled|settled|taken\s+care\s+of)(?:\s+(?:already|out|then|now))*`,
  // "So we are fine there", "I am sorted on that front": the visitor has what it takes.
  String.raw`(?:i|we)\s+(?:am|are|'m|'re|m|re)\s+(?:fine|okay|ok|good|sorted|covered|set)\s+(?:there|on\s+that(?:\s+(?:one|front|side))?|with\s+that(?:\s+one)?)`,
].map((body) => new RegExp(`${clauseStart}(${body})${end}`, "iu"));

/** Dismissals that put the service off: what follows says until when ("... after I get the job, maybe in June"). */
const puttingOff = [
  // "That will be after I get the job", "it can only come once we move".
  String.raw`${back}\s+(?:will|would|can|could|should|must|has\s+to)\s+(?:only\s+)?(?:be|come|wait)\s+(?:until\s+|till\s+)?(?:after|once|when)\s+(?:i|we)\b`,
  // "I will think about that after the interviews", "we shall look at it next year".
  String.raw`(?:i|we)\s+(?:will|shall|ll)\s+(?:think\s+about|consider|look\s+at|see\s+about|decide\s+on|come\s+back\s+to)\s+${back}\s+(?:after|later|next|once|when|in)\b`,
  // "But let me wait until I get called", "we will wait for the results first".
  String.raw`(?:let\s+(?:me|us)|(?:i|we)\s+(?:will|shall|ll|would\s+rather|prefer\s+to))\s+wait\s+(?:until|till|for|to\s+see|a\s+bit)\b`,
  // "That is a next-year matter", "that one is for later", "it will be a long-term plan".
  String.raw`${back}\s+(?:is|'s|will\s+be)\s+(?:a\s+|for\s+)?(?:next[-\s](?:year|month|week)|later|the\s+future|long[-\s]term)(?:\s+(?:matter|thing|plan|project|issue|conversation))?\b`,
].map((body) => new RegExp(`${clauseStart}(${body})`, "iu"));

export interface SentenceDismissal {
  /** The token index where the dismissing sentence starts. */
  sentenceStart: number;
  /** The token index where the dismissal itself starts. */
  at: number;
}

/** Sentences: split after . ! ? or a line break, keeping each one's offset in the text. */
function sentencesOf(text: string): { from: number; text: string }[] {
  const found: { from: number; text: string }[] = [];
  const pattern = /[^.!?\n]+(?:[.!?]+|$)/gu;
  for (const match of text.matchAll(pattern)) found.push({ from: match.index, text: match[0] });
  return found;
}

/**
 * The dismissals of the text's sentences, as token indices into `words(text)`: a cue between a
 * sentence's start and its dismissal, no other service named in between, is dismissed.
 */
export function sentenceDismissals(text: string): SentenceDismissal[] {
  const found: SentenceDismissal[] = [];
  for (const sentence of sentencesOf(text)) {
    const said = sentence.text.replace(/[’‘`]/g, "'");
    // "Is that one done?" asks; only a statement dismisses.
    const patterns = said.trimEnd().endsWith("?") ? puttingOff : [...closing, ...puttingOff];
    const match = patterns.map((p) => p.exec(said)).find(Boolean);
    if (!match) continue;
    const clauseAt = sentence.from + match.index + match[0].indexOf(match[1]!);
    found.push({
      sentenceStart: words(text.slice(0, sentence.from)).length,
      at: words(text.slice(0, clauseAt)).length,
    });
  }
  return found;
}

/**
 * Whether the cue at `at`, `width` words long, is dismissed: a dismissal later in its sentence,
 * no other cue between (a cue inside its own words, "coaching" of "interview coaching", is none).
 */
export function dismissedInSentence(
  dismissals: readonly SentenceDismissal[],
  at: number,
  width: number,
  otherStarts: ReadonlySet<number>,
): boolean {
  return dismissals.some(
    (d) =>
      d.sentenceStart <= at &&
      at < d.at &&
      ![...otherStarts].some((other) => other >= at + width && other < d.at),
  );
}
