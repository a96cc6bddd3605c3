/**
 * Word and PDF CVs mark their bullets with any glyph: "", "➢", "■", "►", "◦", "✓", a
 * private-use Wingdings character, or a lone "o" from a Word list. Each such leading glyph is
 * read as the one bullet the reader knows ("• "), so the line is a bullet and never a name.
 * A heading framed by runs of marks ("== PROFILE ==", "*** SKILLS ***") is a heading, written
 * the Markdown way so the reader takes it as one whatever its words. A box drawn round a heading
 * or the name ("┌───┐", "│ PROFILE │", "║ JANE ║") is a frame, not a bullet: its rules read as
 * a blank line and its sides are dropped, so what it frames is read as if it stood alone. A
 * heading letter-spaced for show ("W O R K   H I S T O R Y") is read as its words.
 */

// A symbol or private-use glyph (no letter, digit or punctuation a sentence starts with).
const glyph = /^[\p{So}\p{Co}\u2022-\u2023\u2043\u25A0-\u25FF\u2190-\u21FF\u27A2-\u27BF]/u;
// A Word list's "o", a math-symbol bullet, or the "Ø" a Wingdings arrow comes out as, only with
// a space after it ("o Led", "> Led", "Ø Led").
const spacedMark = /^(?:o|Ø|[+~»›]|[\u2212\u2219\u22C5])\s+(?=\S)/u;
const frameMarks = /^[=*~_#-]{2,}/;
// Box Drawing (U+2500-257F): the sides and rules of a framed line, never a bullet.
const boxSides = /^[\u2500-\u257F]+|[\u2500-\u257F]+$/g;

// Capitals one space apart, words two or more apart: "S K I L L S  &  T O O L S".
const spacedLetters = /^[\p{Lu}&](?: [\p{Lu}&]){2,}(?: {2,}[\p{Lu}&](?: [\p{Lu}&])*)*$/u;

const closedUp = (line: string) =>
  spacedLetters.test(line)
    ? line
        .split(/ {2,}/)
        .map((word) => word.replaceAll(" ", ""))
        .join(" ")
    : line;

function framedHeading(line: string): string | null {
  // "~ NAKURU LEVEL 5 HOSPITAL ~": one tilde a side frames a heading too (never a range or a bullet).
  const open = frameMarks.exec(line) ?? /^~(?=\s)/.exec(line);
  if (!open) return null;
  const close = /(?:[=*~_#-]{2,}|(?<=\s)~)$/.exec(line);
  if (!close || close.index <= open[0].length) return null;
  const label = line.slice(open[0].length, close.index).trim();
  return /\p{L}/u.test(label) ? `## ${label}` : null;
}

/**
 * "▪ English ▪ Kiswahili ▪ Dholuo": a bullet's own glyph again inside the line, set between
 * spaces, parts items laid on one line; they are read as a list ("English, Kiswahili, Dholuo").
 */
function withItemsApart(rest: string, mark: string): string {
  if (!glyph.test(mark)) return rest;
  return rest.split(` ${mark} `).join(", ");
}

export function withPlainBullet(raw: string): string {
  // "Nutritionist ........ 2017 – 2020": the leader dots of a Word tab stop are a space.
  const unframed = raw
    .trim()
    .replace(/\s*\.{4,}\s*/g, " ")
    .replace(boxSides, "")
    .trim();
  const line = closedUp(unframed);
  const heading = framedHeading(line);
  if (heading) return heading;
  if (glyph.test(line)) {
    // A run of glyphs ("✓✓ Led", "► ◦ Led") is one bullet.
    let rest = line;
    while (glyph.test(rest)) rest = rest.replace(glyph, "").trimStart();
    return rest === "" ? "" : `• ${withItemsApart(rest, line.charAt(0))}`;
  }
  const spaced = spacedMark.exec(line);
  return spaced ? `• ${line.slice(spaced[0].length)}` : line;
}
