/**
 * Turns what a client said or wrote into CV text: no first person, no hedges, no chat talk.
 * The words that carry a fact (names, numbers, titles) are kept exactly as the client gave
 * them; only the words around them change, so nothing is invented.
 */

/** Greetings and chat fillers at the start of a sentence; they carry no fact. */
const openers =
  /^(?:(?:(?:hi|hello|hey)(?: there)?|habari|good (?:morning|afternoon|evening)|ok(?:ay)?|so|well|yes|sawa|and|also|but|before that|after that|since then|previously|then|next|now|currently|presently|jambo|niaje|mambo|hujambo|sasa|basi)\b[\s,.!:-]*)+/i;

/** Hedges and chat words a CV never says, wherever they stand. */
const hedges = [
  /\bif (?:that|it) (?:matters|counts|helps)\b/gi,
  // "I am a KISM member, hopefully that helps": the aside goes whole, not only its hedge.
  /,?\s*\b(?:hopefully|i hope|maybe) (?:that|it|this) (?:helps|counts|matters)\b/gi,
  // "a refresher in IFRS in 2024 just to catch up": why the client did it, an aside.
  /,?\s*\bjust to (?:catch up|keep up|refresh(?: my memory)?|be safe)\b/gi,
  /\b(?:i think|i guess|i believe|i suppose|i hope|i feel|maybe|perhaps|probably|hopefully|ideally|kind of|sort of|mostly|basically|actually|you know|or so|or something)\b/gi,
  // Swahili and Sheng fillers visitors mix in ("sijui" = I don't know, "tu" = just).
  /\b(?:sijui|tu|pia|sasa|hivi|basi|yaani|ati|eh|kinda|sorta|kama|bana|manze|kwa hivyo|ama)\b/gi,
  // Swahili asides about the request or the speaker's sincerity ("niko na shida ya CV" = I have
  // a problem with my CV, "kwa kweli" = honestly): talk to the consultant, never a fact.
  /\b(?:(?:(?:niko|tuko) na|nina|tuna) shida(?: (?:ya|na|kwa) \p{L}+(?: yangu)?)?|kwa kweli|kusema kweli|tafadhali|nisaidie|naomba (?:msaada|usaidizi)|asante(?: sana)?)\b/giu,
  // "like 5 years" is a guess in chat; the number is the fact.
  /\blike (?=(?:about |around )?\d)/gi,
  /\bso (?=(?:about |around )?\d)/gi,
  /(?<=\byears?) now\b/gi,
];

