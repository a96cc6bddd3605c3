import { describe, expect, it } from "vitest";
import { converse, longestQuestionRun } from "../../tests/support/offline-conversation";
import { extractLead, extractName } from "./extract";

/**
 * The dialogue policy (ADR of the assistant): no question is asked more than twice in a row;
 * the answer to the question just asked is read as that answer; a way to reach the visitor and
 * the service are enough for the hand-over (name and email never are conditions).
 */
describe("a name given in reply to the name question", () => {
  const asked = (reply: string) => extractName(reply, true);
  it.each([
    ["my nmae is grace njeri", "Grace", "Njeri"],
    ["my naem is Otieno", "Otieno", undefined],
    ["My mane is Wambui Karanja", "Wambui", "Karanja"],
    ["Ian Mugo 😊", "Ian", "Mugo"],
    ["Test Person Kamau", "Test", "Person Kamau"],
    ["JANE WANJIKU", "Jane", "Wanjiku"],
    ["dr. amina hassan", "Amina", "Hassan"],
    ["Mrs Achieng!!!", "Achieng", undefined],
    ["...brian", "Brian", undefined],
    ["kip 👋🏾", "Kip", undefined],
    ["Njeri Wanjiru Kamau Mwangi", "Njeri", "Wanjiru Kamau Mwangi"],
    // The introduction itself mistyped: "my" left out or joined, the verb misspelt.
    ["mane is Wanjala Barasa", "Wanjala", "Barasa"],
    ["Nmae is akoth", "Akoth", undefined],
    ["myname is chebet koech", "Chebet", "Koech"],
    ["my name iz Kiprono", "Kiprono", undefined],
    ["mynaem is Zawadi Mwende", "Zawadi", "Mwende"],
  ])("reads %j as the name", (reply, firstName, lastName) => {
    expect(asked(reply)).toMatchObject({ firstName, lastName });
  });

  it.each(["I don't know", "why do you need it", "what?", "not telling you", "ok", "yes please"])(
    "does not take %j for a name",
    (reply) => {
      expect(asked(reply)).toBeUndefined();
    },
  );
});

describe("the dialogue policy", () => {
  it("never asks the same question a third time, and moves on to the next", () => {
    const { asked } = converse(["I need a CV", "hmm?", "🤔", "??", "0712 345 678"]);
    expect(longestQuestionRun(asked)).toBeLessThanOrEqual(2);
    expect(asked.slice(0, 3)).toEqual(["firstName", "firstName", "phone"]);
    // Skipped for good: not asked again in the next turn either.
    expect(asked[3]).toBe("phone");
  });

  it("hands over with a phone and a service when the name never comes", () => {
    const { last, lead } = converse(["I need a CV", "hmm?", "🤔", "0712 345 678"]);
    expect(lead.firstName).toBeUndefined();
    expect(last.handOver).not.toBeNull();
    expect(last.handOver?.message).toContain("+254712345678");
  });

  it("hands over with a phone only when the visitor refuses the name", () => {
    const { last } = converse(["I need a CV", "I'd rather not say", "0712 345 678"]);
    expect(last.handOver).not.toBeNull();
  });

  it("takes the name after a phone was given first, and asks nothing twice in a row", () => {
    const { lead, asked } = converse(["hi", "0722 111 222", "CV please", "my nmae is grace njeri"]);
    expect(lead).toMatchObject({ firstName: "Grace", lastName: "Njeri", phone: "+254722111222" });
    expect(longestQuestionRun(asked)).toBeLessThanOrEqual(2);
  });

  it("skips an optional detail after two misses", () => {
    const { asked } = converse([
      "I need a CV, I'm Jane, 0712 345 678",
      "🙂",
      "hmm",
      "...",
      "?",
      "ok",
    ]);
    expect(longestQuestionRun(asked)).toBeLessThanOrEqual(2);
  });

  it("fills the field it asked for from a short reply and keeps other details", () => {
    const { lead } = converse(["I need a CV, I'm Jane, 0712 345 678", "Procurement at KenGen"]);
    expect(lead.currentRole).toBe("Procurement");
    expect(lead.company).toBe("KenGen");
  });

  it("reads shouting, emoji, repeated letters and stray punctuation", () => {
    const { lead, last } = converse([
      "HEYYYY 👋",
      "I NEED A CV PLEASEEE!!!",
      "JOHN KAMAU",
      "...0712345678...",
    ]);
    expect(lead).toMatchObject({ firstName: "John", lastName: "Kamau", phone: "+254712345678" });
    expect(last.handOver).not.toBeNull();
  });
});

describe("a visitor without a phone", () => {
  it.each(["I don't have a number, use email", "email me instead"])(
    "%j skips the phone and asks for the email",
    (reply) => {
      const { asked, last } = converse(["CV please", "Rehema", reply, "rehema.k@gmail.com"]);
      expect(asked.slice(1, 3)).toEqual(["phone", "email"]);
      expect(last.handOver).not.toBeNull();
    },
  );
});

