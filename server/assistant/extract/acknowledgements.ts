import { words } from "../text";

/**
 * Greetings, acknowledgements and chat fillers people open with or reply with ("Jambo",
 * "Niaje", "Sasa", "ok sure", "I'll take both", "thanks btw"): never a name, never the answer
 * to a question, and dropped from the start of a reply before a name is read from it.
 */
export const greetingsAndAcks = new Set(
  `hi hii hello hey hallo helo greetings morning afternoon evening good day jambo hujambo habari
  mambo niaje sasa vipi salama shikamoo sema yo sup poa fiti sawa safi ok okay sure yes yeah yep
  alright cool noted asante thanks thank thx great perfect fine both take all either go ahead
  sounds yako zako wewe sana much very btw pls plz kindly lol haha certainly absolutely
  definitely surely gladly indeed`.split(/\s+/),
);

/**
 * Words that go with a greeting or an acknowledgement ("thank you so much", "Hi there", "Hello
 * team", "Morning guys").
 */
export const alongside = new Set("you so a lot there team guys everyone folks".split(" "));

/** A message that only greets or acknowledges ("thanks!", "ok sure", "asante sana"). */
export function onlyAcknowledges(text: string): boolean {
  const tokens = words(text);
  return (
    tokens.length > 0 &&
    tokens.some((t) => greetingsAndAcks.has(t)) &&
    tokens.every((t) => greetingsAndAcks.has(t) || alongside.has(t))
  );
}

/**
 * "and you?", "how are you doing?", "na wewe je?", "hope you're well": a pleasantry beside an
 * answer ("Kevin and you?"). It asks after the assistant and says nothing of the visitor: cut
 * before a name is read, and answered briefly.
 */
const pleasantrySource =
  "(?<!\\p{L})(?:(?:and|&|n|na) (?:you|yourself|u|wewe)(?: je)?(?=\\s*[?.!]|\\s*$)|how (?:are|r) (?:you|u)(?: doing| today)?|(?:how|what) about you|hope (?:you'?re|you are|u r) (?:doing )?(?:well|good|fine)|how'?s your day)[?.!]*";
const pleasantry = new RegExp(pleasantrySource, "iu");
const pleasantries = new RegExp(pleasantrySource, "giu");

/** Whether a message asks after the assistant ("and you?", "how are you?"). */
export function asksAfterAssistant(text: string): boolean {
  return pleasantry.test(text);
}

/** The message without its pleasantries ("Kevin and you?" -> "Kevin"). */
export function withoutPleasantries(text: string): string {
  return text.replace(pleasantries, " ").trim();
}
