import { createInflateRaw } from "node:zlib";
import { AppError } from "../../errors";

/**
 * What every Flate stream of an uploaded PDF may inflate to, together. Text extraction decodes
 * only fonts and page content (a CV's are a few MB); images, which it skips, count here too, so
 * the cap leaves room for a scanned CV's pages.
 */
export const maxPdfInflatedBytes = 200 * 1024 * 1024;

const keyword = Buffer.from("stream");
const endKeyword = Buffer.from("end");

/**
 * Where a stream's data begins, as pdf.js finds it: after the first end of line (CR, LF or
 * CRLF) that follows the `stream` keyword.
 */
function dataStart(pdf: Buffer, afterKeyword: number): number {
  const lf = pdf.indexOf(0x0a, afterKeyword);
  const cr = pdf.indexOf(0x0d, afterKeyword);
  if (lf < 0 && cr < 0) return -1;
  if (cr < 0 || (lf >= 0 && lf < cr)) return lf + 1;
  return pdf[cr + 1] === 0x0a ? cr + 2 : cr + 1;
}

/** pdf.js's own test of a zlib header: deflate, a valid check value, no preset dictionary. */
function isFlateHeader(cmf: number | undefined, flg: number | undefined): boolean {
  if (cmf === undefined || flg === undefined) return false;
  return (cmf & 0x0f) === 0x08 && ((cmf << 8) + flg) % 31 === 0 && (flg & 0x20) === 0;
}

/**
 * How many bytes raw deflate data inflates to, counted while inflating (1 MB at a time, each
 * chunk dropped at once) and given up past `limit`. Corrupt data counts what it gave before
 * the fault, as pdf.js keeps that much too.
 */
function inflatedSize(deflated: Uint8Array, limit: number): Promise<number> {
  return new Promise((resolve) => {
    const inflate = createInflateRaw({ chunkSize: 1024 * 1024 });
    let total = 0;
    inflate.on("data", (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        inflate.destroy();
        resolve(total);
      }
    });
    inflate.on("end", () => resolve(total));
    inflate.on("error", () => resolve(total));
    inflate.end(deflated);
  });
}

/**
 * Refuses a PDF whose Flate streams inflate to more than `limit` together, before pdf.js (which
 * keeps a decoded stream whole in memory) sees it. Every `stream` keyword is tried, whatever
 * its dictionary says, and the data runs to wherever the deflate stream ends: a lying /Length
 * or a stray "endstream" inside the data changes nothing. Streams that are encrypted or
 * behind another filter first cannot be seen here: the document worker's memory limit
 * (engine.ts) stops those.
 */
export async function checkPdfStreams(bytes: Uint8Array, limit = maxPdfInflatedBytes) {
  const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let inflated = 0;
  for (let at = pdf.indexOf(keyword); at >= 0; at = pdf.indexOf(keyword, at + keyword.length)) {
    if (at >= 3 && pdf.subarray(at - 3, at).equals(endKeyword)) continue;
    const start = dataStart(pdf, at + keyword.length);
    if (start < 0) break;
    if (!isFlateHeader(pdf[start], pdf[start + 1])) continue;
    inflated += await inflatedSize(pdf.subarray(start + 2), limit - inflated);
    if (inflated > limit)
      throw new AppError(
        "payload_too_large",
        `This PDF unpacks to more than ${limit / 1024 / 1024} MB, so it was refused as unsafe.`,
      );
  }
}
