import { createWorkerClient } from "../offthread/rpc";
import { workerScript } from "../paths";
import type { ProofreadResult } from "./proofread";
import type { DocumentKind } from "./style-checks";
import type { proofreadingApi } from "./worker";

export type ProofreadingEngine = {
  /** The kind decides which conventions apply: a cover letter is written in the first person. */
  proofread(markdown: string, kind: DocumentKind): Promise<ProofreadResult>;
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
    proofread: (markdown, kind) => client.call("proofread", markdown, kind),
    warmUp: () => client.call("warmUp"),
    close: () => client.close(),
  };
}
