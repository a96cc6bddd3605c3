/**
 * CV style checks harper.js does not make: recruiters read CVs for action and brevity.
 * Each finding is advice for a consultant; none of these is applied automatically.
 */
export type StyleFinding = { rule: string; message: string };

const weakPhrases: Array<[RegExp, string]> = [
  [/\bresponsible for\b/i, "responsible for"],
  [/\bduties included\b/i, "duties included"],
  [/\bhelped( to)?\b/i, "helped"],
  [/\bassisted (with|in)\b/i, "assisted with"],
  [/\bworked on\b/i, "worked on"],
  [/\binvolved in\b/i, "involved in"],
  [/\btasked with\b/i, "tasked with"],
  [/\bhandled\b/i, "handled"],
];

const passive =
  /\b(?:am|is|are|was|were|been|being|be)\s+(?:\w+ly\s+)?(\w+(?:ed|en|wn|lt|ght))\b/gi;
const firstPerson = /\b(I|me|my|mine|myself)\b/gi;
const maxBulletWords = 30;

const stopWords = new Set(
  `the a an and or of to in on for with at by from as is are was were be been this that these those
  it its their his her our your my i me we you they he she not no than then into over under about
  per across within all any each other more most such can will would may also using use used`.split(
    /\s+/,
  ),
);

/** Lines that are prose (not headings), with their Markdown list markers removed. */
function proseLines(markdown: string): Array<{ text: string; bullet: boolean }> {
  return markdown
    .split("\n")
    .filter((line) => line.trim() !== "" && !/^\s*#/.test(line))
    .map((line) => {
      const bullet = /^\s*(?:[-*+•]|\d+\.)\s+/.test(line);
      return { text: line.replace(/^\s*(?:[-*+•]|\d+\.)\s+/, "").replace(/[*_]/g, ""), bullet };
    });
}

const shorten = (text: string, max = 60) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

export function checkCvStyle(markdown: string): StyleFinding[] {
  const findings: StyleFinding[] = [];
  const lines = proseLines(markdown);

  for (const { text } of lines) {
    for (const match of text.matchAll(passive)) {
      findings.push({
        rule: "passive",
        message: `Passive phrasing "${match[0]}": start with what was done, e.g. an action verb.`,
      });
    }
    for (const [pattern, phrase] of weakPhrases) {
      if (pattern.test(text))
        findings.push({
          rule: "weak-verb",
          message: `Weak phrase "${phrase}" in "${shorten(text)}": use a strong action verb (led, delivered, reduced, built).`,
        });
    }
  }

  const firstPersonHits = lines.flatMap(({ text }) =>
    [...text.matchAll(firstPerson)].map((m) => m[0]),
  );
  if (firstPersonHits.length > 0)
    findings.push({
      rule: "first-person",
      message: `First person used ${firstPersonHits.length} time(s) ("${[...new Set(firstPersonHits)].join('", "')}"): a CV leaves out "I" and "my".`,
    });

  for (const { text, bullet } of lines) {
    const words = text.split(/\s+/).filter(Boolean).length;
    if (bullet && words > maxBulletWords)
      findings.push({
        rule: "long-bullet",
        message: `Bullet of ${words} words ("${shorten(text, 40)}"): keep bullets under ${maxBulletWords} words.`,
      });
  }

  const counts = new Map<string, number>();
  for (const { text } of lines)
    for (const word of text.toLowerCase().match(/\p{L}[\p{L}'-]{3,}/gu) ?? [])
      if (!stopWords.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  for (const [word, count] of counts)
    if (count >= 4)
      findings.push({
        rule: "repeated-word",
        message: `"${word}" appears ${count} times: vary the wording.`,
      });

  return findings;
}
