import { describe, expect, it } from "vitest";
import { converse } from "../../tests/support/offline-conversation";
import { extractService } from "./extract";
import { type CatalogServiceId, serviceNames } from "./services";

/**
 * Classes found by a live smoke test over HTTP (ADR 010, "refusal vs miss"), each tested with
 * phrasings written for the tests.
 */
const miss = /didn't quite catch|sijaelewa/;

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
