import { type CountryCode, getCountries } from "libphonenumber-js/max";

/**
 * Places visitors abroad name, and the region whose national format ("07405 318 226" in the
 * UK) their numbers are written in. Kenya is the default and needs no entry.
 */
const placeRegions: [RegExp, CountryCode][] = [
  [
    /\b(?:uk|u\.k\.|united kingdom|britain|england|scotland|wales|london|manchester|birmingham|leeds)\b/i,
    "GB",
  ],
  // The towns Kenyans in the UK name beside the few above (care homes, warehouses, hospitals).
  [
    /\b(?:leicester|nottingham|sheffield|liverpool|bristol|coventry|bradford|wolverhampton|reading|luton|slough|milton keynes|northampton|southampton|portsmouth|oxford|cambridge|newcastle|sunderland|middlesbrough|hull|derby|stoke|peterborough|ipswich|norwich|swindon|croydon|glasgow|edinburgh|aberdeen|dundee|cardiff|swansea|belfast)\b/i,
    "GB",
  ],
  [/\b(?:uae|u\.a\.e\.|emirates|dubai|abu dhabi|sharjah|ajman)\b/i, "AE"],
  [/\b(?:saudi|ksa|riyadh|jeddah|dammam)\b/i, "SA"],
  [/\b(?:qatar|doha)\b/i, "QA"],
  [/\b(?:oman|muscat)\b/i, "OM"],
  [/\b(?:usa|u\.s\.a?\.|united states|america)\b/i, "US"],
  // The states and cities Kenyans abroad name more often than the country.
  [
    /\b(?:the (?:us|states)|texas|houston|dallas|austin|minnesota|minneapolis|massachusetts|boston|atlanta|california|los angeles|seattle|new york|new jersey|maryland|baltimore|chicago|ohio|north carolina|charlotte|arizona|phoenix|florida|denver|colorado|virginia|pennsylvania|philadelphia)\b/i,
    "US",
  ],
  [/\b(?:canada|toronto|ottawa|calgary|edmonton|vancouver|winnipeg|montreal)\b/i, "CA"],
  [/\b(?:australia|sydney|melbourne|perth|brisbane|adelaide)\b/i, "AU"],
  [/\b(?:kuwait)\b/i, "KW"],
  [/\b(?:bahrain|manama)\b/i, "BH"],
  [/\b(?:uganda|kampala)\b/i, "UG"],
  [/\b(?:tanzania|tz|dar es salaam|dar|arusha|dodoma|mwanza|zanzibar|moshi)\b/i, "TZ"],
  [/\b(?:rwanda|kigali)\b/i, "RW"],
  [/\b(?:south africa|johannesburg|joburg|cape town|pretoria)\b/i, "ZA"],
  [/\b(?:ireland|dublin)\b/i, "IE"],
  [
    /\b(?:germany|berlin|munich|frankfurt|hamburg|stuttgart|cologne|düsseldorf|dusseldorf|bonn|hanover|hannover|nuremberg|leipzig|dresden)\b/i,
    "DE",
  ],
];

/**
 * Cities that say their country alone, in countries known by their English name without a
 * row above: kept apart, since `regionsAbroad` (the regions a number is proposed in) stays the
 * few where most Kenyans abroad are.
 */
const cityRegions: [RegExp, CountryCode][] = [
  [/\b(?:stockholm|gothenburg|malmo|uppsala)\b/i, "SE"],
  [/\b(?:amsterdam|rotterdam|the hague|utrecht|eindhoven)\b/i, "NL"],
  [/\b(?:oslo|bergen|stavanger)\b/i, "NO"],
  [/\b(?:copenhagen|aarhus)\b/i, "DK"],
  [/\b(?:helsinki)\b/i, "FI"],
  [/\b(?:brussels|antwerp)\b/i, "BE"],
  [/\b(?:paris|lyon|marseille)\b/i, "FR"],
  [/\b(?:rome|milan|naples|turin)\b/i, "IT"],
  [/\b(?:madrid|barcelona)\b/i, "ES"],
  [/\b(?:zurich|geneva|basel)\b/i, "CH"],
  [/\b(?:vienna)\b/i, "AT"],
];

/** The regions other than Kenya that a message names, in the tables' order. */
export function namedRegions(text: string): CountryCode[] {
  const named = [...placeRegions, ...cityRegions].filter(([place]) => place.test(text));
  return [...new Set(named.map(([, region]) => region))];
}

/** Every region the table knows, in its order (the UK first: most Kenyans abroad are there). */
export const regionsAbroad: readonly CountryCode[] = [...new Set(placeRegions.map(([, r]) => r))];

/** A country's English name ("Netherlands", "France") as a whole-word pattern. */
function countryNamePattern(region: CountryCode): RegExp | undefined {
  const name = new Intl.DisplayNames(["en"], { type: "region" }).of(region);
  if (!name || name === region) return undefined;
  return new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "gi");
}

