import type { GeneratedBlog } from "../../../contract/blog";
import { AppError } from "../../errors";
import type { SiteLibrary } from "./material";
import { applyModifications, SUPPORTED_MODIFICATIONS } from "./modify";
import { type DraftRequest, generateOfflineDraft } from "./offline";

export interface ModifyRequest {
  originalContent: string;
  modificationRequest: string;
  title: string;
}

/** The blog's AI drafting capability: Generate a draft from a title, Modify one by a request. */
export interface BlogDrafting {
  /** `library`: what the site publishes, which the offline engine may draw on. */
  generate(request: DraftRequest, library?: SiteLibrary): Promise<GeneratedBlog>;
  modify(request: ModifyRequest): Promise<string>;
}

/** The offline engine: deterministic, no network; the default and the fallback. */
export const offlineDrafting: BlogDrafting = {
  async generate(request, library) {
    return generateOfflineDraft(request, library);
  },
  async modify(request) {
    const result = applyModifications(
      request.originalContent,
      request.modificationRequest,
      request.title,
    );
    if (result.applied.length === 0) {
      throw new AppError(
        "invalid_input",
        `The offline editor can: ${SUPPORTED_MODIFICATIONS}. Describe one of these changes.`,
        { modificationRequest: `Try one of: ${SUPPORTED_MODIFICATIONS}` },
      );
    }
    return result.content;
  },
};
