import { describe, expect, it } from "vitest";
import { extractService } from "./extract";

/**
 * A CV that exists, to be proofread or edited.
 * A class found by a live smoke test over HTTP (ADR 010, "refusal vs miss"), tested with
 * phrasings written for the tests.
 */
describe("a CV that exists, to be proofread or edited", () => {
  it.each([
    ["could you proofread my resume", ["editing"]],
    ["i need my CV edited", ["editing"]],
    ["can someone edit my curriculum vitae", ["editing"]],
    ["I'd like my cv proofread, and a cover letter", ["editing", "cover-letter"]],
  ])("%j is Editing & Proofreading only", (message, services) => {
    expect(extractService(message)?.services).toEqual(services);
  });

  it.each([
    ["proofread my cv and then rewrite it", ["editing", "cv-writing"]],
    ["I need a new CV, and my thesis edited", ["cv-writing", "editing"]],
    ["I need a CV. Also can you edit my cover letter?", ["cv-writing", "cover-letter"]],
  ])("%j still asks for the CV written", (message, services) => {
    expect(extractService(message)?.services).toEqual(expect.arrayContaining(services));
    expect(extractService(message)?.services).toContain("cv-writing");
  });
});
