import type { CatalogServiceId } from "../services";
import { words } from "../text";

/** A CV named: "cv", "resume", "curriculum vitae". */
const cvWords = new Set(["cv", "cvs", "resume", "resumes", "vitae"]);
/** A verb of editing what exists: "proofread my CV", "my CV edited". */
const editWords = new Set(
  `edit edits edited editing proofread proofreads proofreading proofreaded proof sahihisha
  kusahihisha nisahihishie isahihishwe kisahihishwe hariri kuhariri`.split(/\s+/),
);
/** What asks for a CV to be written, near it: "a new CV", "rewrite it", "write my CV". */
const writeWords = new Set(
  `new write written writing rewrite rewritten rewriting redo redone revamp revamped create
  draft fresh scratch make professional andika kuandika mpya`.split(/\s+/),
);
/** Another thing named between the verb and the CV: the verb is about it, not the CV. */
const otherThings = new Set(
  `cover letter letters linkedin profile thesis proposal report essay book document documents
  dissertation manuscript paper`.split(/\s+/),
);
/** How near the verb and the CV stand; how near a word of writing makes the CV asked for. */
const EDIT_REACH = 4;
const WRITE_REACH = 3;

/**
 * A CV that exists, to be proofread or edited ("proofread my CV", "I need my CV edited"), is
 * Editing & Proofreading only: CV Writing goes, unless a new or rewritten CV is asked for near
 * a mention of it ("proofread my CV and then rewrite it", "a new CV"). Read clause by clause,
 * so "I need a CV. Also can you edit my cover letter?" keeps the CV.
 */
export function withoutEditedCv(text: string, services: CatalogServiceId[]): CatalogServiceId[] {
  if (!services.includes("cv-writing") || !services.includes("editing")) return services;
  let edited = false;
  for (const clause of text.split(/[.!?;\n]+/)) {
    const tokens = words(clause);
    for (const [i, token] of tokens.entries()) {
      if (!cvWords.has(token)) continue;
      const near = tokens.slice(Math.max(0, i - WRITE_REACH), i + WRITE_REACH + 1);
      if (near.some((t) => writeWords.has(t))) return services;
      edited ||= editedAt(tokens, i);
    }
  }
  return edited ? services.filter((id) => id !== "cv-writing") : services;
}

/** An editing verb within reach of the CV at `at`, with nothing else named between them. */
function editedAt(tokens: readonly string[], at: number): boolean {
  for (let d = 1; d <= EDIT_REACH; d++) {
    for (const j of [at - d, at + d]) {
      if (j < 0 || j >= tokens.length || !editWords.has(tokens[j]!)) continue;
      const between = tokens.slice(Math.min(at, j) + 1, Math.max(at, j));
      if (!between.some((t) => otherThings.has(t) || cvWords.has(t))) return true;
    }
  }
  return false;
}
