import { serveWorker } from "./rpc";

/** A worker for rpc.test.ts: echoes, dies, or runs out of memory on request. */
export const testWorkerApi = {
  async echo(value: string) {
    return `echo:${value}`;
  },
  async fail(message: string): Promise<never> {
    throw new Error(message);
  },
  async exhaustMemory(): Promise<number> {
    const hoard: string[][] = [];
    for (;;) hoard.push(Array.from({ length: 100_000 }, (_, i) => `item-${i}-${hoard.length}`));
  },
};

serveWorker(testWorkerApi);
