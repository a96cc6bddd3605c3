import { extractService } from "./extract";
import type { Topic } from "./intents";
import type { KnowledgeEntry } from "./knowledge";
import { words } from "./text";

/** Words that open a follow-up before the service it names ("ok, and", "what about", "na"). */
const openers = new Set(
  "ok okay alright sawa poa cool great fine thanks and what how about of for then na je plus a an the".split(
    " ",
  ),
);
/** How a follow-up asks: one of these words, or a question mark. */
const asking = new Set(["and", "about", "na", "je", "then", "plus"]);
/** At most this many words name the service: "cover letter", "interview coaching". */
const MAX_SERVICE_WORDS = 4;

/**
 * The topics of the answer before this message, when the message is an elliptical follow-up
 * about another service ("and cover letter?", "what about LinkedIn?", "na cover letter je?"):
 * openers, then only the service's name. The visitor asks the same about it. Answers are found
 * in the last assistant message by their text; none when it held no answer about a service,
 * so "what about LinkedIn?" after "May I have your name?" alone asks nothing.
 */
export function followUpTopics(
  message: string,
  lastAnswer: string | undefined,
  entries: readonly KnowledgeEntry[],
): Topic[] {
  if (!lastAnswer || message.length > 80) return [];
  const tokens = words(message);
  const rest = tokens.filter((t) => !openers.has(t));
  if (rest.length === 0 || rest.length > MAX_SERVICE_WORDS) return [];
  if (!message.includes("?") && !tokens.some((t) => asking.has(t))) return [];
  if (!extractService(rest.join(" "))?.services.length) return [];
  const topics: Topic[] = [];
  for (const entry of entries) {
    if (entry.service && lastAnswer.includes(entry.text) && !topics.includes(entry.topic)) {
      topics.push(entry.topic);
    }
  }
  return topics;
}
