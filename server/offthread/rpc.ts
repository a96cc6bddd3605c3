import { isMainThread, parentPort, Worker } from "node:worker_threads";
import { workerExecArgv } from "../paths";

/**
 * A tiny typed RPC over one worker thread, so CPU-bound document work (PDF layout, text
 * extraction, proofreading) never blocks the event loop that answers requests. The worker
 * starts on first use, stays warm while calls come, and exits once idle: what it loaded (the
 * PDF renderer, harper.js) is memory a small server should not hold for a tool used a few
 * times a day (ADR 022). Calls go to it one at a time, so a call's time limit
 * counts only its own work, never the queue before it. A call that dies with its worker (a
 * hostile file made it run out of memory) or overruns its limit (a hung PDF) fails alone: the
 * worker is replaced and the calls queued behind it run on the new one.
 */
// biome-ignore lint/suspicious/noExplicitAny: an RPC surface is any set of async functions
type Api = Record<string, (...args: any[]) => Promise<unknown>>;

type Request = { id: number; method: string; args: unknown[] };
/** `retire`: the worker asked to be ended once this answer is in (retireWorkerAfterCall). */
type Response = { id: number; retire?: boolean } & (
  | { ok: true; value: unknown }
  | { ok: false; error: string }
);

type Call = Request & {
  transfer: ArrayBuffer[];
  resolve(value: unknown): void;
  reject(error: Error): void;
};

/** A call stopped by a limit of the worker (time or memory), not by an error of its own. */
export class WorkerLimitError extends Error {
  constructor(
    message: string,
    readonly limit: "time" | "memory",
  ) {
    super(message);
  }
}

/** How often a running call's memory is looked at: at 1-2 GB/s of allocation, 50-100 MB apart. */
const memoryCheckMs = 50;

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
  /**
   * Caps what one call may add to the process's resident memory, heap or not. The heap cap
   * above does not count Buffers, ArrayBuffers or native allocations (Node's documentation for
   * resourceLimits), where an inflated zip entry or PDF stream lives; over this, the call fails
   * and the worker is stopped, which frees them. The process's whole RSS is watched, so the
   * main thread's own growth during the call counts too: keep the limit well above a real call.
   */
  maxCallGrowthMb?: number;
  /** How long one call may run in the worker before it fails and the worker is restarted. */
  callTimeoutMs?: number;
  /** The worker exits after this long without a call; the next call starts a new one. */
  idleExitMs?: number;
};

/**
 * Long enough for a staff member's burst of work (proofread, fix, proofread again) to find the
 * worker warm; a new one costs its start again (harper.js: about 3 s).
 */
const defaultIdleExitMs = 5 * 60_000;

