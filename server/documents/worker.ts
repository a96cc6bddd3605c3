import { serveWorker } from "../offthread/rpc";
import { renderPdf } from "../pdf/render";
import { renderDocx } from "./export/docx";
import { extractUploadText } from "./uploads/extract";
import { prepareUpload } from "./uploads/prepare";

/** The document thread: PDF layout, Word export and text extraction run here, off the event loop. */
export const documentWorkerApi = { renderPdf, renderDocx, extractUploadText, prepareUpload };

serveWorker(documentWorkerApi);
