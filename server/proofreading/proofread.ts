import type { ProofreadingSuggestion, TextSpan } from "../../contract/documents";
import { correctedText } from "./corrected-text";
import {
  isAcronymOrMixedCase,
  isCommonWordTypo,
  isDocumentName,
  isOneOffTypo,
  midSentenceCapitalised,
  withoutPossessive,
} from "./document-names";
import {
  dictionaryCandidates,
  type GrammarFinding,
  lintGrammar,
  lowercaseSuggestions,
} from "./harper";
import { isDoubledName, isKenyanWord, isReduplication } from "./kenyan-lexicon";
import { acronymArticle } from "./number-articles";
import { isProperWord, rankedCandidates } from "./spelling-candidates";
import { checkStyle, type DocumentKind, type StyleFinding } from "./style-checks";

export type ProofreadResult = { suggestions: ProofreadingSuggestion[]; proofreadContent: string };

/**
 * A fix is safe to write in before a consultant looks when it cannot change meaning or a name: a
 * doubled word, a/an, or spacing. Spelling is never written in unasked: a Kenyan surname or
 * employer is not a typo.
 */
export function isSafeFix(finding: GrammarFinding): boolean {
  if (finding.replacements.length !== 1) return false;
  if (finding.kind === "Repetition") return true;
  if (isArticleFinding(finding)) return true;
  return finding.kind === "Formatting" && finding.excerpt.trim() === "";
}

const isArticleFinding = (f: GrammarFinding) => /indefinite article/i.test(f.message);
const startsCapitalised = (word: string) => /^\p{Lu}/u.test(word);
const letters = (text: string) => text.replace(/[\s-]/g, "").toLowerCase();

/** Words whose run-together form is a classic error ("alot", "allways", "infact", "eachother"). */
const functionWords = new Set(
  "a an the all any every some no each one in on at to of for by with over out up may be".split(
    " ",
  ),
);

/**
 * Advice to join or split a compound of content words ("helpdesk" -> "help desk", "school
 * teacher" -> "schoolteacher", "Co-operative" -> "Cooperative"), where both forms are English, or
 * with an acronym ("to KES" -> "toKES"). A split at a function word ("allways" -> "all ways",
 * "alot" -> "a lot") is a real error and stays.
 */
function isSpacingPreference(f: GrammarFinding): boolean {
  const [r] = f.replacements;
  if (r?.kind !== "replace" || letters(r.text) !== letters(f.excerpt)) return false;
  const split = r.text.length > f.excerpt.length ? r.text : f.excerpt;
  const parts = split.split(/[\s-]+/);
  if (split.includes("-") || parts.some(isAcronymOrMixedCase)) return true;
  return parts.every((p) => p.length >= 3 && !functionWords.has(p.toLowerCase()));
}

/**
 * Harper's split of an unknown word into two known ones ("accross" -> "ac cross", "refferal" ->
 * "ref feral"): where the letter at the split is doubled, the word is a misspelling with one
 * letter too many ("accross", "allready"), and the word meant is the one without it ("across"), or the dictionary's
 * candidate for that ("referal" -> "referral"). Other splits are closed compounds ("cowpeas").
 */
export function misspeltSplit(f: GrammarFinding): string | null {
  const [r] = f.replacements;
  if (f.kind !== "Typo" || r?.kind !== "replace" || r.text.replace(" ", "") !== f.excerpt)
    return null;
  const [left = "", right = ""] = r.text.split(" ");
  if (left.at(-1) === right[0]) return left + right.slice(1);
  // "allready" -> "all ready": the doubled letter ends the first part.
  return left.length > 2 && left.at(-1) === left.at(-2) ? left.slice(0, -1) + right : null;
}

/** "promotons" -> "promotions": the candidate is the word with one letter it lacks. */
export function lacksOneLetter(word: string, candidate: string): boolean {
  if (candidate.length !== word.length + 1) return false;
  const lower = candidate.toLowerCase();
  for (let i = 0; i < lower.length; i += 1)
    if (lower.slice(0, i) + lower.slice(i + 1) === word.toLowerCase()) return true;
  return false;
}

