import { createInflateRaw, inflateRawSync } from "node:zlib";
import { AppError } from "../../errors";

/**
 * What every Flate stream of an uploaded PDF may inflate to, together. Text extraction decodes
 * only fonts and page content (a CV's are a few MB); images, which it skips, count here too, so
 * the cap leaves room for a scanned CV's pages.
 */
export const maxPdfInflatedBytes = 200 * 1024 * 1024;

const keyword = Buffer.from("stream");
const endKeyword = Buffer.from("end");

/** The first CR or LF at or after `from`, or -1. */
function endOfLine(pdf: Buffer, from: number): number {
  for (let i = from; i < pdf.length; i++) if (pdf[i] === 0x0a || pdf[i] === 0x0d) return i;
  return -1;
}

/** pdf.js's own test of a zlib header: deflate, a valid check value, no preset dictionary. */
function isFlateHeader(cmf: number | undefined, flg: number | undefined): boolean {
  if (cmf === undefined || flg === undefined) return false;
  return (cmf & 0x0f) === 0x08 && ((cmf << 8) + flg) % 31 === 0 && (flg & 0x20) === 0;
}

/** Most streams (page content, small fonts) inflate to less than this in one synchronous call. */
const probeBytes = 64 * 1024;

/**
 * How many bytes raw deflate data inflates to, counted while inflating (1 MB at a time, each
 * chunk dropped at once) and given up past `limit`. Corrupt data counts what it gave before
 * the fault, as pdf.js keeps that much too.
 */
function streamedSize(deflated: Uint8Array, limit: number): Promise<number> {
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
 * What one stream inflates to. Small ones are inflated at once (a stream each costs a few
 * microseconds, not the tens of a zlib stream: a 10 MB file can hold a million); only those
 * past `probeBytes` are streamed and counted. A stream that is corrupt within its first
 * `probeBytes` counts as that much, its most.
 */
function inflatedSize(deflated: Uint8Array, limit: number): number | Promise<number> {
  try {
    return inflateRawSync(deflated, { maxOutputLength: probeBytes }).length;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE")
      return streamedSize(deflated, limit);
    return probeBytes;
  }
}

/**
 * Refuses a PDF whose Flate streams inflate to more than `limit` together, before pdf.js (which
 * keeps a decoded stream whole in memory) sees it. Every `stream` keyword is tried, whatever
 * its dictionary says, and the data runs to wherever the deflate stream ends: a lying /Length
 * or a stray "endstream" inside the data changes nothing. Streams that are encrypted or
 * behind another filter first cannot be seen here: the decoding budget (decode-budget.ts)
 * stops those while pdf.js decodes them.
 */
export async function checkPdfStreams(bytes: Uint8Array, limit = maxPdfInflatedBytes) {
  const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let inflated = 0;
  // Kept from one keyword to the next, so "streamstream…" without a line end costs one pass.
  let eol = -1;
  for (let at = pdf.indexOf(keyword); at >= 0; at = pdf.indexOf(keyword, at + keyword.length)) {
    if (at >= 3 && pdf.subarray(at - 3, at).equals(endKeyword)) continue;
    // The data begins after the first end of line (CR, LF or CRLF) past the keyword, as pdf.js
    // finds it.
    if (eol < at + keyword.length) eol = endOfLine(pdf, at + keyword.length);
    if (eol < 0) break;
    const start = pdf[eol] === 0x0d && pdf[eol + 1] === 0x0a ? eol + 2 : eol + 1;
    if (!isFlateHeader(pdf[start], pdf[start + 1])) continue;
    inflated += await inflatedSize(pdf.subarray(start + 2), limit - inflated);
    if (inflated > limit)
      throw new AppError(
        "payload_too_large",
        `This PDF unpacks to more than ${limit / 1024 / 1024} MB, so it was refused as unsafe.`,
      );
  }
}
