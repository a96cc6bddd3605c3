import { createWorkerClient, WorkerLimitError } from "../offthread/rpc";
import { workerScript } from "../paths";
import type { ExportableDocument } from "./export/model";
import { tooMuchMemory } from "./uploads/decode-budget";
import type { PreparedUpload } from "./uploads/prepare";
import type { UploadKind } from "./uploads/validate";
import type { documentWorkerApi } from "./worker";

/** CPU-bound document work, run in a worker thread with a memory cap (hostile files hit it, not us). */
export type DocumentEngine = {
  renderPdf(doc: ExportableDocument): Promise<Uint8Array>;
  renderDocx(doc: ExportableDocument): Promise<Uint8Array>;
  extractText(kind: UploadKind, bytes: Uint8Array): Promise<string>;
  /** Parses, checks, encodes and extracts an upload body; the body's memory moves to the worker. */
  prepareUpload(body: Uint8Array, contentType: string): Promise<PreparedUpload>;
  close(): Promise<void>;
};

/**
 * What one document call may add to the process's memory, heap and Buffers together. A real
 * upload stays far below it (a 10 MB docx unpacks to at most 50 MB); on a small VPS this is
 * the figure to size the machine's RAM above.
 */
export const documentCallGrowthMb = 512;

export function createDocumentEngine(): DocumentEngine {
  const client = createWorkerClient<typeof documentWorkerApi>(
    workerScript("server/documents/worker.ts"),
    // A two-page PDF takes ~0.3 s and a 10 MB extraction a few seconds: 30 s is a hung call.
    // The heap cap does not see Buffers: a bomb the upload checks miss (a PDF stream behind
    // another filter, or encrypted) is refused by the decoding budget inside the worker
    // (uploads/decode-budget.ts), and whatever else gets past both by maxCallGrowthMb.
    { maxMemoryMb: 512, maxCallGrowthMb: documentCallGrowthMb, callTimeoutMs: 30_000 },
  );
  return {
    renderPdf: (doc) => client.call("renderPdf", doc),
    renderDocx: (doc) => client.call("renderDocx", doc),
    extractText: (kind, bytes) => client.call("extractUploadText", kind, bytes),
    prepareUpload: (body, contentType) =>
      client
        .callTransfer("prepareUpload", [body.buffer as ArrayBuffer], body, contentType)
        .catch((error: unknown) => {
          if (error instanceof WorkerLimitError && error.limit === "memory")
            return { ok: false, error: { code: "payload_too_large", message: tooMuchMemory } };
          throw error;
        }),
    close: () => client.close(),
  };
}
