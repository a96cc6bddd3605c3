import { type Asked, type Extraction, extractService } from "./extract";
import type { Intents } from "./intents";
import type { CatalogServiceId } from "./services";
import { words } from "./text";

/**
 * The services after one message, given those asked before: the first ones are taken as
 * named; later, "also / too / plus / pia" adds, "actually / I meant / only / just" replaces,
 * "X, not Y" swaps Y for X, "not Y anymore" drops Y,
 * and "I want" or an answer to the service question adds. A question about a service ("how
 * much is LinkedIn?") changes nothing. Returns `had` itself when nothing changes.
 */
export function chooseServices(
  had: readonly CatalogServiceId[],
  extraction: Extraction,
  intents: Intents,
  asked: Asked,
): readonly CatalogServiceId[] {
  const requested = extraction.fields.services ?? [];
  // "Not the cover letter anymore": a service dropped goes, even when none is named instead.
  if (!requested.length) {
    const kept = had.filter((id) => !extraction.servicesDenied.includes(id));
    return kept.length === had.length || intents.question ? had : kept;
  }
  const strong = extraction.serviceScore >= 2;
  if (!had.length) return strong || asked === "services" ? requested : had;
  if (!strong) return had;
  const added = requested.filter((id) => !had.includes(id));
  const withAdded = added.length ? [...had, ...added] : had;
  // Asking about a service is not choosing it, unless the visitor also says they want it.
  const choosing = intents.wants || intents.topics.length === 0;
  if (intents.adds && choosing) return withAdded;
  // "LinkedIn, not CV" after a CV was asked for: the denied service goes, the named one comes.
  if (extraction.servicesDenied.some((id) => had.includes(id)) && choosing) {
    return [...had.filter((id) => !extraction.servicesDenied.includes(id)), ...added];
  }
  if ((intents.correction || intents.narrows) && choosing) {
    return requested.join() === had.join() ? had : requested;
  }
  return intents.wants || asked === "services" ? withAdded : had;
}

/** A follow-up this short only completes the request before it ("youth", "for students"). */
const MAX_FOLLOW_UP_WORDS = 3;

/**
 * "Mentoring" then "for students", "coaching" then "interviews": a short follow-up that, read
 * with the message that asked for the one service stored, names a more specific service it
 * mentions itself. Returns `had` itself otherwise ("a CV" then "Youth" keeps the CV).
 */
export function completedServices(
  had: readonly CatalogServiceId[],
  extraction: Extraction,
  previous: string | undefined,
  message: string,
): readonly CatalogServiceId[] {
  const named = extraction.fields.services ?? [];
  if (had.length !== 1 || !previous || !named.some((id) => !had.includes(id))) return had;
  if (words(message).length > MAX_FOLLOW_UP_WORDS) return had;
  if (extractService(previous)?.services.join() !== had.join()) return had;
  const joint = extractService(`${previous} ${message}`)?.services ?? [];
  const [one] = joint;
  return joint.length === 1 && one !== had[0] && one && named.includes(one) ? [one] : had;
}

/** Words of asking around a service's bare word ("training please", "I need editing"). */
const askingWords = new Set(
  "please pls plz i need want some a an help with for nataka nahitaji naomba tafadhali".split(" "),
);
/** A service's word at most two words long is all there is, beside words of asking. */
const MAX_BARE_SERVICE_WORDS = 2;

/** Words of greeting: "Hello team" greets the consultancy, it asks for no team training. */
const greetings = new Set(
  "hello hi hey hallo habari mambo niaje jambo sasa morning evening".split(" "),
);

/** "training", "editing please", "nahitaji training": a message that only names a service. */
export function barelyAService(message: string): boolean {
  const said = words(message);
  const content = said.filter((w) => !askingWords.has(w));
  return (
    !said.some((w) => greetings.has(w)) &&
    content.length > 0 &&
    content.length <= MAX_BARE_SERVICE_WORDS
  );
}
