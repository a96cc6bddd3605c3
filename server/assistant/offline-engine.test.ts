import { describe, expect, it } from "vitest";
import { converse } from "../../tests/support/offline-conversation";
import { referenceCode } from "./handover";

describe("offline assistant dialogue", () => {
  it("asks for one missing detail at a time, in order, and hands over when ready", () => {
    const { replies, lead } = converse(["Hello", "I need a CV", "Jane Wanjiku", "0712 345 678"]);
    expect(replies[0]!.message).toMatch(/Which service can we help you with/);
    expect(replies[1]!.message).toMatch(/May I have your name\?/);
    expect(replies[1]!.message).not.toMatch(/phone number/);
    expect(replies[2]!.message).toMatch(/Nice to meet you, Jane!.*best phone number/);
    expect(replies.slice(0, 3).every((r) => r.handOver === null)).toBe(true);
    expect(replies[3]!.handOver).not.toBeNull();
    expect(lead).toMatchObject({
      firstName: "Jane",
      lastName: "Wanjiku",
      phone: "+254712345678",
      services: ["cv-writing"],
    });
  });

  it("hands over in one turn when the visitor gives everything at once", () => {
    const { last } = converse(["Hi, I'm Kevin Otieno, I need a new CV. kevin@gmail.com"]);
    expect(last.handOver?.message).toContain("Kevin Otieno");
    expect(last.handOver?.message).toContain("I'd like help with CV Writing.");
    expect(last.handOver?.message).toContain("kevin@gmail.com");
    expect(last.handOver?.referenceCode).toBe(referenceCode("session-test-1"));
    expect(last.message).toContain(last.handOver!.referenceCode);
  });

  it("takes a service's bare word as the service ('training', then the name)", () => {
    const { replies, lead } = converse(["training", "Wambui", "0733 100 200"]);
    expect(replies[0]!.message).toMatch(/Corporate Training.*May I have your name\?/);
    expect(replies[2]!.handOver).not.toBeNull();
    expect(lead.services).toEqual(["corporate-training"]);
    // A greeting to the team asks for no team training.
    expect(converse(["Hello team"]).lead.services).toBeUndefined();
  });

  it("never asks again for what it already has", () => {
    const { replies } = converse(["my name is Brian", "I need editing", "brian@yahoo.com"]);
    expect(replies[0]!.message).toMatch(/Which service/);
    expect(replies[1]!.message).not.toMatch(/your name/);
    expect(replies[1]!.message).toMatch(/phone number/);
    expect(replies[2]!.handOver).not.toBeNull();
  });

  it("accepts answers out of order", () => {
    const { replies, lead } = converse(["hey", "0722 111 222", "Njeri", "proofreading"]);
    expect(replies[1]!.message).toMatch(/noted \+254722111222/);
    expect(lead.firstName).toBe("Njeri");
    expect(replies[3]!.handOver).not.toBeNull();
  });

  it("accepts corrections of email, phone, name and service", () => {
    const { lead, replies } = converse([
      "I'm Achieng, I need editing, email achieng@x.com",
      "sorry, my email is achieng.o@gmail.com",
      "my number is 0722 000 111, not 0711 000 222",
      "actually I want a business plan instead",
      "sorry, my name is Akinyi Odhiambo",
    ]);
    expect(lead).toMatchObject({
      email: "achieng.o@gmail.com",
      phone: "+254722000111",
      services: ["business-writing"],
      firstName: "Akinyi",
      lastName: "Odhiambo",
    });
    expect(replies[1]!.message).toContain("Updated: achieng.o@gmail.com");
    expect(replies[3]!.message).toContain("switched that to Business Writing");
    // A corrected core field means a fresh hand-over; the code was given before, so it names no
    // details (review L1): the consultant reads the corrected lead in the panel by the code.
    expect(replies[4]!.handOver?.repeated).toBe(true);
    expect(replies[4]!.handOver?.message).toContain("Reference: KZ-");
    expect(replies[4]!.handOver?.message).not.toContain("Akinyi");
  });

  it.each([
    [
      ["I need a cover letter and LinkedIn help", "Wanjiku Kamau", "0712 345 678"],
      "scrap the linkedin, just the letter",
      "Cover Letters",
    ],
    [
      ["CV and cover letter please", "Otieno", "0722 111 222"],
      "actually only the CV please",
      "CV Writing",
    ],
    [
      ["I want interview coaching", "Wanjiku Kamau", "0712 345 678", "skip"],
      "can you add LinkedIn too?",
      "Interview Coaching and LinkedIn Optimization",
    ],
  ])(
    "after the hand-over, a service change keeps the name and phone in the new summary (%j then %j)",
    (before, change, services) => {
      const { replies, lead } = converse([...before, change], "kz_bound-session", true);
      const last = replies.at(-1)!;
      const [first, ...rest] = before[1]!.split(" ");
      expect(last.handOver?.message).toContain(`I'd like help with ${services}.`);
      expect(last.handOver?.message).toContain(`I'm ${before[1]}`);
      expect(last.handOver?.message).toContain(`Phone: ${lead.phone}`);
      expect(last.message).toContain(`Thank you, ${first}!`);
      // The change is about the services, not an answer to the question asked before it.
      expect(lead.currentRole).toBeUndefined();
      expect(rest.join(" ")).toBe(lead.lastName ?? "");
    },
  );

  it.each([
    [["mentoring please", "for students"], ["youth-programs"]],
    [["coaching", "interviews"], ["interview-coaching"]],
    [["I need a CV", "Youth"], ["cv-writing"]],
    [["LinkedIn help", "graduates"], ["linkedin-optimization"]],
  ])("reads a short follow-up that completes the service just asked (%j)", (messages, services) => {
    const { lead } = converse(messages);
    expect(lead.services).toEqual(services);
  });

  it("does not switch service because of a passing question", () => {
    const { lead } = converse(["I need a CV", "how much is editing?"]);
    expect(lead.services).toEqual(["cv-writing"]);
  });

  it("stores the service as asked, and names it in the hand-over", () => {
    const { lead, last } = converse([
      "I want my LinkedIn profile optimised",
      "Wanjiru",
      "0712345678",
    ]);
    expect(lead.services).toEqual(["linkedin-optimization"]);
    expect(last.handOver?.message).toContain("I'd like help with LinkedIn Optimization.");
  });

  it("keeps two services in the order asked", () => {
    const { lead, replies, last } = converse([
      "I need both a CV and LinkedIn profile",
      "Otieno",
      "0712345678",
    ]);
    expect(lead.services).toEqual(["cv-writing", "linkedin-optimization"]);
    expect(replies[0]!.message).toContain(
      "CV Writing and LinkedIn Optimization are something we can help with",
    );
    expect(last.handOver?.message).toContain("help with CV Writing and LinkedIn Optimization.");
  });

  it("adds a service the visitor also wants later, and replaces one they correct", () => {
    const added = converse(["I need a CV", "I also want LinkedIn help"]);
    expect(added.lead.services).toEqual(["cv-writing", "linkedin-optimization"]);
    expect(added.last.message).toContain("Noted, LinkedIn Optimization as well.");
    const corrected = converse([
      "help with linkedin",
      "sorry, not LinkedIn, I meant a cover letter",
    ]);
    expect(corrected.lead.services).toEqual(["cover-letter"]);
    expect(corrected.last.message).toContain("switched that to Cover Letters");
  });

  it("asks for email when the phone is refused, and for any contact when both are", () => {
    const { replies, lead } = converse([
      "I need a CV",
      "Brian",
      "I'd rather not share my number",
      "skip",
      "ok fine brian@x.com",
    ]);
    expect(replies[2]!.message).toMatch(/No problem\..*What email address/);
    expect(replies[3]!.message).toMatch(/one way for the consultant to reach you/);
    expect(replies[4]!.handOver).not.toBeNull();
    expect(lead.email).toBe("brian@x.com");
  });

  it("re-asks with a hint when a phone number is incomplete", () => {
    const { replies, lead } = converse(["I need a CV", "Peter", "0712 34 56"]);
    expect(replies[2]!.message).toMatch(/doesn't look complete/);
    expect(replies[2]!.message).toMatch(/best phone number/);
    expect(lead.phone).toBeUndefined();
  });

  it("gives the hint in Swahili in a Swahili chat", () => {
    const { replies, lead } = converse(["Nataka CV tafadhali", "Wanjiru", "0712 34 56"]);
    expect(replies[2]!.message).toMatch(/Nambari hiyo haionekani kamili/);
    expect(replies[2]!.message).not.toMatch(/^That number/);
    expect(lead.phone).toBeUndefined();
  });

  it("answers questions from the knowledge base and then asks the next detail", () => {
    const { replies } = converse([
      "how much is linkedin?",
      "what are your hours?",
      "where are you located?",
      "how do I pay?",
    ]);
    // Prices come from content/packages.ts, hours from content/business.ts.
    expect(replies[0]!.message).toContain("LinkedIn Optimization prices: Basic KSh 3,500");
    expect(replies[0]!.message).toContain(
      "Great, LinkedIn Optimization is something we can help with",
    );
    expect(replies[1]!.message).toContain(
      "Monday - Friday 8:00 AM - 6:00 PM; Saturday 9:00 AM - 2:00 PM",
    );
    expect(replies[2]!.message).toContain("Kilimani, Nairobi");
    expect(replies[3]!.message).toContain("M-Pesa");
    // After two unanswered asks for the name it moves on (the dialogue policy, ADR 010).
    expect(replies[1]!.message).toMatch(/May I have your name/);
    expect(replies[2]!.message).toMatch(/best phone number/);
    expect(replies[3]!.message).toMatch(/best phone number/);
  });

  it("answers price questions for the service under discussion", () => {
    const { last } = converse(["I need my thesis edited", "how much?"]);
    expect(last.message).toContain("KSh 500 per page");
    expect(last.message).not.toContain("CV Writing prices");
  });

  it("understands Swahili and Sheng openers and answers in kind", () => {
    const { replies, lead } = converse(["Habari", "nataka CV", "naitwa Otieno", "0712345678"]);
    expect(replies[0]!.message).toMatch(/Karibu/);
    expect(replies[1]!.message).toMatch(/Jina lako ni nani/);
    expect(replies[2]!.message).toMatch(/Nimefurahi kukujua, Otieno/);
    expect(replies[3]!.handOver).not.toBeNull();
    expect(lead.services).toEqual(["cv-writing"]);

    const price = converse(["Niaje, bei gani?"]);
    expect(price.last.message).toContain("Beginner Package KSh 2,000");
  });

  it("collects optional details after the hand-over and accepts 'skip'", () => {
    const { replies, lead } = converse([
      "I'm Jane, need a CV, 0712345678",
      "I am a procurement officer at KenGen with 5 years experience",
      "skip",
      "asap",
      "my budget is 5k",
    ]);
    expect(replies[0]!.message).toMatch(/current role/);
    expect(replies[1]!.message).toMatch(/next career step/);
    expect(replies[2]!.message).toMatch(/No problem\..*How soon/);
    expect(lead).toMatchObject({
      currentRole: "Procurement Officer",
      company: "KenGen",
      yearsExperience: "5 years",
      urgency: "High (asap)",
      budget: "KSh 5,000",
    });
    expect(lead.careerGoal).toBeUndefined();
    // Optional details do not pop the hand-over again; asking for it does.
    expect(replies[1]!.handOver).toBeNull();
    const again = converse(["I'm Jane, need a CV, 0712345678", "ok take me to whatsapp"]);
    expect(again.last.handOver).not.toBeNull();
  });

  it("says sorry when it does not understand and repeats the question", () => {
    const { last } = converse(["hello", "purple monkey dishwasher"]);
    expect(last.message).toMatch(/didn't quite catch that.*Which service can we help you with/);
  });

  it("keeps the reply plain text", () => {
    const { last } = converse(["<script>alert(1)</script> I need a CV"]);
    expect(last.message).not.toContain("<script>");
  });
});
