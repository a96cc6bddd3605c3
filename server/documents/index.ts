import type { AiRuntime } from "../ai";
import type { Database } from "../db/client";
import type { Logger } from "../log";
import { createProofreadingEngine } from "../proofreading/engine";
import { createProofreadingJobs } from "../proofreading/jobs";
import { createCvService } from "./cvs";
import { createDocumentService } from "./documents";
import { createDocumentEngine } from "./engine";
import { eraseCvRequest, listUnfinishedCvRequests } from "./erasure";
import { createInterruptedWorkRecovery } from "./interrupted";
import { createDocumentWriter } from "./writer";

/**
 * The documents capability: CVs, proofreading, uploads, cover letters and exports. `ai` is
 * the staff tools' model access (their own token budget).
 */
export function createDocumentsCapability(db: Database, log: Logger, ai: AiRuntime) {
  // CVs and cover letters are written here, on the main thread, where the staff budget (a
  // table) is reachable; the document worker only renders and extracts.
  const writer = createDocumentWriter(ai);
  const engine = createDocumentEngine();
  const proofreadingEngine = createProofreadingEngine();
  const cvs = createCvService(db, writer, log);
  const proofreading = createProofreadingJobs(db, proofreadingEngine, log);
  const documents = createDocumentService({ db, engine, writer, cvs, jobs: proofreading, log });
  const interrupted = createInterruptedWorkRecovery(db, log);
  return {
    cvs,
    proofreading,
    documents,
    engine,
    /** Manual-form requests that produced no CV: listed and erased on a client's request. */
    unfinishedCvRequests: {
      list: () => listUnfinishedCvRequests(db),
      remove: (id: number) => eraseCvRequest(db, id),
    },
    /** Call once at start (server/main.ts): fails the work a stopped process left running. */
    interrupted,
    /**
     * The manual form: a CV always; for "Cover Letter" and "CV + Cover Letter" also a letter
     * with placeholders for the company and position, which the form does not ask for.
     */
    async generateManual(form: Parameters<typeof cvs.generateManual>[0], adminId: number) {
      const result = await cvs.generateManual(form, adminId);
      if (!form.serviceType.includes("Cover Letter")) return result;
      const letter = await documents.coverLetter({
        cvId: result.cvId,
        companyName: "[Company name]",
        position: "[Position title]",
        additionalInfo: "",
      });
      return { ...result, coverLetterDocumentId: letter.documentId };
    },
    /** Lets background jobs finish and stops the worker threads. */
    async close() {
      interrupted.stop();
      await proofreading.drain();
      await Promise.all([engine.close(), proofreadingEngine.close()]);
    },
  };
}

export type DocumentsCapability = ReturnType<typeof createDocumentsCapability>;
