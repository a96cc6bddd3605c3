import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell, csvFileName, toCsv } from "./csv";

describe("csv", () => {
  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell('Say "hi", please\nthanks')).toBe('"Say ""hi"", please\nthanks"');
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(null)).toBe("");
    expect(csvCell(new Date("2026-01-02T03:04:05Z"))).toBe("2026-01-02T03:04:05.000Z");
  });

  it("defuses spreadsheet formulas from visitors", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+254712345678")).toBe("'+254712345678");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell(-3)).toBe("-3");
  });

  it("writes a header and one line per row", () => {
    const csv = toCsv(
      [
        ["Name", (r: { n: string; k: number }) => r.n],
        ["Count", (r) => r.k],
      ],
      [
        { n: "a", k: 1 },
        { n: "b,c", k: 2 },
      ],
    );
    expect(csv).toBe('\uFEFFName,Count\r\na,1\r\n"b,c",2\r\n');
  });

  it("round-trips any text through a CSV parser", () => {
    // A minimal RFC 4180 reader for one cell.
    const readCell = (cell: string) =>
      cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell;
    fc.assert(
      fc.property(fc.string(), (text) => {
        const back = readCell(csvCell(text));
        expect(back === text || back === `'${text}`).toBe(true);
      }),
    );
  });

  it("names the file after the day", () => {
    expect(csvFileName("inquiries", new Date("2026-11-22T23:00:00Z"))).toBe(
      "inquiries-2026-11-22.csv",
    );
  });
});
