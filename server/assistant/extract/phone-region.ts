import type { CountryCode } from "libphonenumber-js/max";

/**
 * Places visitors abroad name, and the region whose national format ("07405 318 226" in the
 * UK) their numbers are written in. Kenya is the default and needs no entry.
 */
const placeRegions: [RegExp, CountryCode][] = [
  [
    /\b(?:uk|u\.k\.|united kingdom|britain|england|scotland|wales|london|manchester|birmingham|leeds)\b/i,
    "GB",
  ],
  [/\b(?:uae|u\.a\.e\.|emirates|dubai|abu dhabi|sharjah)\b/i, "AE"],
  [/\b(?:saudi|ksa|riyadh|jeddah|dammam)\b/i, "SA"],
  [/\b(?:qatar|doha)\b/i, "QA"],
  [/\b(?:oman|muscat)\b/i, "OM"],
  [/\b(?:usa|u\.s\.a?\.|united states|america)\b/i, "US"],
  [/\b(?:uganda|kampala)\b/i, "UG"],
  [/\b(?:tanzania|dar es salaam|arusha)\b/i, "TZ"],
];

/** The regions other than Kenya that a message names, in the table's order. */
export function namedRegions(text: string): CountryCode[] {
  return placeRegions.filter(([place]) => place.test(text)).map(([, region]) => region);
}
