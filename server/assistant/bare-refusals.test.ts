import { describe, expect, it } from "vitest";
import { converse, missReply as miss } from "../../tests/support/offline-conversation";

/**
 * A bare refusal of the field just asked.
 * A class found by a live smoke test over HTTP (ADR 010, "refusal vs miss"), tested with
 * phrasings written for the tests.
 */
describe("a bare refusal of the field just asked", () => {
  it.each(["nah", "I don't have one", "sina", "no I don't", "nope, sorry", "hapana"])(
    "declines the phone with %j at once and asks for the email",
    (reply) => {
      const { last, asked } = converse(["I need a cover letter", "Achieng", reply]);
      expect(last.message).not.toMatch(miss);
      expect(last.message).toMatch(/^(No problem|Sawa, hakuna shida)/);
      expect(asked.at(-1)).toBe("email");
    },
  );

  it.each(["no", "nope", "hapana"])("declines the name with %j and asks the phone", (reply) => {
    const { last, asked, lead } = converse(["I need LinkedIn help", reply]);
    expect(last.message).not.toMatch(miss);
    expect(last.message).toMatch(/^(No problem|Sawa, hakuna shida)/);
    expect(lead.firstName).toBeUndefined();
    expect(asked.at(-1)).toBe("phone");
  });

  it.each(["I don't have an email either", "sina barua pepe", "no e-mail", "no email address"])(
    "%j to the phone question declines the email, and the phone is asked once more",
    (reply) => {
      const { last, asked } = converse(["I need a cover letter", "Achieng", reply]);
      expect(last.message).not.toMatch(miss);
      expect(last.message).toMatch(/email isn't required|barua pepe si lazima/);
      expect(asked.at(-1)).toBe("phone");
      expect(last.message).not.toContain("An email address works too");
    },
  );

  it("moves on from the phone after a second miss once the email was declined", () => {
    const { asked, last } = converse(["I need a cover letter", "Achieng", "no email", "hmm"]);
    expect(asked.at(-1)).not.toBe("phone");
    expect(asked.at(-1)).not.toBe("email");
    expect(last.message).not.toContain("What email address");
  });

  it("hands over on the phone given after the email was declined", () => {
    const { last, lead } = converse([
      "I need a cover letter",
      "Achieng",
      "no email",
      "0722 300 400",
    ]);
    expect(lead.phone).toBe("+254722300400");
    expect(last.handOver).not.toBeNull();
  });

  it("declines the email with 'nope' to the email question, and says the door is open", () => {
    const { last } = converse(["I need a cover letter", "Achieng", "no", "nope"]);
    expect(last.message).not.toMatch(miss);
  });
});
