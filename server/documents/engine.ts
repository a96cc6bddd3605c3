import { createWorkerClient } from "../offthread/rpc";
import { workerScript } from "../paths";
import type { ExportableDocument } from "./export/model";
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

export function createDocumentEngine(): DocumentEngine {
  const client = createWorkerClient<typeof documentWorkerApi>(
    workerScript("server/documents/worker.ts"),
    // A two-page PDF takes ~0.3 s and a 10 MB extraction a few seconds: 30 s is a hung call.
    { maxMemoryMb: 512, callTimeoutMs: 30_000 },
  );
  return {
    renderPdf: (doc) => client.call("renderPdf", doc),
    renderDocx: (doc) => client.call("renderDocx", doc),
    extractText: (kind, bytes) => client.call("extractUploadText", kind, bytes),
    prepareUpload: (body, contentType) =>
      client.callTransfer("prepareUpload", [body.buffer as ArrayBuffer], body, contentType),
    close: () => client.close(),
  };
}
