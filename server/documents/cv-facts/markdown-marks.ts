/**
 * A CV the client typed in Markdown (`## Work`, `**Software Developer** — Cellulant`, `---`)
 * carries its structure in marks: a `#` line is a heading whatever its words, bold and rules
 * are only emphasis. The marks are read here and never reach the CV's text; `-` and `*`
 * bullets are bullets already.
 */
export function markdownLine(line: string): { text: string; heading: boolean } {
  if (/^(?:-{3,}|\*{3,}|_{3,})$/.test(line)) return { text: "", heading: false };
  const hashes = /^#{1,6}\s+/.exec(line);
  const text = line
    .slice(hashes ? hashes[0].length : 0)
    .replace(
      /\*\*([^*]+)\*\*|__([^_]+)__/g,
      (_, bold?: string, under?: string) => bold ?? under ?? "",
    )
    .replace(/\s#+$/, "")
    .trim();
  return { text, heading: hashes !== null };
}
