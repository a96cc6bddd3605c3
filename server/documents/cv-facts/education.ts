import { tidy } from "./cv-text";
import { monthWord } from "./dates";
import { splitPeriod } from "./roles";

/** The words that give a single year: "finished 2014", "class of 2014", "in 2019", "(2018)". */
const singleYear =
  /(?:,\s*|\s)\(?(?:(?:finished|graduated|completed|class of)(?: in)?\s+|in\s+)?(\d{4})\)?(?=,|$)/i;

/** "Studied at KMTC, Diploma in Nursing" and "Trained at KMTC and got the Diploma in KRCHN". */
const studiedAt =
  /^(?:studied|trained|was trained|schooled) (?:at|in) ([^,]+?)(?:,|\sand (?:got|obtained|earned|received|did|completed|attained|was awarded) (?:the |an? )?)(.+)$/i;

/** "Studied housekeeping at Kenya Utalii College, certificate": the kind names the award. */
const studiedField =
  /^studied (.+?) at (.+?)(?:,\s*(certificate|diploma|higher diploma|degree))?$/i;

/** What was studied and where, in the order a CV gives it: qualification, institution. */
function qualificationFirst(text: string): string {
  const at = studiedAt.exec(text);
  if (at) return `${at[2]!.trim()}, ${at[1]!.trim()}`;
  const field = studiedField.exec(text);
  // "Studied Artisan in Dressmaking, Kisumu National Polytechnic": the award is named; a CV
  // line gives it without the verb.
  if (!field)
    return text.replace(
      /^[Ss]tudied\s(?=\p{Lu})(?=[^,]*\b(?:Artisan|Craft|Certificate|Diploma|Degree|Bachelor|Master)\b)/u,
      "",
    );
  const kind = field[3];
  const award = kind ? `${kind.charAt(0).toUpperCase()}${kind.slice(1)} in ${field[1]}` : field[1];
  return `${award}, ${field[2]}`;
}

/**
 * One education line as a CV gives it: "Diploma in Nursing, KMTC, 2014" from "Studied at KMTC,
 * Diploma in Nursing, finished 2014", "2013 - 2017: BCom, Kenyatta University" or "I trained at
 * KMTC Kericho and got my Diploma in KRCHN in 2019". The client's words are kept; only their
 * order and the joining words change.
 */
export function educationItem(told: string): string {
  // "..., graduated December 2025 with second class upper": the class, then the year.
  const text = told.replace(
    new RegExp(
      String.raw`,?\s*graduated(?: in)?\s(?:${monthWord}\s)?(\d{4})(?:\s+with\s+(.+))?$`,
      "i",
    ),
    (_, year: string, honours?: string) => `${honours ? `, ${honours}` : ""}, ${year}`,
  );
  const span = splitPeriod(text);
  // A range anywhere, or a year that opens the line ("2010 KCSE, Meru School"), is the period.
  if (span.period.includes("–") || (span.period !== "" && /^\W*\d{4}\b/.test(text)))
    return tidy(`${qualificationFirst(span.text)}, ${span.period}`);
  const year = singleYear.exec(text);
  const rest = tidy(
    year ? text.slice(0, year.index) + text.slice(year.index + year[0].length) : text,
  );
  return tidy(year ? `${qualificationFirst(rest)}, ${year[1]}` : qualificationFirst(rest));
}