export function createWorkerClient<A extends Api>(
  script: URL,
  options: WorkerOptions = {},
): WorkerClient<A> {
  let worker: Worker | null = null;
  let nextId = 1;
  const queue: Call[] = [];
  let running: {
    call: Call;
    worker: Worker;
    startRss: number;
    timer?: NodeJS.Timeout;
    memoryWatch?: NodeJS.Timeout;
  } | null = null;
  /** A worker stopped over a limit, until it is gone. */
  let stopping: Promise<void> | null = null;
  let idleTimer: NodeJS.Timeout | undefined;

  /** Ends the worker once it has had no call for idleExitMs. */
  function exitWhenIdle() {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      const w = worker;
      worker = null;
      void w?.terminate();
    }, options.idleExitMs ?? defaultIdleExitMs);
    idleTimer.unref();
  }

  function start(): Worker {
    const w = new Worker(script, {
      execArgv: workerExecArgv,
      resourceLimits: options.maxMemoryMb
        ? { maxOldGenerationSizeMb: options.maxMemoryMb }
        : undefined,
    });
    w.on("message", (msg: Response) => {
      if (running?.worker !== w || running.call.id !== msg.id) return;
      const { call, startRss } = finish();
      if (msg.retire) drop(w, startRss);
      if (msg.ok) call.resolve(msg.value);
      else call.reject(new Error(msg.error));
      pump();
    });
    const died = (error: Error & { code?: string }) => {
      if (worker === w) worker = null;
      if (running?.worker !== w) return;
      const { call } = finish();
      call.reject(
        error.code === "ERR_WORKER_OUT_OF_MEMORY"
          ? new WorkerLimitError(`${call.method} ran out of memory`, "memory")
          : error,
      );
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
    clearInterval(done.memoryWatch);
    return done;
  }

  /** Fails the running call over a limit and drops its worker, stuck in it. */
  function abandon(w: Worker, error: WorkerLimitError, startRss: number) {
    finish().call.reject(error);
    drop(w, startRss);
  }

  /**
   * Ends a worker and holds the queue until it is gone and, under a memory limit, its memory
   * is back (within a quarter of the limit of where its last call began; the system takes it
   * back a moment after the thread ends), or for 5 s. Started sooner, the next call would count
   * the old worker's memory as its own starting point, and bombs queued one after another
   * would add up (+878 MB for the third of three against a 512 MB limit).
   */
  function drop(w: Worker, startRss: number) {
    if (worker === w) worker = null;
    const gaveUpAt = Date.now() + 5000;
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const settled = options.maxCallGrowthMb
      ? startRss + (options.maxCallGrowthMb / 4) * 1024 * 1024
      : Number.POSITIVE_INFINITY;
    stopping = (async () => {
      await Promise.race([w.terminate(), pause(5000)]);
      while (process.memoryUsage.rss() > settled && Date.now() < gaveUpAt)
        await pause(memoryCheckMs);
      stopping = null;
      pump();
    })();
  }

  /** Sends the next queued call once the worker is free; lets the process exit while idle. */
  function pump() {
    if (running || stopping) return;
    const call = queue.shift();
    if (!call) {
      worker?.unref();
      if (worker) exitWhenIdle();
      return;
    }
    clearTimeout(idleTimer);
    worker ??= start();
    const w = worker;
    w.ref();
    const startRss = process.memoryUsage.rss();
    running = { call, worker: w, startRss };
    if (options.callTimeoutMs) {
      const ms = options.callTimeoutMs;
      running.timer = setTimeout(() => {
        const error = new WorkerLimitError(
          `${call.method} took longer than ${ms / 1000} s`,
          "time",
        );
        abandon(w, error, startRss);
      }, ms);
    }
    if (options.maxCallGrowthMb) {
      const mb = options.maxCallGrowthMb;
      const ceiling = startRss + mb * 1024 * 1024;
      running.memoryWatch = setInterval(() => {
        if (process.memoryUsage.rss() <= ceiling) return;
        const error = new WorkerLimitError(
          `${call.method} used more than ${mb} MB of memory`,
          "memory",
        );
        abandon(w, error, startRss);
      }, memoryCheckMs);
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
      clearTimeout(idleTimer);
      const w = worker;
      worker = null;
      const stopped = new Error("the worker was stopped");
      for (const call of queue.splice(0)) call.reject(stopped);
      if (running) finish().call.reject(stopped);
      if (w) await w.terminate();
    },
  };
}

let retiring = false;

/**
 * Inside a worker: has it ended once the call running now is answered; the next call starts a
 * new one. For a call that refused a hostile file after all: what the file made it allocate is
 * garbage V8 collects at its leisure and memory the thread's allocator keeps, while ending the
 * thread gives it all back. Elsewhere (a unit test calling the code directly) it does nothing.
 */
export function retireWorkerAfterCall(): void {
  if (!isMainThread) retiring = true;
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
        port.postMessage({ id: request.id, retire: retiring, ok: true, value } satisfies Response);
      } catch (error) {
        port.postMessage({
          id: request.id,
          retire: retiring,
          ok: false,
          error: error instanceof Error ? error.message : String(error),
        } satisfies Response);
      }
    });
  });
}