describe("a name with a title, given before it was asked", () => {
  it.each([
    [["Habari", "Bi. Wanjala Nekesa", "nahitaji CV", "0712 345 678"], "Wanjala", "Nekesa"],
    [["Hi", "Eng. Kiprono Langat here. I need my CV redone", "0712 345 678"], "Kiprono", "Langat"],
  ])("takes the name in %j", (messages, firstName, lastName) => {
    expect(converse(messages).lead).toMatchObject({ firstName, lastName });
  });
});

describe("a one-word reply to the name question", () => {
  it.each([
    "Youth",
    "training",
    "Mentorship",
    "Students",
    "Banking",
    "Teacher",
    "Nairobi",
    "Unemployed",
    "Career",
    "Scholarship",
    "Church",
    "Vijana",
  ])("does not take the context word %j for the name", (reply) => {
    expect(extractLead(reply, "firstName").fields.firstName).toBeUndefined();
  });

  it.each(["Wanjiku", "mwangi", "Grace", "Faith", "Kip", "Akinyi", "Baraka", "Edith"])(
    "takes the given name %j",
    (reply) => {
      expect(extractLead(reply, "firstName").fields.firstName).toBe(
        reply.charAt(0).toUpperCase() + reply.slice(1),
      );
    },
  );

  it("keeps asking for the name after a context word, then takes the name", () => {
    const { lead, asked } = converse(["I need a CV", "Youth", "Mwangi", "0712 345 678"]);
    expect(lead.firstName).toBe("Mwangi");
    expect(lead.phone).toBe("+254712345678");
    expect(longestQuestionRun(asked)).toBeLessThanOrEqual(2);
  });
});

describe("a reply with no letters-worth of content", () => {
  const start = ["I need a CV", "Jane Njeri", "0712 345 678"];

  it.each([
    ["one letter after a run of spaces", `${" ".repeat(2000)}x`],
    ["one letter among line breaks and tabs", "\n\n\t  q \n\t"],
    ["punctuation alone", " ?!.,;: "],
    ["one letter and punctuation", "  -- z --  "],
  ])("never fills the field asked: %s", (_label, reply) => {
    const { lead, last, asked } = converse([...start, reply]);
    expect(asked[2]).toBe("currentRole");
    expect(lead.currentRole).toBeUndefined();
    expect(last.message).not.toContain("that helps the consultant prepare");
    // A miss: the question stands, asked a second time at most.
    expect(asked.at(-1)).toBe("currentRole");
  });

  it("counts as a miss under the two-asks rule: the second one moves on", () => {
    const { lead, asked } = converse([...start, `${" ".repeat(500)}x`, "  y  "]);
    expect(lead.currentRole).toBeUndefined();
    expect(asked.slice(2)).toEqual(["currentRole", "currentRole", "yearsExperience"]);
    expect(longestQuestionRun(asked)).toBeLessThanOrEqual(2);
  });

  it("is no name either", () => {
    const { lead, asked } = converse(["I need a CV", `${" ".repeat(300)}j`]);
    expect(lead.firstName).toBeUndefined();
    expect(asked).toEqual(["firstName", "firstName"]);
  });

  it("still takes a bare figure or a short word as the answer", () => {
    expect(extractLead("5", "yearsExperience").fields.yearsExperience).toBe("5 years");
    expect(extractLead("  Jo  ", "firstName").fields.firstName).toBe("Jo");
  });
});

describe("a name given after it was refused", () => {
  it.each([
    ["skip the name", "ok, Amina Hassan"],
    ["rather not", "sawa, amina hassan"],
  ])("takes it on the next line after %j: %j", (refusal, later) => {
    const { lead, asked } = converse(["I need LinkedIn help", refusal, later, "amina@gmail.com"]);
    expect(lead).toMatchObject({ firstName: "Amina", lastName: "Hassan" });
    expect(longestQuestionRun(asked)).toBeLessThanOrEqual(2);
  });

  it.each([
    ["WHY DO YOU NEED MY NAME?? FINE. WAFULA", "Wafula"],
    ["I dont want to give my name... ok fine, Akinyi", "Akinyi"],
    ["not comfortable sharing. ok whatever, Brian Kip", "Brian"],
  ])("takes the name after a refusal taken back on the same line: %j", (reply, firstName) => {
    const { lead, replies } = converse(["I NEED A COVER LETTER", reply, "0712 345 678"]);
    expect(lead.firstName).toBe(firstName);
    expect(replies[1]!.message).toContain(`Nice to meet you, ${firstName}!`);
    expect(replies[2]!.handOver).not.toBeNull();
  });

  it("still declines a refusal with nothing after it", () => {
    const { lead, asked } = converse(["I need LinkedIn help", "I would rather not say"]);
    expect(lead.firstName).toBeUndefined();
    expect(asked[1]).toBe("phone");
  });
});
