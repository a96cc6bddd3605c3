/**
 * A jobs table from Word flattened to tab-separated lines ("Period⇥Employer⇥Position⇥Main
 * duties", then one row per job): each row written as the job line the reader knows ("Position,
 * Employer, Period") with its duties cell as bullets, split where the client put a semicolon.
 * Lines under no such header row are left as they were.
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

export function withTableRows(text: string): string {
  let columns: Column[] | null = null;
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
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
