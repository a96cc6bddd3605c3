import { maxPdfDecodedBytes, withDecodeBudget } from "./decode-budget";
import { unpackDocx } from "./docx-unpack";
import { checkPdfStreams } from "./pdf-streams";
import { maxDocxUnpackedBytes, type UploadKind } from "./validate";

function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    // Older Windows editors save Windows-1252; decode it rather than refuse the file.
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

const tidy = (text: string) =>
  text
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();

/**
 * The text of an already checked upload. CPU-bound: call it through the document worker.
 * Throws AppError for a decompression bomb (found while unpacking, before the parser sees it).
 */
export async function extractUploadText(kind: UploadKind, bytes: Uint8Array): Promise<string> {
  switch (kind) {
    case "txt":
      return tidy(decodeText(bytes));
    // Each parser is loaded on first use: most servers never read an upload of its kind, and a
    // module, once loaded, stays in memory for the life of the process.
    case "docx": {
      const { default: mammoth } = await import("mammoth");
      const { value } = await mammoth.extractRawText({
        buffer: unpackDocx(bytes, maxDocxUnpackedBytes),
      });
      return tidy(value);
    }
    case "pdf": {
      await checkPdfStreams(bytes);
      const { extractText: extractPdfText, getDocumentProxy } = await import("unpdf");
      // pdf.js takes ownership of the buffer it is given: hand it a copy.
      const copy = new Uint8Array(bytes);
      return withDecodeBudget(maxPdfDecodedBytes, async () => {
        const pdf = await getDocumentProxy(copy);
        try {
          const { text } = await extractPdfText(pdf, { mergePages: false });
          return tidy(text.join("\n\n"));
        } finally {
          await pdf.destroy();
        }
      });
    }
    case "doc": {
      const { default: WordExtractor } = await import("word-extractor");
      const doc = await new WordExtractor().extract(Buffer.from(bytes));
      return tidy(doc.getBody());
    }
  }
}
