import type { Logger } from "./log";

const MB = 2 ** 20;
const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/** One reading of where the process's memory is, in MB. */
export function memoryReading(wasmMemoryBytes?: () => number | undefined) {
  const usage = process.memoryUsage();
  const wasm = wasmMemoryBytes?.();
  return {
    rssMb: mb(usage.rss),
    heapTotalMb: mb(usage.heapTotal),
    heapUsedMb: mb(usage.heapUsed),
    // Buffers and WebAssembly memories live outside the V8 heap and are counted here.
    externalMb: mb(usage.external),
    arrayBuffersMb: mb(usage.arrayBuffers),
    ...(wasm === undefined ? {} : { pgliteWasmMb: mb(wasm) }),
  };
}

/**
 * Writes a "memory" log line every `seconds` (none when 0), so an operator or a benchmark can
 * see how resident memory splits without attaching a debugger. Returns the stop function.
 */
export function startMemoryReport(options: {
  seconds: number;
  log: Logger;
  wasmMemoryBytes?: () => number | undefined;
}): () => void {
  if (options.seconds <= 0) return () => {};
  const timer = setInterval(
    () => options.log.info({ memory: memoryReading(options.wasmMemoryBytes) }, "memory"),
    options.seconds * 1000,
  );
  timer.unref();
  return () => clearInterval(timer);
}
