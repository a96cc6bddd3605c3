import { isMainThread, parentPort, Worker } from "node:worker_threads";
import { workerExecArgv } from "../paths";

/**
 * A tiny typed RPC over one worker thread, so CPU-bound document work (PDF layout, text
 * extraction, proofreading) never blocks the event loop that answers requests. The worker
 * starts on first use and stays warm. Calls go to it one at a time, so a call's time limit
 * counts only its own work, never the queue before it. A call that dies with its worker (a
 * hostile file made it run out of memory) or overruns its limit (a hung PDF) fails alone: the
 * worker is replaced and the calls queued behind it run on the new one.
 */
// biome-ignore lint/suspicious/noExplicitAny: an RPC surface is any set of async functions
type Api = Record<string, (...args: any[]) => Promise<unknown>>;

type Request = { id: number; method: string; args: unknown[] };
type Response = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

type Call = Request & {
  transfer: ArrayBuffer[];
  resolve(value: unknown): void;
  reject(error: Error): void;
};

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
  /** Stops the worker (tests, shutdown) and fails the calls not yet answered; a later call starts a new one. */
  close(): Promise<void>;
};

export type WorkerOptions = {
  /** Caps the worker's heap: a file that needs more kills the worker, not the server. */
  maxMemoryMb?: number;
  /** How long one call may run in the worker before it fails and the worker is restarted. */
  callTimeoutMs?: number;
};

export function createWorkerClient<A extends Api>(
  script: URL,
  options: WorkerOptions = {},
): WorkerClient<A> {
  let worker: Worker | null = null;
  let nextId = 1;
  const queue: Call[] = [];
  let running: { call: Call; worker: Worker; timer?: NodeJS.Timeout } | null = null;

  function start(): Worker {
    const w = new Worker(script, {
      execArgv: workerExecArgv,
      resourceLimits: options.maxMemoryMb
        ? { maxOldGenerationSizeMb: options.maxMemoryMb }
        : undefined,
    });
    w.on("message", (msg: Response) => {
      if (running?.worker !== w || running.call.id !== msg.id) return;
      const { call } = finish();
      if (msg.ok) call.resolve(msg.value);
      else call.reject(new Error(msg.error));
      pump();
    });
    const died = (error: Error) => {
      if (worker === w) worker = null;
      if (running?.worker !== w) return;
      finish().call.reject(error);
      pump();
    };
    w.on("error", died);
    w.on("exit", (code) => died(new Error(`document worker stopped (exit code ${code})`)));
    return w;
  }

  /** Ends the running call's bookkeeping and hands it back to be settled. */
  function finish() {
    const done = running as NonNullable<typeof running>;
    running = null;
    clearTimeout(done.timer);
    return done;
  }

  /** Sends the next queued call once the worker is free; lets the process exit while idle. */
  function pump() {
    if (running) return;
    const call = queue.shift();
    if (!call) {
      worker?.unref();
      return;
    }
    worker ??= start();
    const w = worker;
    w.ref();
    running = { call, worker: w };
    if (options.callTimeoutMs) {
      const ms = options.callTimeoutMs;
      running.timer = setTimeout(() => {
        finish().call.reject(new Error(`${call.method} took longer than ${ms / 1000} s`));
        // The worker is stuck in that call: drop it; the queue goes on in a new one.
        worker = null;
        void w.terminate();
        pump();
      }, ms);
    }
    const request: Request = { id: call.id, method: call.method, args: call.args };
    w.postMessage(request, call.transfer);
  }

  function send(method: string, args: unknown[], transfer: ArrayBuffer[]): Promise<unknown> {
    return new Promise((resolve, reject) => {
      queue.push({ id: nextId++, method, args, transfer, resolve, reject });
      pump();
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
      const stopped = new Error("the worker was stopped");
      for (const call of queue.splice(0)) call.reject(stopped);
      if (running) finish().call.reject(stopped);
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
