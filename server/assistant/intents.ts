import { asksAfterAssistant } from "./extract/acknowledgements";
import { normalize, words } from "./text";

/** Topics a visitor asks about; each is answered by retrieval over content/. */
export const topics = [
  "price",
  "delivery",
  "hours",
  "location",
  "payment",
  "services",
  "revisions",
  "process",
  "assurance",
] as const;
export type Topic = (typeof topics)[number];

const topicCues: Record<Topic, RegExp> = {
  price:
    /\b(how much|price[sd]?|pricing|costs?|charges?|fees?|rates?|bei|ngapi|packages?|package|affordable|cheap|expensive|quote|quotation)\b/,
  delivery:
    /\b(how long|turn ?around|delivery|deliver|how soon|how many days|when will i (get|receive)|ready by|take[s]? (long|time)|itachukua|siku ngapi|how fast)\b/,
  hours:
    /\b(hours|open|opening|closing|working days|weekends?|saturdays?|sundays?|what time|saa ngapi|mnafungua|mnafunga|available on)\b/,
  location:
    /\b(where are you|where is your|located|location|office|offices|address|physical|visit you|find you|mko wapi|mpo wapi|uko wapi|iko wapi|mnapatikana wapi|where are you based)\b/,
  payment:
    /\b(pay|payment|paying|m-?pesa|mpesa|paybill|till number|card|bank transfer|lipa|kulipa|deposit|instal+ments?|upfront|refund)\b/,
  services:
    /\b(what (services|do you (offer|do|provide))|which services|your services|list of services|services do you|mnafanya nini|mnatoa nini|huduma)\b/,
  revisions: /\b(revisions?|changes after|unlimited|amend\w*)\b/,
  assurance:
    /\b(confidential\w*|privacy|guarantee\w*|refund\w*|not happy|satisf\w+|is it safe|trust you|legit)\b/,
  process:
    /\b(how does (it|this|the process) work|what is the process|process|steps|what do you need from me|what happens next)\b/,
};

const swahiliWords = new Set(
  `habari hujambo jambo mambo niaje sasa vipi poa fiti sawa salama shikamoo nataka naomba
  nahitaji bei gani ngapi naitwa jina langu yangu ni nambari namba simu asante sana tafadhali
  karibu ndio hapana uko mko wapi mnafanya saa ofisi lipa pesa msaada nisaidie nini kuandika
  barua mimi wewe nyinyi iko na kwa ya wa za la cha kazi nina niko kwenye hii hiyo je aje
  sema rada fom manze budaa mazee maze sijui tu pia lakini kama`.split(/\s+/),
);

/** Whether the visitor writes (mostly) Swahili or Sheng, so replies can answer in kind. */
export function isSwahili(text: string): boolean {
  const tokens = words(text);
  if (tokens.length === 0) return false;
  const hits = tokens.filter((t) => swahiliWords.has(t)).length;
  return hits >= 2 ? hits / tokens.length >= 0.3 : hits === 1 && tokens.length <= 2;
}

/** Words only English writes: a message with one of them is (at least partly) English. */
const englishWords = new Set(
  `i i'm im i'd i'll my me you your we our the a an is are am was and but to for of in on with
  it this that please need want have has can could would will do does not yes thanks thank hello
  hi good what how when where who which`.split(/\s+/),
);

/**
 * The language a message is written in, or undefined for one in neither ("Salome Nyaboke wa
 * Nyaboke Beauty & Spa", "+255 754 318 902"): such a reply keeps the conversation's language.
 */
export function languageOf(text: string): "sw" | "en" | undefined {
  if (isSwahili(text)) return "sw";
  return words(text).some((t) => englishWords.has(t)) ? "en" : undefined;
}

export interface Intents {
  greeting: boolean;
  thanks: boolean;
  goodbye: boolean;
  refusal: boolean;
  correction: boolean;
  /** "I want / I need / nataka": makes a service mention a choice rather than a question. */
  wants: boolean;
  /** "also", "too", "plus", "pia": a service named now comes on top of those asked before. */
  adds: boolean;
  /** "only", "just", "scratch that": a service named now is the whole request. */
  narrows: boolean;
  /** Asks for a person, WhatsApp or to proceed. */
  handOver: boolean;
  /** "can I talk to a human", "naomba kuongea na mtu": asks for a person (ADR 010). */
  person: boolean;
  affirmative: boolean;
  /** "and you?", "how are you?": asks after the assistant, answered in a few words. */
  pleasantry: boolean;
  /** "who are you?", "is this a bot?", "wewe ni robot?": asks what the assistant is. */
  aboutAssistant: boolean;
  question: boolean;
  topics: Topic[];
  swahili: boolean;
}

const greeting =
  /^(hi+|hello+|hey+|hallo|helo|good (morning|afternoon|evening|day)|greetings|howdy|habari( yako| zako| za \w+)?|hujambo|jambo|mambo|niaje|sasa|vipi|salama|shikamoo|uko aje|aje|sema|yo|sup)\b/;