/**
 * The same places, found wherever they are in a text (for `matchAll`), then every other
 * country by its English name: where the visitor says they live is told by a locative, so a
 * country rarely named ("I'm a caregiver in Poland") is safe to know here.
 */
const placesEverywhere = [
  ...[...placeRegions, ...cityRegions].map(
    ([place, region]) => [new RegExp(place.source, "gi"), region] as const,
  ),
  ...getCountries().flatMap((region) => {
    if (region === "KE" || regionsAbroad.includes(region)) return [];
    const pattern = countryNamePattern(region);
    return pattern ? [[pattern, region] as const] : [];
  }),
];

/** Words that say where the visitor is, a few words before "in": "I'm in", "working in". */
const locatives = new Set(
  `i'm im am we're were are is live living lives based stay staying reside residing work working
  currently now moved relocated`.split(/\s+/),
);
/** How many words before "in" a locative may stand ("I'm a nurse in Dubai"). */
const LOCATIVE_REACH = 3;
/** Words that open what the visitor is: "I'm an au pair in" reaches one word further. */
const articles = new Set(["a", "an"]);
/** Swahili says where one is with the place straight after: "niko Dubai", "naishi Arusha". */
const swahiliLocatives = new Set(
  "niko nipo tuko tupo naishi ninaishi tunaishi nakaa ninakaa tunakaa".split(" "),
);
/** "Hello from Leeds", "writing from Doha": a greeting or a message sent from where one is. */
const sentFrom = new Set(
  "hi hello hey greetings salaam writing texting calling chatting".split(" "),
);

/** Whether the words before a place (lower case, in order) say the visitor is there. */
function saysLivesThere(before: readonly string[]): boolean {
  const word = (k: number) => before[k]?.replace(/[^a-z']/g, "") ?? "";
  let k = before.length - 1;
  // "In Lyon, France": the city before the country stands where the country is.
  if (before[k]?.endsWith(",")) k--;
  if (word(k) === "the") k--;
  // "niko huku Dubai": "over here in".
  if (word(k) === "huku" && swahiliLocatives.has(word(k - 1))) return true;
  if (swahiliLocatives.has(word(k))) return true;
  if (word(k) === "from") return sentFrom.has(word(k - 1)) || sentFrom.has(word(k - 2));
  if (word(k) !== "in" && word(k) !== "at") return false;
  // "In Doha, I need a cover letter": a message or a sentence that opens with where it is
  // written from ("a job in Doha" has words before its "in").
  if (k === 0 || /[.!?]$/.test(before[k - 1] ?? "")) return true;
  for (let j = Math.max(0, k - LOCATIVE_REACH - 1); j < k; j++) {
    const reach = articles.has(word(j + 1)) ? LOCATIVE_REACH + 1 : LOCATIVE_REACH;
    if (locatives.has(word(j)) && k - j <= reach) return true;
  }
  return false;
}

/** The lower-case words in the 60 characters before `index`, in order. */
const wordsBefore = (text: string, index: number) =>
  text
    .slice(Math.max(0, index - 60), index)
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);

/**
 * The regions a text names as where the visitor is ("I'm in London", "I work in Doha", "I'm a
 * nurse in Dubai"), not where a job is or where they studied ("a job in Kigali"): said in an
 * earlier message, only such a place says how a later number is written.
 */
export function regionsLivedIn(text: string): CountryCode[] {
  const regions: CountryCode[] = [];
  for (const [place, region] of placesEverywhere) {
    for (const m of text.matchAll(place)) {
      const before = wordsBefore(text, m.index);
      if (saysLivesThere(before)) {
        if (!regions.includes(region)) regions.push(region);
        break;
      }
    }
  }
  return regions;
}

/** Words that put a place in a phrase of its own: "firms in Rwanda", "moving to Dubai". */
const placePrepositions = new Set("in to into for at and or from".split(" "));

/**
 * Of `regions` (those the text names), the ones named only in passing, as where a job is or
 * where the visitor may go ("applying to firms in Rwanda and Dubai"): every mention follows a
 * preposition and none says the visitor is there. A number the visitor writes is read in
 * Kenya's format before theirs.
 */
export function regionsInPassing(text: string, regions: readonly CountryCode[]): CountryCode[] {
  if (!regions.length) return [];
  const passing = new Map<CountryCode, boolean>();
  for (const [place, region] of placesEverywhere) {
    if (!regions.includes(region)) continue;
    for (const m of text.matchAll(place)) {
      const before = wordsBefore(text, m.index);
      const word = (before.at(-1) ?? "").replace(/[^a-z]/g, "");
      const inPassing = placePrepositions.has(word) && !saysLivesThere(before);
      passing.set(region, (passing.get(region) ?? true) && inPassing);
    }
  }
  return [...passing].flatMap(([region, only]) => (only ? [region] : []));
}
