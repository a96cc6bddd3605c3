import { Writable } from "node:stream";
import { createLogger } from "../../server/log";

/** A real logger (same options as production) whose JSON lines land in `lines`. */
export function capturedLogger(level = "info") {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { log: createLogger(level, sink), lines };
}