/** Words every CV claims and no reader believes ("hardworking and result oriented"). */
const clicheWord = `(?:hard[- ]?working|results?[- ]oriented|results?[- ]driven|goal[- ]oriented|self[- ]motivated|highly motivated|motivated|passionate|enthusiastic|diligent|self[- ]driven|detail[- ]oriented|dynamic|honest|go[- ]getter|team player|god[- ]fearing)`;
const clicheRun = String.raw`${clicheWord}(?:(?:\s*[,&]\s*|\s+and\s+|\s+)${clicheWord})*`;
/** Claims of working well in general: "works well under pressure", "able to work independently". */
const clicheClaim = `(?:(?:am |is )?able to work|ability to work|works?|working)(?: well)? (?:under (?:pressure|tight deadlines|minimal supervision|minimum supervision)|independently|with minimal supervision|in a team)`;
/** Traits claimed of oneself after "who": "who never gives up", "who loves order". */
const clicheTrait = `(?:never gives? up|loves? (?:order|challenges|a challenge|people|learning|(?:my|his|her) work))`;
/** "A hardworking accountant": the article then agrees with the word that now follows it. */
const articledCliche = new RegExp(String.raw`\b(a|an)\s+${clicheRun}\s+(?=(\w))`, "gi");
const cliche = new RegExp(
  String.raw`(?:,\s*|\s+and\s+|\s+who\s+)?\b(?:${clicheRun}|${clicheClaim})\b|\s*\bwho\s${clicheTrait}\b`,
  "gi",
);
/** What is left of a sentence whose every claim was a cliché: "I am", "A". */
const nothingSaid =
  /^(?:\s|,|\.|\b(?:i|i'm|am|is|are|a|an|and|the|who|with|person|individual)\b)*$/i;

function withoutCliches(text: string): string {
  const kept = text
    .replace(articledCliche, (_, article: string, next: string) => {
      const agreed = /^[aeiou]/i.test(next) ? "an" : "a";
      return `${article[0] === "A" ? agreed.charAt(0).toUpperCase() + agreed.slice(1) : agreed} `;
    })
    .replace(cliche, "");
  return nothingSaid.test(kept) ? "" : kept;
}

/** The subject and verb that open a first-person sentence, and what a CV line says instead. */
const openingPhrases: [RegExp, string][] = [
  [/^i(?:'m| am) (?:currently |now )?(?:working |employed )?as (?:an? |the )?/i, ""],
  [/^i(?:'ve| have) been (?:working |employed )?(?:as )?(?:an? |the )?/i, ""],
  [/^i (?:currently |now )?work(?:ed)? as (?:an? |the )?/i, ""],
  [/^i(?:'ve| have) (?:worked|served) as (?:an? |the )?/i, ""],
  [/^i(?:'ve| have) (?=worked|served|led|managed|run|built|trained|taught)/i, ""],
  [/^i(?:'m| am| was) (?:an? |the )?/i, ""],
  [/^i (?:have|hold|got|earned|obtained|completed|did) (?:an? |the |my )?/i, ""],
  [/^(?:have|has|hold|holds|got) (?:an? |the )?/i, ""],
  // "Worked as chef de partie at X": the job, told without "I".
  [/^(?:worked|working|served) as (?:an? |the )?/i, ""],
  [/^i(?:'d| would) /i, ""],
  // Swahili "I have studied" / "I studied".
  [/^(?:nimesoma|nilisoma)\s/i, "Studied "],
  [/^(?:my|our) /i, "The "],
  [/^we (?=\w+(?:ed)?\s)/i, "The team "],
  [/^i /i, ""],
];

/** First-person words inside a sentence and their CV form. */
const innerPhrases: [RegExp, string][] = [
  [/\b(?:and|but|where|so) i(?:'m| am) /gi, "and "],
  [/\b(?:and|but|where|so) i(?:'ve| have)? /gi, "and "],
  [/\b(?:and|but|where|so) we /gi, "and the team "],
  [/\bunder me\b/gi, "reporting"],
  // "a security company, for example G4S": the employers named as examples, in a CV's words.
  [/,?\s(?:for example|for instance|e\.g\.)\s/gi, " such as "],
  [/\b(?:my|our)\b/gi, "the"],
  [/\bwe\b/gi, "the team"],
  [/\bi(?:'m| am) /gi, ""],
  // "NITA Grade I", "Class I licence", "Grade Test I in Masonry": a numeral, not the client
  // speaking; the client's "I" is never followed by "in" or "of".
  [
    /(?<!\b(?:grade|class|level|part|phase|stage|tier|category|type|division|paper|module|unit|group) )\bi (?!(?:in|of) )/gi,
    "",
  ],
  [/\bme\b/gi, "the post"],
  // "about KES 22 million" reads as a guess in a CV; "approximately" states the same figure.
  [/\b(?:about|around|roughly) (?=(?:KES|KSh|Ksh|USD|\$)?\s?\d)/gi, "approximately "],
  // "like Aga Khan or Nairobi Hospital" is chat; a CV gives examples with "such as".
  [/,\s*like\b/gi, ", such as"],
  // "an NGO like MSF": an example the client named.
  [/(?<!\b(?:would|[Ii]|we|they|you|'d)) like (?=\p{Lu})/gu, " such as "],
];

export const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Removes the greetings, hedges and first person of one sentence or clause. */
/** Verbs whose past differs from the present by more than -ed ("we kept"): no -s added. */
const pastForms =
  /^(?:did|had|was|were|ran|led|kept|made|took|won|grew|built|sold|set|cut|met|got|went|saw|held|brought|taught|drove|wrote|began|became)$/i;

/** "we do" -> "the team does": the verb agrees with its new subject. */
function teamVerb(verb: string): string {
  const lower = verb.toLowerCase();
  if (/ed$/.test(lower) || pastForms.test(lower)) return verb;
  if (lower === "have") return "has";
  if (lower === "are") return "is";
  if (/(?:s|sh|ch|x|z|o)$/.test(lower)) return `${verb}es`;
  if (/[^aeiou]y$/.test(lower)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

export function asCvText(sentence: string): string {
  let text = sentence
    .trim()
    .replace(openers, "")
    // "We also got": the adverb stays, the verb after it agrees with the team.
    .replace(
      /^we ((?:also|then|now|later|still|just|only|even|often|usually|always|never|recently|jointly|together) )?(\w+)/i,
      (_, adverb = "", verb: string) => `we ${adverb}${teamVerb(verb)}`,
    );
  for (const hedge of hedges) text = text.replace(hedge, "");
  text = withoutCliches(text);
  for (const [pattern, replacement] of openingPhrases) {
    if (pattern.test(text)) {
      // "I'm also a member of ICPAK" is "Member of ICPAK".
      text = text.replace(pattern, replacement).replace(/^(?:also|currently|now)\s(?:an?\s)?/i, "");
      break;
    }
  }
  for (const [pattern, replacement] of innerPhrases) text = text.replace(pattern, replacement);
  return upperFirst(tidy(text));
}

/**
 * One space between words, no stray commas, bars or dashes at either end, no closing full stop
 * (bullets and items). A dash that closes a word is kept: it is a grade ("mean grade B-"), not a separator.
 */
export function tidy(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/\s+([,.;:!?)])/g, "$1")
    .replace(/([,;])(?:\s*[,;])+/g, "$1")
    .replace(/^[\s,;:.|·-]+/, "")
    .replace(/(?:[\s,;:!.|·]|\s[-–—])+$/, "")
    .trim();
}

/** A full stop before a word in lower case, where a client who writes no capitals ends a sentence. */
const lowerCaseStop =
  /(?<=[a-z0-9)%][.!?])(?<!\b(?:reg|no|dr|mrs?|ms|eng|prof|ref|tel|st|univ|dip|sch|dept|approx|e\.g|i\.e|etc|vs)\.)\s+(?=[a-z])/;

/**
 * Splits text into sentences; a full stop inside a number or after an abbreviation ("reg. GE
 * 4471", "Dr. Mwikali", "Hassan & Co. Advocates") does not end one. Text that opens in lower case ("principal kitui high
 * school since 2017. built 2 dorms.") was written with no capitals, so a full stop before a
 * lower-case word ends a sentence too.
 */
export function sentences(text: string): string[] {
  const lowerCase = /^[^\p{L}]*\p{Ll}/u.test(text);
  return text
    .split(
      /(?<=[A-Za-z0-9)%][.!?])(?<!\b(?:[Rr]eg|[Nn]o|[Dd]r|[Mm]rs?|[Mm]s|[Ee]ng|[Pp]rof|[Rr]ef|[Tt]el|St)\.)(?<!(?:^|\s)[A-Z]\.)(?<!&\s?Co\.)\s+(?=[A-Z0-9"“])|\n+/,
    )
    .flatMap((s) => (lowerCase ? s.split(lowerCaseStop) : [s]))
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

/** A word of a name or a system: "Power", "BI", "iTax", "eCitizen", "DHIS2", "C++", "Certified:". */
const nameWord = String.raw`(?!I\b|I')(?:[a-z]{1,3}-?[A-Z][\w/.+#&-]*|[A-Z][\w/.+#&-]*|\d+[A-Za-z][\w/.+#&-]*):?`;
const namedItem = String.raw`${nameWord}(?:\s${nameWord}){0,6}`;
/**
 * "IFMIS, iTax, and eCitizen", "CISA, and CFE": the comma before the "and" that ends a list of
 * names (the serial comma) joins its last item to the list; no new claim starts there. The item
 * before it must be a name too, so "BCom from UoN, 2011, and CPA-K from KASNEB" still splits.
 */
const serialComma = new RegExp(
  String.raw`(,\s${namedItem}),\sand\s(?=(?:an?\s|the\s)?${nameWord})`,
  "gu",
);
const withoutSerialComma = (sentence: string) => sentence.replace(serialComma, "$1 and ");

/**
 * Splits a sentence where the client starts a new claim: "BCom from UoN, 2011, and CPA-K from
 * KASNEB" is an education and a certification; "..., and 2016 to 2018 sales agronomist at X"
 * is a job of its own. A plain "and" inside a name is never a split.
 */
export function clauses(sentence: string): string[] {
  return withoutSerialComma(sentence)
    .split(
      /,?\s+(?:and|but) (?=i(?:'m|'ve)?\b|we\b|my\b|have\b|hold\b)|,?\s+and (?=(?:since then|then|later|now),?\s+i\b)|,\s+(?=i(?:'m| am)?\s|before that\b|after that\b|previously\b)|;\s+|,\s+and\s+(?=[A-Z])|,\s+and\s+(?=(?:19|20)\d\d\s?(?:to|-|–)\s?(?:19|20)\d\d\s\p{Ll})/iu,
    )
    .map((s) => s.trim())
    .filter((s) => s !== "");
}
