/**
 * A jobs table from Word flattened to tab-separated lines ("Period⇥Employer⇥Position⇥Main
 * duties", then one row per job): each row written as the job line the reader knows ("Position,
 * Employer, Period") with its duties cell as bullets, split where the client put a semicolon.
 * Lines under no such header row are left as they were. A pipe table ("| Dates | Employer |
 * Role |", a rule of dashes, then "| 2019-22 | Horizon | Agent |") is read the same way.
 */

type Column = "period" | "employer" | "title" | "duties";

const columnNames: [RegExp, Column][] = [
  [/^(?:period|dates?|duration|from\s?[-–]\s?to|year\(?s\)?)$/i, "period"],
  [
    /^(?:employer|organi[sz]ation|company|institution|station|employer\s?\/\s?location)$/i,
    "employer",
  ],
  [/^(?:position|title|job title|designation|role|post)(?:\s(?:held))?$/i, "title"],
  [
    /^(?:(?:main|key)\s)?(?:duties|responsibilities|achievements|tasks)(?:\s(?:and|&)\s\w+)?$/i,
    "duties",
  ],
];

function headerColumns(line: string): Column[] | null {
  const cells = line.split("\t").map((cell) => cell.trim());
  const columns = cells.map((cell) => columnNames.find(([name]) => name.test(cell))?.[1]);
  const known = columns.filter((c): c is Column => c !== undefined);
  return cells.length >= 3 && known.length === cells.length && known.includes("title")
    ? known
    : null;
}

/** "| 2019-22 | Horizon | Agent |": a Markdown or plain-text pipe table's row. */
const pipeRow = /^\s*\|(.*)\|\s*$/;
/** "|------|:----:|": the rule under a pipe table's header. */
const pipeRule = /^\s*\|(?:\s*:?-{2,}:?\s*\|)+\s*$/;

/** A pipe table's row as the tab-separated row Word gives: "| a | b |" is "a⇥b". */
function asTabRow(line: string): string {
  const cells = pipeRow.exec(line)?.[1];
  return cells === undefined
    ? line
    : cells
        .split("|")
        .map((cell) => cell.trim())
        .join("\t");
}

export function withTableRows(text: string): string {
  let columns: Column[] | null = null;
  const out: string[] = [];
  for (const told of text.split(/\r?\n/)) {
    // A pipe table (typed in a .txt or Markdown CV) is read as Word's tab-separated one.
    if (columns && pipeRule.test(told)) continue;
    const piped = pipeRow.test(told) && !pipeRule.test(told);
    const line = piped ? asTabRow(told) : told;
    if (piped && !columns && !headerColumns(line)) {
      out.push(told);
      continue;
    }
    const header = line.includes("\t") ? headerColumns(line) : null;
    if (header) {
      columns = header;
      continue;
    }
    if (!columns || !line.includes("\t")) {
      columns = line.trim() === "" ? columns : null;
      out.push(line);
      continue;
    }
    const cells = line.split("\t").map((cell) => cell.trim());
    const order = columns;
    const cell = (column: Column) => cells[order.indexOf(column)] ?? "";
    const job = [cell("title"), cell("employer"), cell("period")].filter(Boolean).join(", ");
    const duties = cell("duties")
      .split(/\s*;\s*/)
      .filter(Boolean)
      .map((duty) => `- ${duty}`);
    out.push("", job, ...duties);
  }
  return out.join("\n");
}
