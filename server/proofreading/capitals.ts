import { kenyanProperNoun } from "./kenyan-lexicon";
import type { Line, Span } from "./markdown-lines";
import { nameCapitals } from "./name-capitals";
import { wordTable } from "./word-table";

/**
 * Capitals English requires and a CV drops: months and days ("november 2024"), languages ("basic
 * french"), Kenyan places and names from the lexicon ("kisumu East"), and a bullet's first word
 * where the document's other bullets open with a capital, and a sentence's after a full stop that
 * is not an abbreviation's ("p.a.", "Ksh."). "may" and "march" are names only beside a date; a
 * word inside an email or a web address is left alone; "i" is harper's.
 */
export type CapitalFinding = { span: Span; word: string; fix: string; why: string };

const months = "january february april june july august september october november december".split(
  " ",
);
const days = "monday tuesday wednesday thursday friday saturday sunday"
  .split(" ")
  .flatMap((d) => [d, `${d}s`]);
const languages =
  "english french kiswahili swahili german spanish arabic chinese mandarin portuguese italian japanese kikuyu dholuo luhya kalenjin somali".split(
    " ",
  );
/** Software whose name is no English word: "linux" is always Linux, as its makers write it. */
const productNames = wordTable({
  linux: "Linux",
  ubuntu: "Ubuntu",
  javascript: "JavaScript",
  postgresql: "PostgreSQL",
  mysql: "MySQL",
  github: "GitHub",
  quickbooks: "QuickBooks",
  wordpress: "WordPress",
  powerpoint: "PowerPoint",
});

const named = new Map<string, string>([
  ...months.map((m): [string, string] => [m, "a month's name takes a capital"]),
  ...days.map((d): [string, string] => [d, "a day's name takes a capital"]),
  ...languages.map((l): [string, string] => [l, "a language's name takes a capital"]),
  ...Object.keys(productNames).map((w): [string, string] => [
    w,
    "a product's name takes a capital",
  ]),
]);
/**
 * A name that is a word too, read as one only closing a list of names: "Word and excel.", not
 * "read, write and excel."
 */
const listedSoftware = /\b\p{Lu}[\p{L}\d]*(?:,|\sand)\s(?<w>excel)(?=\s*(?:[.,;]|$))/dgu;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** A lower-case word standing alone: not part of "info@kisumu.go.ke", "kisumu/2024" or "USER=wanjiku". */
const lowerWord = /(?<![\p{L}\d@./_=-])\p{Ll}+(?![\p{L}\d@/_-]|\.[\p{L}\d])/gu;
/** "may 2021", "12 march": a month only beside a date. */
const dateMonth =
  /\b(?<w>may|march)\s+(?:19|20)\d{2}\b|\b\d{1,2}(?:st|nd|rd|th)?\s+(?<v>may|march)\b/dg;

function namedWords(line: Line): CapitalFinding[] {
  return [...line.text.matchAll(lowerWord)].flatMap((m) => {
    // "- excel, word and powerpoint": a line all in lower case is a style, not a slip.
    const styled = productNames[m[0]] !== undefined && !/\p{Lu}/u.test(line.text);
    const why = styled ? undefined : named.get(m[0]);
    const kenyan = why ? undefined : kenyanProperNoun(m[0]);
    if (!why && !kenyan) return [];
    const span = { start: line.start + m.index, end: line.start + m.index + m[0].length };
    return [
      {
        span,
        word: m[0],
        fix: kenyan ?? productNames[m[0]] ?? capitalised(m[0]),
        why: why ?? "a Kenyan place or personal name takes a capital",
      },
    ];
  });
}

function listedProducts(line: Line): CapitalFinding[] {
  if (!/\p{Lu}/u.test(line.text)) return [];
  return [...line.text.matchAll(listedSoftware)].flatMap((m) => {
    const at = m.indices?.groups?.w;
    if (!at) return [];
    const word = line.text.slice(at[0], at[1]);
    const span = { start: line.start + at[0], end: line.start + at[1] };
    return [{ span, word, fix: capitalised(word), why: "a product's name takes a capital" }];
  });
}

function dateMonths(line: Line): CapitalFinding[] {
  return [...line.text.matchAll(dateMonth)].flatMap((m) => {
    const at = m.indices?.groups?.w ?? m.indices?.groups?.v;
    if (!at) return [];
    const word = line.text.slice(at[0], at[1]);
    const span = { start: line.start + at[0], end: line.start + at[1] };
    return [{ span, word, fix: capitalised(word), why: "a month's name takes a capital" }];
  });
}

const opensLower = (line: Line) => /^\p{Ll}/u.test(line.text);

/** The bullets under each heading. */
function sections(lines: Line[]): Line[][] {
  const found: Line[][] = [[]];
  for (const line of lines) {
    if (line.heading) found.push([]);
    else if (line.bullet && /^\p{L}/u.test(line.text)) found.at(-1)?.push(line);
  }
  return found;
}

/**
 * The lower-case first word of a bullet, when most of its section's bullets open with a capital
 * and two thirds of all such sections' do: a skills list written in lower case throughout is a
 * style, not a slip.
 */
function bulletStarts(lines: Line[]): CapitalFinding[] {
  const capitalStyle = sections(lines).filter(
    (section) => section.filter(opensLower).length * 2 < section.length,
  );
  const bullets = capitalStyle.flat();
  const upper = bullets.filter((l) => !opensLower(l)).length;
  if (bullets.length < 3 || upper * 3 < bullets.length * 2) return [];
  return capitalStyle.flatMap((section) => {
    return section.filter(opensLower).flatMap((line) => {
      const word = /^\p{Ll}+(?=\s)/u.exec(line.text)?.[0];
      if (!word) return [];
      const span = { start: line.start, end: line.start + word.length };
      const why = "a bullet opens with a capital, as the others do";
      return [{ span, word, fix: capitalised(word), why }];
    });
  });
}

