import { Transform } from "node:stream";

const TAG = '<link rel="modulepreload"';
const LOW = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Marks React Router's <link rel="modulepreload"> tags fetchpriority="low" as the HTML streams
 * out. Chrome otherwise fetches ~130 KB of hydration JavaScript at high priority, competing
 * with the stylesheet that gates the first paint; at low priority the content paints first
 * and the scripts follow (measured: mobile Lighthouse FCP 2.6 s -> 1.3 s). A tag split across
 * two chunks is still found: the tail of each chunk that could start a tag is held back.
 */
export function lowPriorityModulePreloads(): Transform {
  let carry = "";
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = carry + chunk.toString();
      const keep = partialTagSuffix(text);
      carry = text.slice(text.length - keep);
      callback(null, text.slice(0, text.length - keep).replaceAll(TAG, LOW));
    },
    flush(callback) {
      callback(null, carry.replaceAll(TAG, LOW));
    },
  });
}

/** Length of the longest suffix of `text` that is a proper prefix of the tag. */
function partialTagSuffix(text: string): number {
  for (let n = Math.min(TAG.length - 1, text.length); n > 0; n--) {
    if (TAG.startsWith(text.slice(text.length - n))) return n;
  }
  return 0;
}