/** Harper's split of an unknown word that is not at a doubled letter ("promotons" -> "promo tons"). */
export function splitWord(f: GrammarFinding): string | null {
  const [r] = f.replacements;
  const split = f.kind === "Typo" && r?.kind === "replace" && r.text.replace(" ", "") === f.excerpt;
  return split && !misspeltSplit(f) ? f.excerpt : null;
}

function asMisspelling(f: GrammarFinding, lookups: Lookups): GrammarFinding {
  const meant = misspeltSplit(f);
  // "promotons" is "promotions" with a letter dropped, not "promo tons"; "baseload" is a compound.
  const short = splitWord(f);
  const lacking = short
    ? (lookups.splitCandidates.get(short) ?? []).filter((c) => lacksOneLetter(short, c))
    : [];
  const texts = meant ? (lookups.splits.get(meant) ?? []) : lacking;
  if (texts.length === 0) return f;
  const replacements = texts.map((text) => ({ kind: "replace" as const, text }));
  return { ...f, kind: "Spelling", message: `Did you mean "${texts[0]}"?`, replacements };
}

/** "aproved" -> "approved": the word with one of its letters doubled. */
export function doubledLetterVariants(word: string): string[] {
  return Array.from(word, (_, i) => word.slice(0, i + 1) + word.slice(i)).filter(
    (v, i, all) => all.indexOf(v) === i,
  );
}

/** "the fleet.. Cut": two full stops are one typed twice, not an ellipsis short of a dot. */
function asFullStop(f: GrammarFinding): GrammarFinding {
  if (f.kind !== "Formatting" || f.excerpt !== ".." || !/ellipsis/i.test(f.message)) return f;
  return {
    ...f,
    message: "One full stop ends a sentence.",
    replacements: [{ kind: "replace", text: "." }],
  };
}

/** "an A-" or "an A+" is a grade, not an article before a word. */
function isGrade(f: GrammarFinding, chars: string[]): boolean {
  const next = chars[f.end] ?? "";
  return isArticleFinding(f) && /^[A-E]$/.test(f.excerpt) && /[-+]/.test(next);
}

/** The capitalised words a spelling finding names that only the name test can clear. */
function unknownCapitalised(markdown: string, findings: GrammarFinding[]): string[] {
  const names = midSentenceCapitalised(markdown);
  return findings
    .filter((f) => f.kind === "Spelling" && startsCapitalised(f.excerpt))
    .map((f) => f.excerpt)
    .filter((word) => !isKenyanWord(withoutPossessive(word)) && !isDocumentName(word, names));
}

/**
 * "kapsokwony" where the document writes "Kapsokwony": not a misspelling to correct into an
 * English word, but the document's own name in lower case.
 */
function asOwnName(f: GrammarFinding, names: Set<string>): GrammarFinding {
  if (f.kind !== "Spelling" || !/^\p{Ll}+$/u.test(f.excerpt)) return f;
  const name = [...names].find((n) => n.toLowerCase() === f.excerpt);
  if (!name) return f;
  const message = `the document writes this name "${name}" elsewhere`;
  return { ...f, kind: "Capitalization", message, replacements: [{ kind: "replace", text: name }] };
}

/**
 * Harper's findings less those a consultant would have to dismiss every time: spelling findings
 * on a Kenyan word, one of the document's own names or a capitalised word that is not a typo of a
 * common word; canonical-case advice on an acronym (BEd); a Swahili reduplication ("boda boda");
 * compound-spacing preferences; a grade read as an article. A lower-case spelling of one of the
 * document's names becomes advice to capitalise it.
 */
/** What the dictionary said about the words a job's findings raise, looked up before judging. */
export type Lookups = {
  /** Harper's first suggestion for a capitalised unknown word written in lower case. */
  lowercase: Map<string, string>;
  /** The word meant by a split at a doubled letter, and its candidates. */
  splits: Map<string, string[]>;
  /** The dictionary's candidates for a word harper splits elsewhere ("promotons"). */
  splitCandidates: Map<string, string[]>;
  /** Lower-case words the dictionary knows, among the candidates for capitalised misspellings. */
  known: Set<string>;
};

