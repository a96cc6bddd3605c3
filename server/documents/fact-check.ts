/**
 * Flags numbers and names in model output that the client's facts do not contain, so a
 * consultant checks them before a CV leaves the office (the no-invention rule).
 */

/** Words a CV or letter capitalises on its own; they name nothing about the client. */
const commonCapitalised = new Set(
  `I Dear Hiring Manager Yours Sincerely Faithfully Regards Present Profile Professional Summary
  Work Experience Key Skills Skills Education Certifications Referees Available Request Career
  Objective Achievements Responsibilities Languages English Kiswahili Swahili Re Application Position
  CV Curriculum Vitae Cover Letter January February March April May June July August September
  October November December Monday Tuesday Wednesday Thursday Friday Saturday Sunday Thank`
    .split(/\s+/)
    .map((w) => w.toLowerCase()),
);

const numberPattern = /\d+(?:[.,]\d+)*\s?%?/g;
/** A capitalised word (letters, apostrophes, hyphens), with any accents. */
const namePattern = /\p{Lu}[\p{L}'’-]*/gu;

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, " ");

function numbersIn(text: string): Set<string> {
  return new Set(
    [...text.matchAll(numberPattern)].map((m) => m[0].replace(/[,\s%]/g, "").replace(/\.0+$/, "")),
  );
}

/** Strips bracketed placeholders: they are the engine's own, not claims. */
const withoutPlaceholders = (text: string) => text.replace(/\[[^\]\n]*\]/g, " ");

/** Returns readable warnings, one per distinct unsupported number or name. */
export function factCheck(output: string, facts: string): string[] {
  const known = normalise(facts);
  const knownNumbers = numbersIn(facts);
  const warnings: string[] = [];
  const seen = new Set<string>();
  const text = withoutPlaceholders(output);

  for (const match of text.matchAll(numberPattern)) {
    const raw = match[0].trim();
    const bare = raw.replace(/[,\s%]/g, "").replace(/\.0+$/, "");
    if (bare === "" || knownNumbers.has(bare) || seen.has(`n:${bare}`)) continue;
    seen.add(`n:${bare}`);
    warnings.push(`The number "${raw}" is not in the client's details: check it or remove it.`);
  }

  for (const line of text.split("\n")) {
    // Headings are section titles the engine chose, not facts.
    if (/^\s*#/.test(line)) continue;
    for (const match of line.matchAll(namePattern)) {
      const word = match[0].replace(/['’-]+$/, "");
      const lower = word.toLowerCase();
      if (word.length < 2 || commonCapitalised.has(lower)) continue;
      if (isSentenceStart(line, match.index ?? 0)) continue;
      if (new RegExp(`(^|[^\\p{L}])${escapeRegExp(lower)}([^\\p{L}]|$)`, "u").test(known)) continue;
      if (seen.has(`w:${lower}`)) continue;
      seen.add(`w:${lower}`);
      warnings.push(`The name "${word}" is not in the client's details: check it or remove it.`);
    }
  }
  return warnings;
}

function isSentenceStart(line: string, index: number): boolean {
  const before = line.slice(0, index).replace(/[\s*_>\-•("“‘]+$/u, "");
  return before === "" || /[.!?:]$/.test(before) || /^\s*(\d+\.)$/.test(before);
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
