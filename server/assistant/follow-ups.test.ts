import { describe, expect, it } from "vitest";
import { converse, missReply as miss } from "../../tests/support/offline-conversation";
import { type CatalogServiceId, serviceNames } from "./services";

/**
 * A follow-up about another service after an answer.
 * A class found by a live smoke test over HTTP (ADR 010, "refusal vs miss"), tested with
 * phrasings written for the tests.
 */
describe("a follow-up about another service after an answer", () => {
  it.each<[string, string, CatalogServiceId]>([
    [
      "how much is LinkedIn optimization?",
      "alright, and interview coaching?",
      "interview-coaching",
    ],
    ["what are your CV prices", "how about a cover letter?", "cover-letter"],
    ["how much for a cover letter", "ok what about linkedin", "linkedin-optimization"],
    ["bei ya CV ni ngapi?", "na LinkedIn je?", "linkedin-optimization"],
    ["how much is interview coaching", "and for a CV?", "cv-writing"],
  ])("after %j, %j adds the service and answers its price", (first, followUp, id) => {
    const { replies, lead } = converse([first, followUp]);
    const reply = replies[1]!.message;
    expect(lead.services?.[1]).toBe(id);
    expect(reply).toMatch(/prices: /);
    expect(reply).not.toMatch(miss);
    // The price of the service asked about now, then the pending question.
    expect(reply).toContain(`${serviceNames([id])} prices`);
    expect(reply).toMatch(/May I have your name\?|Jina lako ni nani\?/);
  });

  it("answers a follow-up after the delivery time the same way", () => {
    const { replies } = converse(["how long does a CV take?", "and a cover letter?"]);
    expect(replies[1]!.message).toMatch(/Cover Letters delivery/);
  });

  it("is no follow-up when the last answer was no answer", () => {
    const { replies } = converse(["I need a CV", "what about LinkedIn?"]);
    expect(replies[1]!.message).not.toContain("LinkedIn Optimization prices");
  });
});