/** "p.a.", "e.g.", "Ksh.", "No.": a full stop that does not end a sentence. */
const abbreviation =
  /^(?:\p{L}|[^.]*\..*|etc|vs|approx|incl|no|nos|dept|ref|tel|cf|ksh|kes|mr|mrs|ms|dr|prof|st|co|ltd|inc|ext|fig|viz|al|hon|eng|rev|sr|jr|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|govt|yrs|hrs|mins|rd|ave|vol|pp|est)$/iu;
const sentenceStart = /(?<=(?:^|\s)([\p{L}\d.,]+)[.!?]\s+)\p{Ll}+(?=[\s,;:])/gu;

/** "in 2019. then I moved": a sentence after a full stop opens with a capital. */
function sentenceStarts(line: Line): CapitalFinding[] {
  return [...line.text.matchAll(sentenceStart)].flatMap((m) => {
    if (abbreviation.test(m[1] ?? "") || m[0] === "i") return [];
    const span = { start: line.start + m.index, end: line.start + m.index + m[0].length };
    return [{ span, word: m[0], fix: capitalised(m[0]), why: "a sentence opens with a capital" }];
  });
}

/**
 * Brands whose names are no English words, as their makers write them: "Whatsapp", "linkedin",
 * "Mpesa" are slips for "WhatsApp", "LinkedIn", "M-Pesa". A name in capitals throughout
 * ("M-PESA") is a house style and is left alone, as is a web address.
 */
const brands = new Map(
  `WhatsApp LinkedIn Mailchimp Figma M-Pesa TikTok YouTube Facebook Instagram PayPal SharePoint
  HubSpot Hootsuite Canva Shopify Jumia Airtel Gmail Xero Odoo AutoCAD ArcGIS QGIS SketchUp
  Salesforce Zendesk Trello Asana Jira GitHub GitLab Tableau Power BI KoboToolbox ODK`
    .split(/\s+/)
    .filter((b) => b.length > 2 && b !== "Power" && b !== "BI")
    .map((b): [string, string] => [b.toLowerCase(), b]),
);
/** Other spellings of the same brands: "Mpesa", "MPesa", "M Pesa" are M-Pesa. */
const brandVariants = new Map([
  ["mpesa", "M-Pesa"],
  ["m-pesa", "M-Pesa"],
]);
const brandWord = /(?<![\p{L}\d@./_=-])\p{L}[\p{L}-]*\p{L}(?![\p{L}\d@/_-]|\.[\p{L}\d])/gu;

function brandSpellings(line: Line): CapitalFinding[] {
  return [...line.text.matchAll(brandWord)].flatMap((m) => {
    const lower = m[0].toLowerCase();
    const brand = brands.get(lower) ?? brandVariants.get(lower);
    if (!brand || m[0] === brand || m[0] === m[0].toUpperCase()) return [];
    const span = { start: line.start + m.index, end: line.start + m.index + m[0].length };
    return [{ span, word: m[0], fix: brand, why: "a brand is written as its makers write it" }];
  });
}

/** Regions and countries of two words, in lower case: "south sudan", "the north rift". */
const regions =
  /\b(?<w>(?:united\s+(?:states|kingdom|arab\s+emirates|nations)|south\s+(?:sudan|africa|korea|rift)|north\s+(?:rift|eastern|korea)|saudi\s+arabia|new\s+zealand|rift\s+valley|east\s+africa|west\s+africa|middle\s+east|sri\s+lanka|costa\s+rica|hong\s+kong))\b/dgu;

function regionNames(line: Line): CapitalFinding[] {
  return [...line.text.matchAll(regions)].flatMap((m) => {
    const at = m.indices?.groups?.w;
    const word = m.groups?.w ?? "";
    if (!at) return [];
    // "the north eastern side": only a name when the whole is lower case and not a direction.
    if (/^north\s+eastern$/.test(word) && !/\bin\s+(?:the\s+)?north\s+eastern\b/.test(line.text))
      return [];
    const fix = word.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase());
    const span = { start: line.start + at[0], end: line.start + at[1] };
    return [{ span, word, fix, why: "a country's or a region's name takes capitals" }];
  });
}

/** "in march this year", "start in may.": a month beside a time word or ending the phrase. */
const monthInTime =
  /\b(?:in|since|until|till|from|early|late|mid|of|by)\s+(?<w>march|may)(?=\s+(?:this|last|next|and|to|until|or)\b|\s*[.,;)])/dgu;

function monthsInTime(line: Line): CapitalFinding[] {
  return [...line.text.matchAll(monthInTime)].flatMap((m) => {
    const at = m.indices?.groups?.w;
    if (!at) return [];
    const word = line.text.slice(at[0], at[1]);
    // "and I may.": "may" after a subject is the verb.
    const span = { start: line.start + at[0], end: line.start + at[1] };
    return [{ span, word, fix: capitalised(word), why: "a month's name takes a capital" }];
  });
}

/** Every capitalisation finding in the document's lines (headings give the sections). */
export function capitalFindings(lines: Line[]): CapitalFinding[] {
  const prose = lines.filter((l) => !l.heading);
  const all = [
    ...prose.flatMap((l) => [
      ...nameCapitals(l),
      ...namedWords(l),
      ...dateMonths(l),
      ...monthsInTime(l),
      ...brandSpellings(l),
      ...regionNames(l),
      ...listedProducts(l),
      ...sentenceStarts(l),
    ]),
    ...bulletStarts(lines),
  ];
  return all.filter((f, i) => all.findIndex((g) => g.span.start === f.span.start) === i);
}