const thanks = /\b(thanks?|thank you|thx|asante|shukran|appreciated?)\b/;
/** "Later" says goodbye only as a farewell ("talk later", "later!"): "cover later" is a typo. */
const goodbye =
  /\b(bye|goodbye|see you|(talk|chat|speak|catch you|ttyl) later|kwaheri|tutaonana)\b|^(later|laters)\b/;
const refusal =
  /\b(rather not|prefer not|(don'?t|do not) want to (share|give|say)|not comfortable|skip( it| that)?|pass|no thanks|nope|i won'?t|sitaki|not now|none of your business|private|no comment|not sharing|why do you need|(will|'ll|ll) (share|send|give)( it| that| them)? later|maybe later|later please|(don'?t|do not) have (a )?(phone|number)|use (my )?email|email (me )?instead)\b/;
/**
 * "Badala" is the Swahili "instead" ("badala yake", "badala ya hiyo"); "badilisha" change it,
 * "nimebadilisha mawazo" I changed my mind.
 */
const correction =
  /\b(sorry|actually|i meant|correction|my bad|wrong|mistake|instead|badala|typo|change (it|my|that)|changed my mind|second thoughts?|switch (it )?to|make (it|that)|(nime)?badilish?a|nimebadili|not .{1,40} but|rather|update my)\b/;
// "Tupeni", "nipe", "give us": the Swahili and English "give me / give us" ask for it too.
const wants =
  /\b((i|we) (also )?(want|need|would like|'d like|am looking for|'m looking for|are looking for|am interested in|'m interested in|are interested in)|interested in|looking for|nataka|nahitaji|naomba|tunataka|tunahitaji|tupeni|tupe|nipe|nipeni|give (me|us)|help (me |us )?with|can you (help|do|write)|get (a|my)|i require)\b/;
const adds =
  /\b(also|too|as well|aswell|plus|in addition|additionally|on top of that|add|include|throw in|ongeza|pia|vilevile|pamoja na)\b|^(and|na|&)\b/;
/** "Peke yake", "pekee": the Swahili "only". */
const narrows =
  /\b(only|just|(scratch|scrap) (that|it)|forget (the|that|it|about)|tu|peke yake|pekee)\b/;
const handOver =
  /\b(whatsapp|human|real person|agent|consultant|talk to (someone|a person)|speak to (someone|a person)|call me|connect me|proceed|let'?s (go|start|proceed)|get started|book( me)?|sign me up|ready)\b/;
/** A person asked for, not "human resources" or "I'm a consultant". */
const person =
  /\b(?:human(?! ?resource)|real person|actual person|live (?:agent|person)|(?:talk|speak|chat|ongea|kuongea|niongee|tuongee) (?:to|with|na) (?:a |an |the |your |one of your )?(?:human|person|someone|somebody|consultant|agent|staff|representative|advisor|adviser|mtu|mshauri|binadamu|mhudumu)|connect me (?:to|with) (?:a |an |the )?(?:human|person|someone|consultant|agent)|niunganishe na (?:mtu|mshauri)|mtu halisi|binadamu)\b/;
const affirmative =
  /^(yes|yeah|yep|yup|sure|ok(ay)?|alright|sawa|ndio|ndiyo|poa|fine|go ahead|please do)\b/;
const questionStart =
  /^(what|which|where|when|who|why|how|can|could|do|does|is|are|will|would|should|may|je)\b|\b(gani|ngapi|wapi|nini|aje)\b/;

const aboutAssistant =
  /\b(who are you|who am i (talking|chatting|speaking) (to|with)|are you (a |an )?(bot|robot|human|real|person|machine|ai)|is this (a |an )?(bot|robot|human|real person|person|machine|ai|automated)|am i (talking|chatting|speaking) (to|with) (a |an )?(bot|robot|human|real person|person|machine|ai)|wewe ni (nani|robot|bot|mtu)|ni robot|ni bot)\b/;

/** "Tell me", "I'd like to know", "kindly share": a question asked without a question mark. */
const asksWords =
  /\b(tell me|info|details|naomba|(like|want|wanted|wanna|need) to know|let me know|kindly share|share your|send me)\b/;

/** Everything the dialogue needs to know about what a message is trying to do. */
export function readIntents(text: string): Intents {
  const t = normalize(text);
  const matched = topics.filter((topic) => topicCues[topic].test(t));
  // "I can pay 5k" states a budget; "pay how?" or a bare "prices" asks something.
  const asks = text.includes("?") || questionStart.test(t) || asksWords.test(t);
  const question = asks || (matched.length > 0 && t.split(" ").length <= 4);
  const found = question ? matched : [];
  return {
    greeting: greeting.test(t),
    thanks: thanks.test(t),
    goodbye: goodbye.test(t) && t.split(" ").length <= 4,
    refusal: refusal.test(t),
    correction: correction.test(t),
    wants: wants.test(t),
    adds: adds.test(t),
    narrows: narrows.test(t),
    handOver: handOver.test(t),
    person: person.test(t) && !aboutAssistant.test(t),
    affirmative: affirmative.test(t),
    pleasantry: asksAfterAssistant(text),
    aboutAssistant: aboutAssistant.test(t),
    question,
    topics: found,
    swahili: isSwahili(text),
  };
}
