// `npm run build`, between the two halves: writes a .br (brotli, quality 11) and a .gz (gzip,
// level 9) beside every compressible file of build/client, which the static handler serves as
// they are (server/http/pages.ts, `precompressed`). Compressing once at build time at the
// highest levels gives smaller downloads than compressing each response on the fly, at no CPU
// cost per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const clientDir = path.resolve(import.meta.dirname, "../build/client");
const compressible = new Set([".js", ".css", ".svg", ".json", ".txt", ".xml", ".html", ".map"]);
/** Below this, the headers of a compressed answer outweigh what compression saves. */
const minBytes = 1024;

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (compressible.has(path.extname(entry.name))) yield full;
  }
}

let files = 0;
let rawBytes = 0;
let brBytes = 0;
for (const file of filesUnder(clientDir)) {
  if (statSync(file).size < minBytes) continue;
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
  const gz = gzipSync(body, { level: 9 });
  // A compressed copy larger than the original would only cost the client.
  if (br.byteLength < body.byteLength) writeFileSync(`${file}.br`, br);
  if (gz.byteLength < body.byteLength) writeFileSync(`${file}.gz`, gz);
  files += 1;
  rawBytes += body.byteLength;
  brBytes += Math.min(br.byteLength, body.byteLength);
}
console.log(
  `precompressed ${files} files in build/client: ${(rawBytes / 1024).toFixed(0)} KB -> ${(brBytes / 1024).toFixed(0)} KB brotli`,
);
