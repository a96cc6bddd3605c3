import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A cached page's gzip body, compressed once, for any request's CSP nonce (page-cache.ts).
 *
 * Every response carries a fresh nonce, so the page's bytes differ per request, yet compressing
 * ~150 KB per hit was most of the cost of a cached `/`. A deflate stream can be joined from
 * pieces: each part of the page is compressed alone and ends on a sync flush (byte-aligned, not
 * final, no reference to anything before it), and the nonce between two parts is written as a
 * stored block, its bytes as they are. A hit adds only the gzip header, those blocks and the
 * trailer, whose CRC-32 runs over the page (fast; no compression).
 *
 * Parts compressed with no history made `/blog` 40% larger than gzip of the whole page (the nonce
 * stands in every island's props, so parts are short). So each part is compressed with the 32 KB
 * before it as a preset dictionary, the nonce's places filled with a byte the part does not
 * contain: no match can reach into a nonce, whatever nonce the decoder wrote there. The
 * dictionary fixes the nonce's length, so the copy serves only nonces of the length it was made
 * for (all of them: the server's nonces are 128 bits in base64).
 *
 * Brotli is not built this way: a brotli stream is not byte-aligned between meta-blocks and
 * reads a distance past the bytes decoded so far as a static-dictionary word, so parts
 * compressed alone do not join. Every browser that sends `br` also sends `gzip`.
 */
export function gzipAroundNonce(parts: Buffer[], nonceLength: number) {
  const last = parts.length - 1;
  const filler = Buffer.alloc(nonceLength, FILLER);
  const compressed = parts.map((part, i) => {
    const before = parts.slice(0, i).flatMap((p, j) => (j === 0 ? [p] : [filler, p]));
    const dictionary = Buffer.concat(i > 0 ? [...before, filler] : []).subarray(-WINDOW);
    return deflateRawSync(part, {
      level: constants.Z_BEST_COMPRESSION,
      finishFlush: i === last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
      // A part holding the filler byte could match into a nonce's place: it gets no history.
      ...(dictionary.length > 0 && !part.includes(FILLER) ? { dictionary } : {}),
    });
  });
  const rawLength = parts.reduce((sum, part) => sum + part.length, 0);

  return {
    /** Whether `withNonce` can take a nonce of this many bytes. */
    fits: (nonce: Buffer) => nonce.length === nonceLength,
    /** The gzip file's pieces, in order, for a page with `nonce` (`fits`) between each two parts. */
    withNonce(nonce: Buffer): Buffer[] {
      const stored = storedBlock(nonce);
      let crc = 0;
      const pieces: Buffer[] = [GZIP_HEADER];
      parts.forEach((part, i) => {
        if (i > 0) {
          crc = crc32(nonce, crc);
          pieces.push(stored);
        }
        crc = crc32(part, crc);
        pieces.push(compressed[i] as Buffer);
      });
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc >>> 0, 0);
      trailer.writeUInt32LE((rawLength + last * nonce.length) % 2 ** 32, 4);
      pieces.push(trailer);
      return pieces;
    },
  };
}

/** Deflate's window: matches reach at most this far back. */
const WINDOW = 32 * 1024;
/** NUL, which a server-rendered HTML page does not contain (React escapes nothing to it). */
const FILLER = 0;

/** ID1 ID2, deflate, no flags, no time, no extra flags, OS unknown (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** A non-final stored deflate block of `bytes` (RFC 1951 §3.2.4), starting on a byte boundary. */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/** Whether an Accept-Encoding header allows gzip (named or by `*`, with a q above 0). */
export function acceptsGzip(header: string | null): boolean {
  if (!header) return false;
  const weights = new Map(
    header.split(",").map((item) => {
      const [name = "", ...params] = item.split(";").map((s) => s.trim().toLowerCase());
      const q = params.find((p) => p.startsWith("q="));
      return [name, q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const q = weights.get("gzip") ?? weights.get("x-gzip") ?? weights.get("*") ?? 0;
  return q > 0;
}
