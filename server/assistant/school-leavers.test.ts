import { describe, expect, it } from "vitest";
import { converse } from "../../tests/support/offline-conversation";
import { extractService } from "./extract";

/**
 * A parent asking for a school leaver.
 * A class found by a live smoke test over HTTP (ADR 010, "refusal vs miss"), tested with
 * phrasings written for the tests.
 */
describe("a parent asking for a school leaver", () => {
  it.each([
    "my daughter just did form 4, what can you do for her?",
    "my son sat his KCSE last year, anything for him?",
    "do you have something for form 4 leavers",
    "my boy finished secondary school in November, what do you offer",
  ])("%j is Youth Programs", (message) => {
    expect(extractService(message)?.services).toEqual(["youth-programs"]);
  });

  it("reaches the consultant as Youth Programs in a conversation", () => {
    const { lead, last } = converse([
      "Hello, my son just completed form 4, do you have anything for him?",
      "Mary Wambui",
      "0722 555 111",
    ]);
    expect(lead.services).toEqual(["youth-programs"]);
    expect(last.handOver).not.toBeNull();
  });

  it("keeps a CV for a form 4 leaver a CV", () => {
    expect(extractService("a CV for my son who finished form 4")?.services).toEqual(["cv-writing"]);
  });
});
