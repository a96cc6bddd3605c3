import { serveWorker } from "../offthread/rpc";
import { warmUpGrammar } from "./harper";
import { proofread } from "./proofread";

/** The proofreading thread: harper.js lives here so its setup and lint runs never block requests. */
export const proofreadingApi = {
  proofread,
  warmUp: warmUpGrammar,
};

serveWorker(proofreadingApi);
