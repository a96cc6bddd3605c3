import { Worker } from "node:worker_threads";
import { workerExecArgv, workerScript } from "../paths";
import type { SeoInput, SeoReport } from "./types";

export interface SeoAnalyzer {
  analyze(input: SeoInput): Promise<SeoReport>;
  close(): Promise<void>;
}

interface Pending {
  resolve: (report: SeoReport) => void;
  reject: (error: Error) => void;
}

/**
 * Runs yoastseo in one worker thread so a ~150 ms analysis never blocks the event loop
 * (ARCHITECTURE budget: no blocking work over 50 ms in /api handlers). The worker starts on
 * the first analysis and stops after `idleMs` without work, so the idle server does not keep
 * yoastseo's ~60 MB in memory.
 */
export function createSeoAnalyzer(
  options: { idleMs?: number; timeoutMs?: number } = {},
): SeoAnalyzer {
  const idleMs = options.idleMs ?? 60_000;
  const timeoutMs = options.timeoutMs ?? 15_000;
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  let idleTimer: NodeJS.Timeout | undefined;

  function failAll(error: Error) {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  }

  function start(): Worker {
    if (worker) return worker;
    const w = new Worker(workerScript("server/seo/yoast.ts"), { execArgv: workerExecArgv });
    w.unref();
    w.on("message", (message: { id: number; report?: SeoReport; error?: string }) => {
      const p = pending.get(message.id);
      if (!p) return;
      pending.delete(message.id);
      if (message.report) p.resolve(message.report);
      else p.reject(new Error(message.error ?? "SEO analysis failed"));
      scheduleIdleStop();
    });
    w.on("error", (error) => {
      worker = undefined;
      failAll(error);
    });
    w.on("exit", () => {
      if (worker === w) worker = undefined;
      failAll(new Error("SEO analysis worker stopped"));
    });
    worker = w;
    return w;
  }

  function scheduleIdleStop() {
    if (idleTimer) clearTimeout(idleTimer);
    if (pending.size > 0) return;
    idleTimer = setTimeout(() => {
      if (pending.size === 0 && worker) {
        const w = worker;
        worker = undefined;
        void w.terminate();
      }
    }, idleMs);
    idleTimer.unref();
  }

  return {
    analyze(input) {
      const w = start();
      const id = nextId++;
      if (idleTimer) clearTimeout(idleTimer);
      return new Promise<SeoReport>((resolve, reject) => {
        const timer = setTimeout(() => {
          if (pending.delete(id)) reject(new Error("SEO analysis timed out"));
        }, timeoutMs);
        timer.unref();
        pending.set(id, {
          resolve: (r) => {
            clearTimeout(timer);
            resolve(r);
          },
          reject: (e) => {
            clearTimeout(timer);
            reject(e);
          },
        });
        w.postMessage({ id, input });
      });
    },
    async close() {
      if (idleTimer) clearTimeout(idleTimer);
      const w = worker;
      worker = undefined;
      if (w) await w.terminate();
    },
  };
}
