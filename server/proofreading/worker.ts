import { serveWorker } from "../offthread/rpc";
import { lintGrammar, warmUpGrammar } from "./harper";
import { buildProofreadResult } from "./proofread";

/** The proofreading thread: harper.js lives here so its setup and lint runs never block requests. */
export const proofreadingApi = {
  async proofread(markdown: string) {
    return buildProofreadResult(markdown, await lintGrammar(markdown));
  },
  warmUp: warmUpGrammar,
};

serveWorker(proofreadingApi);
