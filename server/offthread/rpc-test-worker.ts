import { serveWorker } from "./rpc";

/** A worker for rpc.test.ts: echoes, fails, hangs, or runs out of memory on request. */
export const testWorkerApi = {
  async echo(value: string) {
    return `echo:${value}`;
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
};

serveWorker(testWorkerApi);
