import { describe, expect, it } from "vitest";
import { converse, missReply as miss } from "../../tests/support/offline-conversation";

/**
 * A visitor who asks for a person, and the replies around it.
 * A class found by a live smoke test over HTTP (ADR 010, "refusal vs miss"), tested with
 * phrasings written for the tests.
 */
describe("a visitor who asks for a person", () => {
  it.each([
    "could I chat with a real person please",
    "i'd like to talk to someone",
    "I want to speak with a consultant",
    "nataka kuongea na mshauri",
    "niunganishe na mtu tafadhali",
  ])("opening with %j is told a consultant takes over, and asked the service", (opening) => {
    const { last, asked } = converse([opening]);
    expect(last.message).not.toMatch(miss);
    expect(last.message).toMatch(/consultant takes over|mshauri ataendelea/);
    expect(last.message).toMatch(/service|huduma/);
    expect(last.message).toMatch(/phone number or (an )?email|nambari ya simu au barua pepe/);
    expect(asked.at(-1)).toBe("services");
  });

  it("with the service known, is asked only for a way to reach them, not the name", () => {
    const { last, asked } = converse(["I need interview coaching", "can I speak to a human?"]);
    expect(last.message).not.toMatch(miss);
    expect(last.message).toContain("consultant takes over");
    expect(asked.at(-1)).toBe("phone");
  });

  it("takes a later 'yes please' as a yes, not a miss, and hands over on the number", () => {
    const { replies, last } = converse([
      "hi, is there a human I can talk to",
      "yes please",
      "LinkedIn",
      "0711 222 333",
    ]);
    expect(replies[1]!.message).not.toMatch(miss);
    expect(last.handOver).not.toBeNull();
  });

  it("takes a name given unasked while the name waits", () => {
    const { lead, last } = converse([
      "GET ME A REAL PERSON",
      "LINKEDIN",
      "OTIENO",
      "OTIENO@YAHOO.COM",
    ]);
    expect(lead).toMatchObject({ firstName: "Otieno", email: "otieno@yahoo.com" });
    expect(last.handOver).not.toBeNull();
  });

  it("is no career goal", () => {
    const { lead } = converse(["I would like to speak to an actual human being"]);
    expect(lead.careerGoal).toBeUndefined();
  });

  it.each(["I work in human resources", "I'm a consultant at an audit firm"])(
    "%j asks for no person",
    (opening) => {
      const { last } = converse(["I need a CV", opening]);
      expect(last.message).not.toContain("consultant takes over");
    },
  );
});

describe("the replies around a person asked for, and the Swahili hand-over", () => {
  it.each(["yes please", "ok sure", "ndio"])(
    "answers %j after it with a yes, then the question",
    (yes) => {
      const { replies, asked } = converse(["can I speak with someone real?", yes]);
      expect(replies[1]!.message).toMatch(/^(Great|Sawa)\. /);
      expect(asked[1]).toBe("services");
    },
  );

  it("keeps the question after a Swahili hand-over in Swahili", () => {
    const { last } = converse(["Habari, nahitaji CV", "naitwa Wanjiku", "0712 345 679"]);
    expect(last.message).not.toContain("If you'd like to keep chatting first");
    expect(last.message).toContain("Ukipenda kuendelea kuzungumza kwanza:");
  });
});