/**
 * "expiries" -> "expiry": the dictionary lists some nouns in the singular only, and a regular
 * plural of a word it knows is spelt right.
 */
function singularOfIes(word: string): string | undefined {
  const stem = /^(\p{Ll}+[^aeiou])ies$/u.exec(word)?.[1];
  return stem === undefined ? undefined : `${stem}y`;
}

/**
 * The words an unknown lower-case word may be made of: the halves of a closed compound of two
 * content words ("baseload": "base", "load"), and the verb of an agent noun ("pluckers": "pluck").
 */
export function wordParts(word: string): string[][] {
  if (!/^\p{Ll}{6,}$/u.test(word)) return [];
  const halves: string[][] = [];
  for (let i = 4; i <= word.length - 4; i += 1) halves.push([word.slice(0, i), word.slice(i)]);
  // "pluckers" -> "pluck", "rescuers" -> "rescue"; "controler" -> "control" would hide a missing
  // doubled letter, so a stem ending in a vowel and one consonant is not read as an agent.
  const agent = /^(\p{Ll}{3,}[^aeiou\W][^aeiouy\W])ers?$|^(\p{Ll}{3,}e)rs?$/u.exec(word);
  const stem = agent?.[1] ?? agent?.[2];
  // "unposted", "nonbank": a negated word the dictionary knows.
  const negated = /^(?:un|non)(\p{Ll}{4,})$/u.exec(word)?.[1];
  return [...halves, ...(stem ? [[stem]] : []), ...(negated ? [[negated]] : [])];
}

/**
 * "baseload", "pluckers": every part is a word the dictionary knows, none a function word
 * ("eachother" stays an error), and the dictionary does not offer the parts apart ("fulltime" ->
 * "full-time" stays an error).
 */
function isBuiltOfKnownWords(f: GrammarFinding, known: Set<string>): boolean {
  const offeredApart = f.replacements.some(
    (r) => r.kind === "replace" && /[\s-]/.test(r.text) && letters(r.text) === letters(f.excerpt),
  );
  if (offeredApart) return false;
  return wordParts(f.excerpt).some((parts) =>
    parts.every((p) => known.has(p) && !functionWords.has(p)),
  );
}

