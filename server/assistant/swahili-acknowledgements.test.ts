import { describe, expect, it } from "vitest";
import { converse } from "../../tests/support/offline-conversation";

/**
 * The acknowledgement of a phone in a Swahili conversation.
 * A class found by a live smoke test over HTTP (ADR 010, "refusal vs miss"), tested with
 * phrasings written for the tests.
 */
describe("the acknowledgement of a phone in a Swahili conversation", () => {
  it("is in Swahili, as the other replies are", () => {
    const { replies } = converse([
      "Habari, nahitaji cover letter",
      "naitwa Wairimu",
      "0733 210 987",
    ]);
    const last = replies.at(-1)!.message;
    expect(last).not.toMatch(/^Thanks, I've noted/);
    expect(last).toMatch(/^Nimepokea \+254733210987/);
  });

  it("keeps the language over a bare name and number", () => {
    const { replies } = converse(["Habari, nahitaji cover letter", "Wairimu", "0733 210 987"]);
    expect(replies.at(-1)!.message).toMatch(/^Nimepokea \+254733210987/);
  });

  it("says an updated number in Swahili too", () => {
    const { replies } = converse([
      "Habari, nahitaji cover letter",
      "naitwa Wairimu",
      "0733 210 987",
      "samahani, nambari ni 0733 210 988",
    ]);
    expect(replies.at(-1)!.message).toMatch(/^Nimesasisha: \+254733210988/);
  });
});
