import { isMainThread, parentPort, Worker } from "node:worker_threads";
import { workerExecArgv } from "../paths";

/**
 * A tiny typed RPC over one worker thread, so CPU-bound document work (PDF layout, text
 * extraction, proofreading) never blocks the event loop that answers requests. The worker
 * starts on first use, stays warm, and is replaced if it dies (e.g. a hostile file made it
 * run out of memory): that call fails, the next one gets a fresh worker.
 */
// biome-ignore lint/suspicious/noExplicitAny: an RPC surface is any set of async functions
type Api = Record<string, (...args: any[]) => Promise<unknown>>;

type Request = { id: number; method: string; args: unknown[] };
type Response = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

export type WorkerClient<A extends Api> = {
  call<M extends keyof A & string>(
    method: M,
    ...args: Parameters<A[M]>
  ): Promise<Awaited<ReturnType<A[M]>>>;
  /** Like call, but moves the given buffers to the worker instead of copying them (the caller loses them). */
  callTransfer<M extends keyof A & string>(
    method: M,
    transfer: ArrayBuffer[],
    ...args: Parameters<A[M]>
  ): Promise<Awaited<ReturnType<A[M]>>>;
  /** Stops the worker (tests, shutdown); a later call starts a new one. */
  close(): Promise<void>;
};

export function createWorkerClient<A extends Api>(
  script: URL,
  options: { maxMemoryMb?: number } = {},
): WorkerClient<A> {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();

  function start(): Worker {
    const w = new Worker(script, {
      execArgv: workerExecArgv,
      resourceLimits: options.maxMemoryMb
        ? { maxOldGenerationSizeMb: options.maxMemoryMb }
        : undefined,
    });
    w.unref();
    w.on("message", (msg: Response) => {
      const call = pending.get(msg.id);
      if (!call) return;
      pending.delete(msg.id);
      if (msg.ok) call.resolve(msg.value);
      else call.reject(new Error(msg.error));
    });
    const fail = (error: Error) => {
      if (worker === w) worker = null;
      for (const [id, call] of pending) {
        pending.delete(id);
        call.reject(error);
      }
    };
    w.on("error", fail);
    w.on("exit", (code) => fail(new Error(`document worker stopped (exit code ${code})`)));
    return w;
  }

  function send(method: string, args: unknown[], transfer: ArrayBuffer[]): Promise<unknown> {
    worker ??= start();
    const id = nextId++;
    const w = worker;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      w.ref();
      const request: Request = { id, method, args };
      w.postMessage(request, transfer);
    }).finally(() => {
      if (pending.size === 0) w.unref();
    });
  }

  return {
    call(method, ...args) {
      return send(method, args, []) as Promise<Awaited<ReturnType<A[typeof method]>>>;
    },
    callTransfer(method, transfer, ...args) {
      return send(method, args, transfer) as Promise<Awaited<ReturnType<A[typeof method]>>>;
    },
    async close() {
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}

/** Inside the worker: answers calls with the given functions, one at a time in order. */
export function serveWorker(api: Api): void {
  if (isMainThread || !parentPort) throw new Error("serveWorker runs inside a worker thread");
  const port = parentPort;
  let queue = Promise.resolve();
  port.on("message", (request: Request) => {
    queue = queue.then(async () => {
      const fn = api[request.method];
      try {
        if (!fn) throw new Error(`unknown method ${request.method}`);
        const value = await fn(...request.args);
        // Copied, not transferred: a Buffer may share its memory with Node's pool.
        port.postMessage({ id: request.id, ok: true, value } satisfies Response);
      } catch (error) {
        port.postMessage({
          id: request.id,
          ok: false,
          error: error instanceof Error ? error.message : String(error),
        } satisfies Response);
      }
    });
  });
}
