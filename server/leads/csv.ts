/**
 * RFC 4180 CSV for the staff exports. Cells that a spreadsheet would run as a formula
 * (leading =, +, -, @, tab or carriage return) are prefixed with a quote: the data comes
 * from public forms, so a visitor must not be able to plant a formula in a consultant's Excel.
 */
export type CsvCell = string | number | boolean | Date | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === "string" && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Header row plus one row per record, CRLF line ends, with a BOM so Excel reads UTF-8. */
export function toCsv<T>(
  columns: ReadonlyArray<readonly [string, (row: T) => CsvCell]>,
  rows: T[],
) {
  const lines = [columns.map(([header]) => csvCell(header)).join(",")];
  for (const row of rows) lines.push(columns.map(([, pick]) => csvCell(pick(row))).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** "inquiries-2026-11-22.csv" */
export function csvFileName(prefix: string, now: Date): string {
  return `${prefix}-${now.toISOString().slice(0, 10)}.csv`;
}
