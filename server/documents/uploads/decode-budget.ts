import { AppError } from "../../errors";
import { retireWorkerAfterCall } from "../../offthread/rpc";

/**
 * What reading one PDF's text may allocate in byte arrays, all together. pdf.js keeps every
 * decoded stream whole, in a Uint8Array it doubles as the stream grows; a CV's fonts and page
 * content come to a few MB (a 100-page, 263 KB manual allocates 1.2 MB), so 128 MB is far past
 * any real file and far inside the worker's memory limit.
 */
export const maxPdfDecodedBytes = 128 * 1024 * 1024;

export const tooMuchMemory =
  "This file needs more memory to open than any CV does, so it was refused as unsafe.";

/** The bytes a `new Uint8Array(arg)` takes: a length, a copy of an array, or none for a view. */
function requestedBytes(arg: unknown): number {
  if (typeof arg === "number") return arg;
  if (arg instanceof ArrayBuffer || arg instanceof SharedArrayBuffer) return 0;
  const length = (arg as { length?: unknown } | null | undefined)?.length;
  return typeof length === "number" ? length : 0;
}

/**
 * Runs `work` with the byte arrays it makes in this thread counted against `limit` bytes: every
 * `new Uint8Array` and every chunk a DecompressionStream gives (pdf.js inflates a Flate stream
 * through one, then joins the chunks). Streams a PDF hides from the checks of its bytes
 * (behind a second filter, encrypted) are decoded by pdf.js alone; byte arrays live outside the
 * JS heap, so the worker's heap limit does not see them, and the watchdog on the main thread
 * stops the worker only after the fact, while allocation goes on until the thread has ended
 * (+812 MB for three bombs under load against a 512 MB limit). Counted here, the allocation or
 * the chunk past the budget is refused as it comes. pdf.js skips a stream it fails to decode and
 * goes on, so the call fails once `work` ends, whatever it did with the error; every
 * allocation after the first refused one is refused too. The worker is then ended, which gives
 * back what the file had made it allocate.
 *
 * The two constructors are swapped for the call's length only (the array's for a Proxy, so
 * `instanceof Uint8Array` holds for every array): calls in the document worker run one at a
 * time.
 */
export async function withDecodeBudget<T>(limit: number, work: () => Promise<T>): Promise<T> {
  const originalArray = globalThis.Uint8Array;
  const OriginalDecompression = globalThis.DecompressionStream;
  let spent = 0;
  let exceeded = false;
  const spend = (bytes: number) => {
    spent += bytes;
    if (spent > limit) exceeded = true;
    return exceeded ? new RangeError(`decoding needs more than ${limit} bytes`) : null;
  };
  globalThis.Uint8Array = new Proxy(originalArray, {
    construct(target, args, newTarget) {
      const refused = spend(requestedBytes(args[0]));
      if (refused) throw refused;
      return Reflect.construct(target, args, newTarget);
    },
  });
  globalThis.DecompressionStream = class {
    readonly writable: WritableStream<BufferSource>;
    readonly readable: ReadableStream<Uint8Array<ArrayBuffer>>;
    constructor(format: CompressionFormat) {
      const inner = new OriginalDecompression(format);
      this.writable = inner.writable;
      this.readable = inner.readable.pipeThrough(
        new TransformStream<Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>>({
          transform(chunk, controller) {
            const refused = spend(chunk.byteLength);
            if (refused) controller.error(refused);
            else controller.enqueue(chunk);
          },
        }),
      );
    }
  };
  const refusal = () => {
    retireWorkerAfterCall();
    return new AppError("payload_too_large", tooMuchMemory);
  };
  try {
    const value = await work();
    if (exceeded) throw refusal();
    return value;
  } catch (error) {
    throw exceeded ? refusal() : error;
  } finally {
    globalThis.Uint8Array = originalArray;
    globalThis.DecompressionStream = OriginalDecompression;
  }
}
