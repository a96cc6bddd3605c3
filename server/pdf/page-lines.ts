import { getDocumentProxy } from "unpdf";

type TextItem = { str: string; transform: number[] };

/** The text lines of each page of a PDF, top to bottom (items sharing a baseline make one line). */
export async function pdfPageText(bytes: Uint8Array): Promise<string[][]> {
  // pdf.js may detach the buffer it is given: hand it a copy.
  const pdf = await getDocumentProxy(bytes.slice());
  const pages: string[][] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    const lines = new Map<number, string>();
    for (const item of content.items as TextItem[]) {
      if (!item.str.trim()) continue;
      const y = Math.round(item.transform[5] ?? 0);
      lines.set(y, `${lines.get(y) ?? ""}${item.str}`);
    }
    pages.push([...lines.entries()].sort((a, b) => b[0] - a[0]).map(([, text]) => text.trim()));
  }
  return pages;
}

/** How many text lines each page of a PDF holds. */
export async function pdfPageLines(bytes: Uint8Array): Promise<number[]> {
  return (await pdfPageText(bytes)).map((lines) => lines.length);
}
