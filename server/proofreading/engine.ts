import { createWorkerClient } from "../offthread/rpc";
import { workerScript } from "../paths";
import type { ProofreadResult } from "./proofread";
import type { proofreadingApi } from "./worker";

export type ProofreadingEngine = {
  proofread(markdown: string): Promise<ProofreadResult>;
  /** Loads harper in the background (call at startup; it is never awaited on a request). */
  warmUp(): Promise<void>;
  close(): Promise<void>;
};

/** harper.js + CV style checks, run in their own worker thread. */
export function createProofreadingEngine(): ProofreadingEngine {
  const client = createWorkerClient<typeof proofreadingApi>(
    workerScript("server/proofreading/worker.ts"),
    // Loading harper (~3 s) plus one CV (~0.5 s): a call still running at 30 s is stuck.
    { callTimeoutMs: 30_000 },
  );
  return {
    proofread: (markdown) => client.call("proofread", markdown),
    warmUp: () => client.call("warmUp"),
    close: () => client.close(),
  };
}