/** Words after which a noun, never a verb, follows. */
const ownerBefore =
  /^(?:the|a|an|their|there|they're|its|it's|our|my|his|her|your|this|that|[\p{L}]+['’]s?)$/iu;

/**
 * Whether harper's article note is wrong: the article already fits the acronym after it ("an
 * MoU"), or the flagged "A" is a letter mid-sentence ("carried out A and C checks").
 */
function articleFitsAcronym(f: GrammarFinding, chars: string[]): boolean {
  const before = chars.slice(Math.max(0, f.start - 3), f.start).join("");
  if (f.excerpt === "A" && /\p{Ll}[ \t]+$/u.test(before)) return true;
  const next = /^\s+([\p{L}\d]+)/u.exec(chars.slice(f.end, f.end + 20).join(""))?.[1] ?? "";
  if (!/^\p{Lu}\p{L}?\p{Lu}/u.test(next)) return false;
  return acronymArticle(next) === f.excerpt.toLowerCase();
}

/** The candidate a capitalised unknown word is one edit from, if it is a common word or a month. */
function commonCandidate(f: GrammarFinding): string | undefined {
  return f.kind === "Spelling" && startsCapitalised(f.excerpt)
    ? f.replacements[0]?.text
    : undefined;
}

/** "agritech", "fintechs", "insurtech": a sector's name built on "tech". */
const techCompound = /^\p{Ll}{2,}techs?$/u;

/**
 * Tokens of a trade's own vocabulary, never misspellings: the extension of a file or framework
 * name ("Node.js" -> "js") and the noun of a number compound ("14-seater", "10-wheeler").
 */
function isTradeToken(f: GrammarFinding, chars: string[]): boolean {
  if (f.kind !== "Spelling" && f.kind !== "Typo") return false;
  const before = chars.slice(Math.max(0, f.start - 8), f.start).join("");
  if (/\p{L}\.$/u.test(before)) return true;
  if (/\d-$/.test(before) && /ers?$/.test(f.excerpt)) return true;
  return techCompound.test(f.excerpt);
}

export function keptGrammar(
  markdown: string,
  found: GrammarFinding[],
  lookups: Lookups,
): GrammarFinding[] {
  const { lowercase, known } = lookups;
  const names = midSentenceCapitalised(markdown);
  const chars = Array.from(markdown);
  const findings = found.map((f) => asFullStop(asMisspelling(f, lookups)));
  const kept = findings.filter((f) => {
    if (isTradeToken(f, chars)) return false;
    if (f.kind === "Spelling") {
      const word = withoutPossessive(f.excerpt);
      if (isKenyanWord(word)) return false;
      if (known.has(singularOfIes(word.toLowerCase()) ?? "")) return false;
      if (isBuiltOfKnownWords(f, known)) return false;
      const best = commonCandidate(f);
      const common = best !== undefined && (known.has(best.toLowerCase()) || isProperWord(best));
      const oneOff = common && !isAcronymOrMixedCase(word) && isOneOffTypo(word, [best], markdown);
      if (isDocumentName(f.excerpt, names) && !oneOff) return false;
      if (startsCapitalised(word) && !oneOff && !isCommonWordTypo(word, lowercase.get(f.excerpt)))
        return false;
    }
    if (f.kind === "Capitalization" && isAcronymOrMixedCase(f.excerpt)) return false;
    // "Mukurwe-ini" -> "in i": a word of a Kenyan name is no typo of any kind.
    if (f.kind !== "Capitalization" && isKenyanWord(f.excerpt)) return false;
    // "2023-2027": a plan's or a term's years take a hyphen in a CV as often as an en dash.
    const yearBefore = /(?:19|20)\d{2}$/.test(chars.slice(0, f.start).join(""));
    if (/en dash/i.test(f.message) && yearBefore) return false;
    const [first = "", second = ""] = f.excerpt.split(/\s+/);
    if (f.kind === "Repetition" && (isReduplication(first) || isDoubledName(first, second)))
      return false;
    // "the ward had had no nurse": a past perfect of "have" is correct English.
    if (f.kind === "Repetition" && /^had\s+had$/i.test(f.excerpt)) return false;
    const textBefore = chars.slice(Math.max(0, f.start - 30), f.start).join("");
    // "two of whom", "to whom": after a preposition "whom" is the object it should be.
    if (
      /^whom$/i.test(f.excerpt) &&
      /\b(?:of|to|with|for|from|by|among|under)\s+$/i.test(textBefore)
    )
      return false;
    // "14 boreholes, each 150 metres deep": "each" after a comma describes the items listed.
    if (/^each$/i.test(f.excerpt) && /,\s*$/.test(textBefore)) return false;
    // "an MoU", "an NGO", "A and C checks": an acronym's article follows its letters' sound
    // (number-articles.ts judges it); a capital letter mid-sentence is a letter, not an article.
    if (isArticleFinding(f) && articleFitsAcronym(f, chars)) return false;
    if (isGrade(f, chars)) return false;
    // "Prepare cost plans" -> "Prepare to cost": a bullet's or sentence's verb and its object.
    if (/complete the infinitive/i.test(f.message) && startsCapitalised(f.excerpt)) return false;
    // "The SACCO's members", "the KRA's rules": an acronym takes "the" as its name does.
    const beforeAcronym = /^\s*\p{Lu}{2,}/u.test(chars.slice(f.end).join(""));
    if (f.kind === "Redundancy" && /^the\s*$/i.test(f.excerpt) && beforeAcronym) return false;
    // "their by-laws", "their in-laws": a compound noun after "their" is theirs.
    if (/^their$/i.test(f.excerpt) && /^\s+\p{L}+-\p{L}/u.test(chars.slice(f.end).join("")))
      return false;
    // "their turnover", "file there turnover tax": after a determiner, a possessive or a "there"
    // written for "their", a closed compound is the noun, not a phrasal verb ("turn over").
    const wordBefore = /([\p{L}'’]+)\s+$/u.exec(chars.slice(0, f.start).join(""))?.[1] ?? "";
    if (/phrasal verb/i.test(f.message) && ownerBefore.test(wordBefore)) return false;
    // "every one of the officers", "any one of them": two words before "of", not "everyone".
    if (/closed compound/i.test(f.message) && /^\s+of\b/.test(chars.slice(f.end).join("")))
      return false;
    return !isSpacingPreference(f);
  });
  return kept.map((f) => asOwnName(ranked(f), names));
}

/** A misspelling's candidates, the likeliest first, in the word's own case. */
function ranked(f: GrammarFinding): GrammarFinding {
  if (f.kind !== "Spelling") return f;
  const texts = rankedCandidates(
    f.excerpt,
    f.replacements.filter((r) => r.kind === "replace").map((r) => r.text),
  );
  return { ...f, replacements: texts.map((text) => ({ kind: "replace", text })) };
}

function describeGrammar(f: GrammarFinding): string {
  const options = f.replacements
    .filter((r) => r.kind !== "remove")
    .slice(0, 3)
    .map((r) => `"${r.text}"`);
  const hint = options.length ? ` Suggested: ${options.join(", ")}.` : "";
  const what =
    f.kind === "Spelling" ? "Spelling" : f.kind === "Repetition" ? "Repeated word" : "Grammar";
  return `${what}: "${f.excerpt}": ${f.message.replace(/`/g, '"')}${hint}`;
}

/** Maps harper's code-point offsets to UTF-16 offsets, which the rest of the app uses. */
function utf16Offsets(markdown: string): (codePoint: number) => number {
  const offsets = [0];
  for (const ch of markdown) offsets.push((offsets.at(-1) ?? 0) + ch.length);
  return (codePoint) => offsets[codePoint] ?? markdown.length;
}

function grammarSuggestion(
  f: GrammarFinding,
  id: number,
  offset: (cp: number) => number,
): ProofreadingSuggestion {
  const span = { start: offset(f.start), end: offset(f.end) };
  const [r] = f.replacements;
  const fix = !r
    ? null
    : r.kind === "insert-after"
      ? { start: span.end, end: span.end, text: r.text }
      : { ...span, text: r.kind === "remove" ? "" : r.text };
  return {
    id,
    rule: f.kind.toLowerCase(),
    message: describeGrammar(f),
    spans: [span],
    fix,
    status: isSafeFix(f) ? "applied" : "open",
  };
}

const overlaps = (a: TextSpan, b: TextSpan) => a.start < b.end && b.start < a.end;

/** A doubled word harper already reports is not reported twice. */
function newStyleFindings(style: StyleFinding[], grammar: ProofreadingSuggestion[]) {
  return style.filter(
    (s) =>
      (s.rule !== "doubled-word" && s.rule !== "article") ||
      !grammar.some((g) => g.spans.some((gs) => s.spans.some((ss) => overlaps(gs, ss)))),
  );
}

/** "## Profile", "## Professional Summary", "## About Me": the heading of a CV's profile. */
const profileHeading =
  /^\s*#+\s*(?:(?:professional|personal|career)\s+)?(?:profile|summary|objective|about(?:\s+me)?)\s*$/i;

/**
 * Where a long sentence is the genre's own and a readability note is noise: a heading; a
 * letter's opening paragraph (the first with more than a dozen words, after the salutation and
 * the address lines), which introduces the writer in one sentence by convention; and a CV's
 * profile, whose one sentence carries the title, registration, degree and years by convention.
 */
export function longSentenceExpected(markdown: string, kind: DocumentKind): TextSpan[] {
  const spans: TextSpan[] = [];
  let offset = 0;
  let opened = kind !== "letter";
  let inProfile = false;
  for (const paragraph of markdown.split(/(\n\s*\n)/)) {
    const isBreak = /^\n\s*\n$/.test(paragraph);
    const expected = !opened && paragraph.split(/\s+/).filter(Boolean).length > 12;
    if (!isBreak && (expected || (inProfile && !/^\s*#/.test(paragraph)))) {
      spans.push({ start: offset, end: offset + paragraph.length });
      opened = true;
    }
    let lineStart = offset;
    for (const line of paragraph.split("\n")) {
      if (/^\s*#/.test(line)) {
        spans.push({ start: lineStart, end: lineStart + line.length });
        inProfile = kind === "cv" && profileHeading.test(line);
      }
      lineStart += line.length + 1;
    }
    offset += paragraph.length;
  }
  return spans;
}

/** Harper's kept findings, then the style checks, as the job's suggestions and corrected text. */
export function buildProofreadResult(
  markdown: string,
  kind: DocumentKind,
  findings: GrammarFinding[],
  lookups: Lookups,
): ProofreadResult {
  const offset = utf16Offsets(markdown);
  const expectedLong = longSentenceExpected(markdown, kind);
  const within = (a: TextSpan, b: TextSpan) => a.start >= b.start && a.start < b.end;
  // Dropped before the style checks are weighed, so a dropped note hides no finding inside it.
  const grammar = keptGrammar(markdown, findings, lookups)
    .map((f, i) => grammarSuggestion(f, i + 1, offset))
    .filter(
      (g) =>
        g.rule !== "readability" || !g.spans.some((gs) => expectedLong.some((e) => within(gs, e))),
    )
    .map((g, i) => ({ ...g, id: i + 1 }));
  const style = newStyleFindings(checkStyle(markdown, kind), grammar).map(
    (s, i): ProofreadingSuggestion => ({
      id: grammar.length + i + 1,
      rule: s.rule,
      message: s.message,
      spans: s.spans,
      fix: s.fix ?? null,
      status: "open",
    }),
  );
  // "the pharmacys stock": harper reads a plural ("pharmacies"); the apostrophe check, which
  // read the words after it, knows the possessive, and its finding replaces harper's.
  // "Ruiru, were the county built": the confusable check read the clause and knows "where";
  // harper's guess on the same word ("we're", "canva" -> "canvas") gives way to it, as to a
  // brand's or a name's capitals.
  const possessives = style.filter((s) =>
    /^(?:apostrophe|confusable|capitalisation)$/.test(s.rule),
  );
  const suggestions = [
    ...grammar.filter(
      (g) => !possessives.some((p) => g.spans.some((gs) => p.spans.some((ps) => overlaps(gs, ps)))),
    ),
    ...style,
  ];
  return { suggestions, proofreadContent: correctedText(markdown, suggestions) };
}

/** What a proofreading job runs: harper.js with the Kenyan lexicon, the name test, the style checks. */
export async function proofread(markdown: string, kind: DocumentKind): Promise<ProofreadResult> {
  const findings = await lintGrammar(markdown);
  const lowercase = await lowercaseSuggestions(unknownCapitalised(markdown, findings));
  const splits = await dictionaryCandidates(findings.flatMap((f) => misspeltSplit(f) ?? []));
  const splitWords = findings.flatMap((f) => splitWord(f) ?? []);
  const splitCandidates = await dictionaryCandidates(splitWords);
  // "aproved" -> "a proved": the dictionary splits it again alone, so its doubled-letter
  // variants that are words are its candidates.
  for (const word of splitWords) {
    const variants = await dictionaryCandidates(doubledLetterVariants(word));
    const words = [...variants].flatMap(([v, found]) => (found[0] === v ? [v] : []));
    splitCandidates.set(word, [...(splitCandidates.get(word) ?? []), ...words]);
  }
  const candidates = await dictionaryCandidates([
    ...findings.flatMap((f) => commonCandidate(f)?.toLowerCase() ?? []),
    ...findings.flatMap((f) => (f.kind === "Spelling" ? (singularOfIes(f.excerpt) ?? []) : [])),
    ...new Set(findings.flatMap((f) => (f.kind === "Spelling" ? wordParts(f.excerpt).flat() : []))),
  ]);
  const known = new Set(
    [...candidates].flatMap(([word, found]) => (found[0] === word ? [word] : [])),
  );
  const lookups = { lowercase, splits, splitCandidates, known };
  return buildProofreadResult(markdown, kind, findings, lookups);
}
