/** One line of a Markdown document, with where its text starts (UTF-16 offsets). */
export type Line = {
  /** The line without its list marker or heading hashes. */
  text: string;
  /** Offset of `text` in the document. */
  start: number;
  heading: boolean;
  bullet: boolean;
};

const listMarker = /^\s*(?:[-*+•]|\d+[.)])\s+/;
const headingMarker = /^\s*#+\s*/;

/** Every non-blank line of `markdown`, its marker removed. */
export function markdownLines(markdown: string): Line[] {
  const lines: Line[] = [];
  let offset = 0;
  for (const raw of markdown.split("\n")) {
    const heading = headingMarker.test(raw);
    const marker = (heading ? headingMarker : listMarker).exec(raw)?.[0] ?? "";
    if (raw.trim() !== "")
      lines.push({
        text: raw.slice(marker.length),
        start: offset + marker.length,
        heading,
        bullet: !heading && marker !== "",
      });
    offset += raw.length + 1;
  }
  return lines;
}

export type Span = { start: number; end: number };

/** Whole-word occurrences of `word` in `text`, shifted by `offset`. */
export function wordSpans(text: string, word: string, offset = 0, caseless = true): Span[] {
  const spans: Span[] = [];
  const needle = caseless ? word.toLowerCase() : word;
  const haystack = caseless ? text.toLowerCase() : text;
  const isLetter = (ch: string | undefined) => ch !== undefined && /[\p{L}\d]/u.test(ch);
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    if (isLetter(haystack[at - 1]) || isLetter(haystack[at + needle.length])) continue;
    spans.push({ start: offset + at, end: offset + at + needle.length });
  }
  return spans;
}
