import { threadId } from "node:worker_threads";
import { retireWorkerAfterCall, serveWorker } from "./rpc";

/** A worker for rpc.test.ts: echoes, fails, hangs, or runs out of memory (heap or not) on request. */
export const testWorkerApi = {
  async echo(value: string) {
    return `echo:${value}`;
  },
  /** Which worker answered: a new one after an idle exit has another id. */
  async threadId() {
    return threadId;
  },
  /** Answers which worker it is, then has that worker ended. */
  async retire() {
    retireWorkerAfterCall();
    return threadId;
  },
  async fail(message: string): Promise<never> {
    throw new Error(message);
  },
  /** Spins forever, like a PDF layout stuck on a hostile document. */
  async hang(): Promise<never> {
    for (;;);
  },
  async exhaustMemory(): Promise<number> {
    const hoard: string[][] = [];
    for (;;) hoard.push(Array.from({ length: 100_000 }, (_, i) => `item-${i}-${hoard.length}`));
  },
  /**
   * Fills `megabytes` of Buffers, memory the V8 heap limit does not see (as an inflated zip
   * entry would), and answers how many it kept: stopped early only by a limit outside it.
   */
  async hoardBuffers(megabytes: number): Promise<number> {
    const hoard: Buffer[] = [];
    while (hoard.length * 16 < megabytes) hoard.push(Buffer.alloc(16 * 1024 * 1024, 1));
    return hoard.length * 16;
  },
};

serveWorker(testWorkerApi);
