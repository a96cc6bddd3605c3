import { describe, expect, it } from "vitest";
import { converse } from "../../tests/support/offline-conversation";
import { extractService } from "./extract/service";

/**
 * Ways real visitors write that the engine had not seen: titles around a name, Sheng
 * introductions, services added or changed later, a parent asking for a child, phone numbers
 * and emails written loosely. Each case plays the conversation the way POST /api/chat does.
 */
describe("names the way visitors give them", () => {
  it("keeps the name, not the title, in the lead and the hand-over", () => {
    const { lead, last } = converse(["I need a CV please", "Bw. Lemayian Saitoti", "0745 220 318"]);
    expect(lead).toMatchObject({ firstName: "Lemayian", lastName: "Saitoti" });
    expect(last.handOver?.message).toContain("Lemayian Saitoti");
  });

  it("drops the letters after a name", () => {
    const { lead } = converse(["cover letter", "Njambi Karuri CPA"]);
    expect(lead).toMatchObject({ firstName: "Njambi", lastName: "Karuri" });
  });

  it('reads the Sheng "ni mimi X" as the answer to the name question', () => {
    const { lead, replies } = converse(["nataka CV", "ni mimi Otieno Baraka", "0716 004 552"]);
    expect(lead).toMatchObject({ firstName: "Otieno", lastName: "Baraka" });
    expect(replies[1]!.message).toContain("Otieno");
    expect(replies[2]!.handOver).not.toBeNull();
  });

  it("reads an unprompted Swahili introduction", () => {
    const { lead, asked } = converse(["Habari, mimi ni Wanjala, nataka LinkedIn"]);
    expect(lead).toMatchObject({ firstName: "Wanjala", services: ["linkedin-optimization"] });
    expect(asked[0]).toBe("phone");
  });
});

describe("a parent addressed by a child's name", () => {
  it("keeps the address whole when it is all the visitor gives", () => {
    const { lead, last } = converse(["CV ya mwanangu tafadhali", "Mama Shiro", "0722 610 447"]);
    expect(lead).toMatchObject({ firstName: "Mama Shiro", services: ["cv-writing"] });
    expect(lead.lastName).toBeUndefined();
    expect(last.handOver?.message).toContain("Mama Shiro");
  });

  it("takes no name when the parent says whose parent they are", () => {
    const { lead, last } = converse([
      "My daughter needs a cover letter for a KRA internship",
      "I'm her father, Baba Njeri",
      "0733 402 118",
    ]);
    expect(lead.firstName).toBeUndefined();
    expect(last.handOver).not.toBeNull();
  });
});

describe("a name completed after a title and the surname", () => {
  it("takes the full name given after the surname alone", () => {
    const { lead, last } = converse([
      "I am Dr. Kiprop, my thesis needs proofreading",
      "Alice Kiprop",
      "alice.kiprop@ku.ac.ke",
    ]);
    expect(lead).toMatchObject({ firstName: "Alice", lastName: "Kiprop" });
    expect(last.handOver?.message).toContain("Alice Kiprop");
  });

  it("keeps the name when a bare reply is someone else's", () => {
    const { lead } = converse(["I'm Kiprop and I need a CV", "Alice Wanjiru"]);
    expect(lead).toMatchObject({ firstName: "Kiprop" });
  });

  it("reads the surname in capitals before a comma as the surname", () => {
    const { lead } = converse(["I need a cover letter", "MUTUA, Daniel", "0722 410 118"]);
    expect(lead).toMatchObject({ firstName: "Daniel", lastName: "Mutua" });
  });

  it('reads the Sheng "niite X" as the name', () => {
    const { lead, replies } = converse(["nataka CV", "Niite Kibet", "0722 410 118"]);
    expect(lead).toMatchObject({ firstName: "Kibet" });
    expect(lead.lastName).toBeUndefined();
    expect(replies[2]!.handOver).not.toBeNull();
  });
});

describe("a second service asked for later", () => {
  it.each([
    ["ooh and a cover letter too", ["cv-writing", "cover-letter"]],
    ["pia LinkedIn", ["cv-writing", "linkedin-optimization"]],
    ["can you also prepare me for interviews", ["cv-writing", "interview-coaching"]],
    ["plus linkedin", ["cv-writing", "linkedin-optimization"]],
    ["and LinkedIn as well", ["cv-writing", "linkedin-optimization"]],
  ])("adds %j after the phone was given", (message, services) => {
    const { lead, last } = converse(["I'd like a CV", "Halima", "0798 310 442", message]);
    expect(lead.services).toEqual(services);
    // Nothing else is taken from it: it is not the answer to "what's your current role?".
    expect(lead.currentRole).toBeUndefined();
    // "Pia LinkedIn" is answered in Swahili, as the visitor wrote.
    expect(last.message).toMatch(/as well|pia\./);
    expect(last.handOver).not.toBeNull();
  });

  it("adds a service given before the phone", () => {
    const { lead, last } = converse([
      "need a cv",
      "Halima",
      "plus a LinkedIn makeover",
      "0798310442",
    ]);
    expect(lead.services).toEqual(["cv-writing", "linkedin-optimization"]);
    expect(last.handOver).not.toBeNull();
  });
});

describe("a service changed", () => {
  it.each([
    ["actually no, just a cover letter", ["cover-letter"]],
    ["sorry, I meant LinkedIn only", ["linkedin-optimization"]],
    ["scratch that, interview coaching instead", ["interview-coaching"]],
    ["not the CV, only LinkedIn", ["linkedin-optimization"]],
    ["hold on, LinkedIn not CV", ["linkedin-optimization"]],
    ["sorry, I meant a cover letter, not CV", ["cover-letter"]],
    ["no wait, LinkedIn, not the CV", ["linkedin-optimization"]],
    ["can you swap the CV for a cover letter", ["cover-letter"]],
    ["hmm, my CV was done already, it's a cover letter I need", ["cover-letter"]],
    ["hapana, cover letter peke yake", ["cover-letter"]],
  ])("%j replaces the service, and is no answer to another question", (message, services) => {
    const { lead } = converse(["I'd like a CV", "Halima", "0798 310 442", message]);
    expect(lead.services).toEqual(services);
    expect(lead.currentRole).toBeUndefined();
  });

  it("keeps the services, and takes no role, when the visitor asks about another one", () => {
    const { lead, last } = converse([
      "I'd like a CV",
      "Halima",
      "0798 310 442",
      "how much is LinkedIn?",
    ]);
    expect(lead.services).toEqual(["cv-writing"]);
    expect(lead.currentRole).toBeUndefined();
    expect(last.message).toMatch(/KSh/);
  });

  it.each([
    "scratch the cover letter, not needed anymore",
    "no need for the cover letter after all",
    "remove the cover letter please",
  ])("%j drops that service, keeps the other and hands over again", (message) => {
    const { lead, last } = converse(["a CV and a cover letter", "Halima", "0798 310 442", message]);
    expect(lead.services).toEqual(["cv-writing"]);
    expect(last.message).toMatch(/CV Writing/);
    expect(last.handOver?.message).not.toContain("Cover");
  });

  it("asks for the service again when the only one is dropped", () => {
    const { lead, last, asked } = converse(["LinkedIn please", "Halima", "forget the LinkedIn"]);
    expect(lead.services).toBeUndefined();
    expect(last.message).toContain("taken LinkedIn Optimization off");
    expect(asked.at(-1)).toBe("services");
  });

  it.each([
    "badala yake nifanyie interview coaching",
    "Badala ya hiyo, nataka interview coaching",
    "interview coaching instead",
    "I'd rather have interview coaching",
    "rather interview coaching",
    "scrap that, interview coaching",
    "forget the LinkedIn, do interview coaching",
    "change it to interview coaching",
    "instead of that I want interview coaching",
    "I've changed my mind, I want interview coaching",
    "on second thought, interview coaching",
    "switch to interview coaching",
    "make it interview coaching",
    "nimebadilisha mawazo, nataka interview coaching",
    "badilisha iwe interview coaching",
    "rather interview coaching than the LinkedIn",
    "Forget about the LinkedIn, I want interview coaching",
    "wacha LinkedIn, nataka interview coaching",
    "achana na LinkedIn, nifanyie interview coaching",
  ])("%j swaps the service asked before, after the name and before the phone", (message) => {
    const { lead, last } = converse([
      "LinkedIn optimisation",
      "Wanjiru Kamau",
      message,
      "0711 402 886",
    ]);
    expect(lead.services).toEqual(["interview-coaching"]);
    expect(last.handOver?.message).not.toContain("LinkedIn");
  });

  it("replaces before the phone too", () => {
    const { lead } = converse(["I'd like a CV", "Halima", "oh wait, I meant a cover letter"]);
    expect(lead.services).toEqual(["cover-letter"]);
  });
});

describe("services asked in other words", () => {
  it("takes a search for an attachment, in Swahili, as the youth programmes", () => {
    const { lead, last } = converse([
      "mimi ni mwanafunzi wa chuo, natafuta attachment ya hospitali",
      "Naitwa Neema Chepkoech",
      "0711 420 775",
    ]);
    expect(lead.services).toEqual(["youth-programs"]);
    expect(last.handOver).not.toBeNull();
  });

  it("takes both a cover letter and interview coaching asked in Sheng", () => {
    const { lead } = converse([
      "nataka cover letter, pia coaching ya interview",
      "Otis",
      "0711 420 775",
    ]);
    expect(lead.services).toEqual(["cover-letter", "interview-coaching"]);
  });

  it("takes a CV and career guidance asked in other words, in the order asked", () => {
    const { lead } = converse([
      "I'm a nurse, I need a CV and some guidance on which career to go into next",
      "Otis",
      "0711 420 775",
    ]);
    expect(lead.services).toEqual(["cv-writing", "professional-development"]);
  });

  it("stores no service the visitor declined inside a long story", () => {
    const story = [
      "I have worked in a supermarket for five years and a cousin in Qatar says they are hiring.",
      "I don't have LinkedIn and I don't think I need it, so just the CV and the cover letter.",
      "I am Zuhura Bakari, whatsapp 0722 614 330.",
    ].join(" ");
    const { lead } = converse([story]);
    expect(lead.services).toEqual(["cv-writing", "cover-letter"]);
  });

  it("does not add a CV only mentioned in a career-change story", () => {
    const story = [
      "After twelve years in banking I want a career change into farming consultancy.",
      "My old CV was updated last year. I need coaching on how to make the move.",
      "My name is Peris Mumbi, 0722 614 330.",
    ].join(" ");
    const { lead } = converse([story]);
    expect(lead.services).toEqual(["professional-development"]);
  });
});

describe("a buyer writing for an organisation", () => {
  it("takes the contact person and the organisation from one letter", () => {
    const { lead, last } = converse([
      "Dear Sir/Madam, we are Baraka Dairy Cooperative in Nyahururu. We would like a team building workshop for our 35 staff. Kind regards, Lilian Wambui Maina, Admin Officer, 0722 318 640",
    ]);
    expect(lead).toMatchObject({
      firstName: "Lilian",
      lastName: "Wambui Maina",
      company: "Baraka Dairy Cooperative",
      services: ["corporate-training"],
    });
    expect(last.handOver?.message).toContain("Lilian Wambui Maina");
  });

  it("takes the contact person named after their role", () => {
    const { lead } = converse([
      "We're Pwani Fresh Produce, planning a staff retreat in Kilifi",
      "Looking for a motivational speaker for 60 staff",
      "Please call our HR officer, Amina Said on 0711 650 223",
    ]);
    expect(lead).toMatchObject({
      firstName: "Amina",
      lastName: "Said",
      company: "Pwani Fresh Produce",
      phone: "+254711650223",
    });
  });
});

describe("an interview named in one message, coaching asked for in another", () => {
  it("adds the coaching when the visitor asks to be got ready for it", () => {
    const { lead, replies } = converse([
      "I need a CV, there is also an interview at KRA next week",
      "Achieng Oloo",
      "can you get me ready for it?",
      "0722 504 118",
    ]);
    expect(lead.services).toEqual(["cv-writing", "interview-coaching"]);
    expect(replies[2]!.message).toContain("Interview Coaching as well");
  });

  it("adds nothing when no interview was named", () => {
    const { lead } = converse(["I need a CV", "Achieng Oloo", "can you get it ready for Friday?"]);
    expect(lead.services).toEqual(["cv-writing"]);
  });
});

describe("contact details written loosely", () => {
  it("reads a phone written with commas and hands over", () => {
    const { lead, last } = converse(["LinkedIn help", "Auma", "0711,903,264"]);
    expect(lead.phone).toBe("+254711903264");
    expect(last.handOver).not.toBeNull();
  });

  it.each([
    ["O724 306 915", "+254724306915"],
    ["zero seven two four, three zero six, nine one five", "+254724306915"],
  ])("reads the phone %j and hands over", (message, phone) => {
    const { lead, last } = converse(["a cover letter please", "Auma", message]);
    expect(lead.phone).toBe(phone);
    expect(last.handOver).not.toBeNull();
  });

  it("sets a mistyped provider right and tells the visitor", () => {
    const { lead, last } = converse(["cv", "Auma", "auma.k@yahooo.com"]);
    expect(lead.email).toBe("auma.k@yahoo.com");
    expect(last.message).toContain("auma.k@yahoo.com (I set the spelling of the provider right");
    expect(last.handOver?.message).toContain("auma.k@yahoo.com");
  });

  it("keeps the address as typed when the visitor insists", () => {
    const { lead } = converse([
      "cv",
      "Auma",
      "auma.k@yahooo.com",
      "no, it really is auma.k@yahooo.com",
    ]);
    expect(lead.email).toBe("auma.k@yahooo.com");
  });

  it("reads a spelt-out email", () => {
    const { lead, last } = converse(["cv", "Auma", "auma dot kerubo at gmail dot com"]);
    expect(lead.email).toBe("auma.kerubo@gmail.com");
    expect(last.handOver).not.toBeNull();
  });
});

describe("a parent or relative asking for someone else", () => {
  it("takes the service and asks the visitor's own name", () => {
    const { lead, replies } = converse([
      "my daughter needs a CV",
      "Philomena Achieng",
      "0702 551 830",
    ]);
    expect(lead).toMatchObject({
      firstName: "Philomena",
      lastName: "Achieng",
      phone: "+254702551830",
      services: ["cv-writing"],
    });
    expect(replies[0]!.message).toMatch(/May I have your name/);
    expect(replies[2]!.handOver).not.toBeNull();
  });

  it.each([
    "Hello, my son Tobias needs a cover letter",
    "It's for my nephew, his name is Tobias, he wants a cover letter",
    "cover letter for my grandson Tobias",
    "my child's name is Tobias and he needs a cover letter",
  ])("does not take the child's name from %j", (message) => {
    const { lead } = converse([message]);
    expect(lead.firstName).toBeUndefined();
    expect(lead.services).toEqual(["cover-letter"]);
  });

  it("takes the name a parent gives after saying whose parent they are", () => {
    const { lead } = converse([
      "for my nephew, he needs a CV",
      "I'm his aunt Consolata",
      "0704 118 226",
    ]);
    expect(lead).toMatchObject({ firstName: "Consolata", phone: "+254704118226" });
  });

  it("does not take whose parent the visitor is for a name", () => {
    const { lead } = converse(["I'm Wekesa's dad, he wants LinkedIn"]);
    expect(lead.firstName).toBeUndefined();
    expect(lead.services).toEqual(["linkedin-optimization"]);
  });

  it("takes the visitor's own name given beside the child's", () => {
    const { lead } = converse(["My son's name is Tobias, I'm Gladys. He needs a cover letter"]);
    expect(lead).toMatchObject({ firstName: "Gladys", services: ["cover-letter"] });
  });
});

describe("services and names in a long or hesitant message", () => {
  it("reads a name and a request from the middle of a long story", () => {
    const story = `${"I studied accounting and worked in a sacco for some years, then at a school. ".repeat(12)}My name is Halima Dube, by the way. What I need is a cover letter for an audit job. ${"The sacco closed and since then I have been looking for work in many places. ".repeat(8)}`;
    expect(story.length).toBeLessThanOrEqual(2000);
    const { lead } = converse([story]);
    expect(lead).toMatchObject({
      firstName: "Halima",
      lastName: "Dube",
      services: ["cover-letter"],
    });
  });

  it("takes no hesitation as the name, and a service done already as dropped", () => {
    const { lead } = converse([
      "Can you edit my dissertation?",
      "Umm wait, it has already been edited by my lecturer. I'd rather have a LinkedIn profile",
      "Moses Tanui",
    ]);
    expect(lead).toMatchObject({
      firstName: "Moses",
      lastName: "Tanui",
      services: ["linkedin-optimization"],
    });
  });
});

describe("a name corrected", () => {
  it.each([
    ["sorry, it's Kelvin not Kevlin", "Kelvin"],
    ["*Kelvin", "Kelvin"],
    ["Kelvin*", "Kelvin"],
    ["not Kevlin, Kelvin", "Kelvin"],
    ["oops Kelvin*", "Kelvin"],
    // A correction said in words, the right spelling one typo from the one given.
    ["my bad, Kelvin", "Kelvin"],
    ["Kelvin, I meant", "Kelvin"],
  ])("%j replaces the mistyped word and keeps the rest", (message, firstName) => {
    const { lead, last } = converse(["CV", "Kevlin Mutiso", message]);
    expect(lead).toMatchObject({ firstName, lastName: "Mutiso" });
    expect(last.message).toContain("Kelvin Mutiso");
  });

  it("corrects a surname the same way", () => {
    const { lead } = converse(["CV", "Kelvin Mutsio", "*Mutiso"]);
    expect(lead).toMatchObject({ firstName: "Kelvin", lastName: "Mutiso" });
  });
});

describe("a service word misspelt or in Swahili", () => {
  it.each([
    ["my curriculm vitae needs work", ["cv-writing"]],
    ["help with my lnkedin", ["linkedin-optimization"]],
    ["nina usaili Jumatatu", ["interview-coaching"]],
  ])("%j is the service asked for", (message, services) => {
    const { lead, asked } = converse([message]);
    expect(lead.services).toEqual(services);
    expect(asked[0]).toBe("firstName");
  });
});

describe("training asked for a number of staff", () => {
  it("is corporate training, and the headcount reaches the consultant", () => {
    const { lead, last } = converse([
      "Good morning, we need customer care training for 18 loan officers",
      "Wairimu Gathoni",
      "0733 640 215",
    ]);
    expect(lead.services).toEqual(["corporate-training"]);
    expect(lead.specificChallenge).toBe("Training for 18 loan officers");
    expect(last.handOver?.message).toContain("18 loan officers");
  });
});

describe("greetings and acknowledgements are never a name", () => {
  it("opens with a Swahili greeting and gives the name later", () => {
    const { lead, last } = converse([
      "Jambo",
      "nahitaji CV",
      "Shikamoo, Mzee Kiprono Rotich",
      "0722 118 940",
    ]);
    expect(lead).toMatchObject({ firstName: "Kiprono", lastName: "Rotich" });
    expect(last.handOver?.message).toContain("Kiprono Rotich");
  });

  it.each(["ok sure", "I'll take both", "Sawa sawa"])(
    "%j in reply to the name question is no name, and the lead still reaches the hand-over",
    (reply) => {
      const { lead, last } = converse(["CV and cover letter please", reply, "0711 604 227"]);
      expect(lead.firstName).toBeUndefined();
      expect(lead.services).toEqual(["cv-writing", "cover-letter"]);
      expect(last.handOver).not.toBeNull();
    },
  );
});

describe("a thank-you is no answer", () => {
  it("does not take thanks for the role asked after the hand-over", () => {
    const { lead } = converse(["cover letter", "Barasa", "0711 604 227", "asante sana!"]);
    expect(lead.currentRole).toBeUndefined();
  });
});

describe("a name in labelled parts", () => {
  it.each([
    "Wafula (surname), Brian (first name)",
    "first name Brian last name Wafula",
    "Brian is my first name, Wafula my surname",
  ])("hands over under the given name and the surname from %j", (reply) => {
    const { lead, last } = converse(["I need a CV", reply, "0733 118 402"]);
    expect(lead).toMatchObject({ firstName: "Brian", lastName: "Wafula" });
    expect(last.handOver?.message).toContain("Brian Wafula");
  });
});

describe("a first name that is also an English word", () => {
  it.each([
    ["Will Kamau", "Will"],
    ["Sunday Okello", "Sunday"],
    ["Happy Njeri", "Happy"],
    ["Hope", "Hope"],
  ])("reads %j as the name, not as a question or a topic", (reply, firstName) => {
    const { lead, replies, last } = converse(["I need a CV", reply, "0733 118 402"]);
    expect(lead.firstName).toBe(firstName);
    // "Sunday" is the visitor, not a question about the opening hours.
    expect(replies[1]!.message).not.toMatch(/hours/i);
    expect(replies[1]!.message).toMatch(/best phone number/);
    expect(last.handOver?.message).toContain(firstName);
  });

  it("reads the name given after the phone", () => {
    const { lead, replies } = converse(["I need a CV", "0733 118 402", "Sunday Okello"]);
    expect(lead).toMatchObject({ firstName: "Sunday", lastName: "Okello" });
    expect(replies[2]!.message).not.toMatch(/hours/i);
  });

  it("still answers a question about Sunday hours", () => {
    const { replies } = converse(["I need a CV", "are you open on Sunday?"]);
    expect(replies[1]!.message).toMatch(/Sunday and public holidays: closed/);
  });
});

describe("a training named by its topic", () => {
  it.each(["team building training", "sales training", "staff retreat facilitation"])(
    "takes %j for corporate training without asking the service",
    (first) => {
      const { lead, asked, last } = converse([first, "Kevin", "0733 118 402"]);
      expect(asked[0]).toBe("firstName");
      expect(lead.services).toEqual(["corporate-training"]);
      expect(last.handOver?.message).toContain("Corporate Training");
    },
  );
});

describe("a visitor abroad who names the country before giving the number", () => {
  it.each([
    [["I need a CV, I'm in London", "Kevin Otieno", "07911 123456"], "+447911123456"],
    [["I'm in Texas and need a CV", "Kevin", "(512) 555-0199"], "+15125550199"],
    [["CV please. I work in Doha", "Amina", "3312 3456"], "+97433123456"],
    [["I'm in Kampala, need LinkedIn help", "Brian", "0772 123 456"], "+256772123456"],
    [["I'm in Bristol, CV please", "Mary Wanjiku", "07700 900 123"], "+447700900123"],
    [["In Doha, a CV for a driver job", "Peter", "3312 3456"], "+97433123456"],
  ])("%j", (messages, phone) => {
    const { lead, last } = converse(messages);
    expect(lead.phone).toBe(phone);
    expect(last.handOver).not.toBeNull();
  });

  it("keeps a Kenyan number Kenyan after a place abroad was named", () => {
    const { lead } = converse(["I studied in the UK, now I need a CV", "Kevin", "0722 415 880"]);
    expect(lead.phone).toBe("+254722415880");
  });
});

describe("a phone number set right in part", () => {
  it.each([
    ["sorry, last digit is 7", "+254712345677"],
    ["the last two digits should be 90", "+254712345690"],
    ["oops, 0722 not 0712", "+254722345678"],
  ])("%j updates the number and brings a fresh hand-over", (fix, phone) => {
    // Bound to the browser, so the fresh hand-over repeats the details (ADR 019).
    const { lead, last } = converse(["I need a CV", "Kevin", "0712 345 678", fix], "s-1", true);
    expect(lead.phone).toBe(phone);
    expect(last.message).toContain(`Updated: ${phone}`);
    expect(last.handOver?.message).toContain(phone);
  });
});

describe("a service named by what is not happening", () => {
  it.each([
    ["my profile gets no views", "LinkedIn Optimization"],
    ["recruiters never call back", "CV Writing"],
    ["I feel stuck in my career", "Professional Development"],
  ])("%j is taken without asking the service", (first, name) => {
    const { asked, last } = converse([first, "Kevin", "0733 118 402"]);
    expect(asked[0]).toBe("firstName");
    expect(last.handOver?.message).toContain(name);
  });
});

describe('"both" or "all of them" after services were named', () => {
  it.each([
    [["what's the difference between a CV and a cover letter?", "ok both then"]],
    [["CV au cover letter?", "zote mbili"]],
    [["I need a CV", "Kevin", "how much is a cover letter?", "both please"]],
  ])("%j takes every service named, and no name from it", (messages) => {
    const { lead } = converse(messages);
    expect(lead.services).toEqual(["cv-writing", "cover-letter"]);
    expect(["Kevin", undefined]).toContain(lead.firstName);
  });

  it("takes the services of the last question answered", () => {
    const { lead, last } = converse([
      "I need a CV",
      "Kevin",
      "how much is LinkedIn and a cover letter?",
      "both please",
      "0712 345 678",
    ]);
    expect(lead.services).toEqual(["cv-writing", "linkedin-optimization", "cover-letter"]);
    expect(last.handOver).not.toBeNull();
  });

  it.each(["both", "all of them", "vyote"])("names no one with %j", (reply) => {
    const { lead } = converse(["I need a CV", reply]);
    expect(lead.firstName).toBeUndefined();
  });
});

describe("the name given a question late", () => {
  it.each([
    [["I need a CV", "how much is it?", "ok", "kevin otieno", "0712 345 678"]],
    [["I need a CV", "what's the price?", "hmm", "kevin otieno"]],
  ])("takes the name in lower case after the name question was left: %j", (messages) => {
    const { lead } = converse(messages);
    expect(lead).toMatchObject({ firstName: "Kevin", lastName: "Otieno" });
  });

  it.each(["hold on", "5 years", "one sec"])("never takes %j for a name", (reply) => {
    const { lead } = converse(["I need a CV", reply, "0712 345 678"]);
    expect(lead.firstName).toBeUndefined();
  });

  it("does not take a role answered in lower case for a name", () => {
    const { lead } = converse(["I need a CV", "how much is it?", "ok", "accountant"]);
    expect(lead.firstName).toBeUndefined();
  });
});

describe("a phone number no region the chat points to reads", () => {
  const start = ["I need a LinkedIn profile", "Achieng"];

  it("asks once, naming the problem, instead of storing a guess", () => {
    const { last, lead, asked } = converse([...start, "0733 5210 468"]);
    expect(lead.phone).toBeUndefined();
    expect(last.handOver).toBeNull();
    expect(last.message).toContain(
      "A Kenyan mobile has 10 digits: is 0733 5210 468 a UK number, or could you check it?",
    );
    expect(asked.at(-1)).toBe("phone");
  });

  it.each(["yes UK", "it's a UK number", "ndio", "Yes, I live in Britain"])(
    "stores the number abroad when the visitor confirms it with %j",
    (reply) => {
      const { last, lead } = converse([...start, "0733 5210 468", reply]);
      expect(lead.phone).toBe("+447335210468");
      expect(last.handOver?.message).toContain("+447335210468");
    },
  );

  it("stores the Kenyan number the visitor sets right", () => {
    const { last, lead } = converse([...start, "0733 5210 468", "sorry 0733 521 046"]);
    expect(lead.phone).toBe("+254733521046");
    expect(last.handOver).not.toBeNull();
  });

  it("moves on to the email after a second unreadable answer", () => {
    const { lead, asked, last } = converse([...start, "0733 5210 468", "hmm what"]);
    expect(lead.phone).toBeUndefined();
    expect(asked.at(-1)).toBe("email");
    expect(last.message).not.toContain("0733 5210 468");
  });

  it("asks about a number given unprompted, twice at most, then moves on", () => {
    const { asked, replies, lead } = converse([
      "Hi, Achieng here, I need a LinkedIn profile, 0733 5210 468",
      "what?",
      "I don't understand",
      "achieng@gmail.com",
    ]);
    expect(replies[0]!.message).toContain("is 0733 5210 468 a UK number");
    expect(replies[1]!.message).toContain("is 0733 5210 468 a UK number");
    expect(asked.slice(0, 3)).toEqual(["phone", "phone", "email"]);
    expect(lead).toMatchObject({ email: "achieng@gmail.com" });
    expect(lead.phone).toBeUndefined();
  });

  it("hands over on the email and asks about the number after it", () => {
    // Bound to the browser (ADR 019): the fresh hand-over repeats the details.
    const { replies, lead } = converse(
      ["CV please, I'm Achieng, achieng@gmail.com, 0733 5210 468", "yes uk"],
      "session-test-1",
      true,
    );
    expect(replies[0]!.handOver).not.toBeNull();
    expect(replies[0]!.message).toContain("is 0733 5210 468 a UK number");
    expect(lead.phone).toBe("+447335210468");
    expect(replies[1]!.handOver?.message).toContain("+447335210468");
  });

  it("asks to check a number that is a mobile nowhere", () => {
    const { last, lead } = converse([...start, "0733 521 04"]);
    expect(lead.phone).toBeUndefined();
    expect(last.message).toContain("A Kenyan mobile has 10 digits: could you check 0733 521 04?");
  });
});

describe("a name given unasked between a greeting and a request", () => {
  it("takes the name and asks for the phone next", () => {
    const { lead, asked, last } = converse(["Hello, Wanjiku Kamau. I'd like a LinkedIn profile"]);
    expect(lead).toMatchObject({ firstName: "Wanjiku", lastName: "Kamau" });
    expect(last.message).toContain("Nice to meet you, Wanjiku!");
    expect(asked[0]).toBe("phone");
  });

  it("asks for the name when the greeting is followed by the request alone", () => {
    const { lead, asked } = converse(["Hi, cover letter please"]);
    expect(lead.firstName).toBeUndefined();
    expect(asked[0]).toBe("firstName");
  });
});

describe("a pleasantry beside an answer", () => {
  it("takes the name and answers the pleasantry briefly", () => {
    const { lead, last, asked } = converse(["Interview coaching please", "Njoroge and you?"]);
    expect(lead.firstName).toBe("Njoroge");
    expect(last.message).toMatch(/^I'm well, thanks for asking! Nice to meet you, Njoroge!/);
    expect(last.message).not.toContain("didn't quite catch");
    expect(asked.at(-1)).toBe("phone");
  });

  it("answers a Swahili pleasantry in Swahili", () => {
    const { last } = converse(["nataka CV", "Zawadi, na wewe je?"]);
    expect(last.message).toContain("Niko salama, asante!");
  });

  it("answers a pleasantry that opens a chat, then asks the first question", () => {
    const { last, asked } = converse(["hello, how are you today?"]);
    expect(last.message).toContain("I'm well, thanks for asking!");
    expect(asked[0]).toBe("services");
  });
});

describe("a rank before the name", () => {
  it("greets and hands over under the name, the rank dropped", () => {
    const { lead, replies } = converse([
      "CV for a security manager job",
      "Colonel Chelimo",
      "0721 500 318",
    ]);
    expect(lead.firstName).toBe("Chelimo");
    expect(lead.lastName).toBeUndefined();
    expect(replies[1]!.message).toContain("Nice to meet you, Chelimo!");
  });

  it("keeps the rank as the first name when the visitor gives it as the name", () => {
    const { lead } = converse(["CV please", "my name is Captain Wafula"]);
    expect(lead).toMatchObject({ firstName: "Captain", lastName: "Wafula" });
  });
});

describe("openings that ask without naming a service", () => {
  it.each([
    "I would like to know your prices",
    "I wanted to know your rates",
    "let me know your charges",
  ])("answers %j with the prices", (message) => {
    const { last } = converse([message]);
    expect(last.message).toContain("KSh");
    expect(last.message).not.toContain("didn't quite catch");
  });

  it.each(["i need help", "can you help me", "nahitaji msaada"])(
    "asks which service for %j, without saying it did not understand",
    (message) => {
      const { last, asked } = converse([message]);
      expect(last.message).not.toMatch(/didn't quite catch|sijaelewa/);
      expect(asked[0]).toBe("services");
    },
  );
});

describe("a number written with its country code that is no number", () => {
  it("asks to check it once, naming it", () => {
    const { last, lead } = converse(["Hallo, can you do a CV for me? My number +44 7700 900123"]);
    expect(lead.phone).toBeUndefined();
    expect(last.message).toContain(
      "+44 7700 900123 doesn't read as a phone number: could you check it?",
    );
  });
});

describe("a curly apostrophe in the reply to the name question", () => {
  it("keeps the name and asks for the phone next", () => {
    const { lead, asked } = converse(["CV please", "Ng’ang’a Kamau"]);
    expect(lead).toMatchObject({ firstName: "Ng'ang'a", lastName: "Kamau" });
    expect(asked.at(-1)).toBe("phone");
  });
});

describe("a Sheng diminutive on the service", () => {
  it.each([
    "Niaje boss, nataka ka-CV fiti",
    "nisaidie na ka-cover letter",
    "ka-linkedin profile tu",
  ])("reads the service in %j", (message) => {
    const { lead, asked } = converse([message]);
    expect(lead.services?.length).toBe(1);
    expect(asked[0]).toBe("firstName");
  });
});

describe("a question about the assistant itself", () => {
  it.each(["who are you?", "is this a bot?", "am I talking to a real person", "wewe ni robot?"])(
    "answers %j and asks the pending question again",
    (message) => {
      const { last, asked } = converse(["I need a CV", message]);
      expect(last.message).toContain("virtual assistant");
      expect(last.message).not.toMatch(/didn't quite catch|sijaelewa/);
      expect(asked.at(-1)).toBe("firstName");
    },
  );
});

describe("a phone number typed again in reply to an optional question", () => {
  it("is no answer to the question and stores no detail", () => {
    const { lead, last } = converse(["I need a CV", "Ann", "0722 123 123", "0722 123 123"]);
    expect(lead.currentRole).toBeUndefined();
    expect(last.message).toContain("+254722123123");
  });

  it.each(["ann.w@gmail.com", "0733 444 555"])(
    "stores the new contact %j and no detail from it",
    (reply) => {
      const { lead } = converse(["I need a CV", "Ann", "0722 123 123", reply]);
      expect(lead.currentRole).toBeUndefined();
    },
  );
});

describe("'later' is a farewell only as one", () => {
  it("reads 'cover later' as a cover letter, not a goodbye", () => {
    const { lead, last } = converse(["cover later"]);
    expect(lead.services).toEqual(["cover-letter"]);
    expect(last.message).not.toContain("Have a great day");
  });

  it.each(["I will share later", "maybe later", "I'll send it later"])(
    "takes %j to the phone question as not now: the email is asked next",
    (reply) => {
      const { asked, last } = converse(["I need a CV", "Ann", reply]);
      expect(last.message).not.toContain("Have a great day");
      expect(asked.at(-1)).toBe("email");
    },
  );

  it.each(["talk later", "bye, later"])("still says goodbye to %j", (reply) => {
    const { last } = converse(["I need a CV", reply]);
    expect(last.message).toContain("Have a great day");
  });
});

describe("a bare no to an optional question", () => {
  it.each(["no", "Nope.", "hapana", "none", "n/a"])(
    "declines the detail with %j, and stores nothing for it",
    (reply) => {
      const { lead, last, asked } = converse(["I need a CV", "Ann", "0722 123 123", reply]);
      expect(lead.currentRole).toBeUndefined();
      expect(last.message).toMatch(/^(No problem|Sawa, hakuna shida)/);
      expect(asked.at(-1)).toBe("yearsExperience");
    },
  );

  it("still lets a no to the number check be asked once more", () => {
    const { asked, last } = converse(["CV please, I'm Ann, 0733 5210 468", "no"]);
    expect(asked.at(-1)).toBe("phone");
    expect(last.message).toContain("0733 5210 468");
  });
});

describe("a reply of emoji alone", () => {
  it.each(["👍", "🙏🏾", "😊😊"])(
    "is no failed answer: %j gets the question, not an apology",
    (reply) => {
      const { last } = converse(["I need a CV", "Ann", "0722 123 123", reply]);
      expect(last.message).not.toContain("didn't quite catch");
    },
  );
});

describe("a detail declined with a bare no", () => {
  it("is never asked again later in the chat", () => {
    const { asked } = converse(["I need a CV", "Ann", "0722 123 123", "no", "5 years", "soon"]);
    expect(asked.slice(3)).not.toContain("currentRole");
  });
});

describe("a name typed as a handle", () => {
  it("is taken, and the phone asked next", () => {
    const { lead, asked } = converse(["I need a CV", "brian_otieno"]);
    expect(lead).toMatchObject({ firstName: "Brian", lastName: "Otieno" });
    expect(asked.at(-1)).toBe("phone");
  });
});

describe("a service added with 'add' or 'include'", () => {
  it.each(["actually add linkedin", "please include a cover letter", "ongeza LinkedIn"])(
    "%j keeps the CV and adds the other",
    (reply) => {
      const { lead } = converse(["I need a CV", "Ann", "0722 123 123", reply]);
      expect(lead.services?.[0]).toBe("cv-writing");
      expect(lead.services).toHaveLength(2);
    },
  );
});

describe("a question in reply to an optional question", () => {
  it.each(["how much will all that cost?", "what happens next?", "can I pay later?"])(
    "%j is answered and stores no detail",
    (reply) => {
      const { lead } = converse(["I need a CV", "Ann", "0722 123 123", reply]);
      expect(lead.currentRole).toBeUndefined();
    },
  );
});

describe("a service chosen by its place in the list", () => {
  it.each([
    ["1", "cv-writing"],
    ["the first one", "cv-writing"],
    ["number 3", "linkedin-optimization"],
    ["option 2 please", "cover-letter"],
    ["the 4th", "interview-coaching"],
  ])("%j after the services question", (reply, service) => {
    const { lead, asked } = converse(["hi", reply]);
    expect(lead.services).toEqual([service]);
    expect(asked.at(-1)).toBe("firstName");
  });

  it("is no choice when the services question was not asked", () => {
    const { lead } = converse(["I need a CV", "Ann", "0722 123 123", "2"]);
    expect(lead.services).toEqual(["cv-writing"]);
  });
});

describe("a phone number sent in two messages", () => {
  it("joins the rest of the number to the digits sent before it and hands over", () => {
    const { lead, last } = converse(["cover letter please", "Wairimu Gachanja", "0733 618", "204"]);
    expect(lead.phone).toBe("+254733618204");
    expect(last.handOver).not.toBeNull();
  });

  it("never joins a number to a message that holds words", () => {
    const { lead } = converse(["CV please", "Wairimu Gachanja", "0733 618", "I am 24"]);
    expect(lead.phone).toBeUndefined();
  });
});

describe("services turned down, put off, asked for in Sheng or by purpose", () => {
  it.each([
    // Put off however the clause between runs, said of the one just named.
    [
      "A CV and coaching for interviews. LinkedIn perhaps once I am employed, not now.",
      ["cv-writing", "interview-coaching"],
    ],
    ["LinkedIn nimeskia ni poa, lakini hiyo achana nayo. Nataka tu CV", ["cv-writing"]],
    ["cover letter niko nayo, hiyo sitaki. nataka LinkedIn", ["linkedin-optimization"]],
    // Sheng verbs of drilling or readying someone for an interview ask for the coaching.
    [
      "nichorewe CV kisha mnipange vizuri kwa interview ya bank",
      ["cv-writing", "interview-coaching"],
    ],
    ["nataka kupigwa msasa ya interview", ["interview-coaching"]],
    // A document that exists, asked to be written again beside another service.
    [
      "Staff training for our 15 cashiers. Also our HR manual is old, we need it revised.",
      ["corporate-training", "business-writing"],
    ],
    // Short forms and Swahili editing words.
    ["cv + c/l", ["cv-writing", "cover-letter"]],
    ["naomba mnisahihishie makosa ya sarufi kwenye ripoti", ["editing"]],
    ["our firm was prequalified and we need the documents on our experience", ["business-writing"]],
    // A service set against the rest and given a later time is put off; "hapana" ending its
    // clause refuses what came before it.
    ["LinkedIn and a CV, but the LinkedIn next year", ["cv-writing"]],
    ["hiyo cover letter hapana, nataka CV tu", ["cv-writing"]],
    ["cv + li + cl", ["cv-writing", "linkedin-optimization", "cover-letter"]],
    // Purposes and documents under other names.
    ["The lender wants a plan showing how my shop makes money", ["business-writing"]],
    ["can you do speech writing for our chairman", ["business-writing"]],
    ["our organisation profile needs updating", ["business-writing"]],
    ["We need a workshop for our management committee on budgeting", ["corporate-training"]],
    // The kind of interview faced is no service of its own; a Sheng verb of proofreading.
    ["I have a promotion interview so I need coaching", ["interview-coaching"]],
    ["nina essay inahitaji kuproofreadiwa leo", ["editing"]],
    // "Never mind" after a question takes back the question, not the service it named.
    ["Do you write cover letters? Never mind, I know you do. I want one", ["cover-letter"]],
  ])("%j asks for %j", (message, services) => {
    const { lead } = converse([message]);
    expect(lead.services).toEqual(services);
  });
});

describe("two services named in a Swahili reply", () => {
  it('joins them with "na", not the English "and"', () => {
    const { replies } = converse(["Naomba CV na barua ya maombi"]);
    expect(replies[0]!.message).toContain("CV Writing na Cover Letters");
  });
});

describe("a name in capitals or sent in two messages", () => {
  it("reads a name in capitals with a middle initial", () => {
    const { lead } = converse(["I NEED LINKEDIN", "WANJIKU M. KAMAU", "0722 118 640"]);
    expect(lead).toMatchObject({ firstName: "Wanjiku", lastName: "M. Kamau" });
  });

  it("takes a surname sent alone right after the first name", () => {
    const { lead, last } = converse(["cv", "Brenda", "Achieng", "0711 402 335"]);
    expect(lead).toMatchObject({ firstName: "Brenda", lastName: "Achieng" });
    expect(last.handOver?.message).toContain("Brenda Achieng");
  });

  it("never takes a place sent after the first name as the surname", () => {
    const { lead } = converse(["cv", "Brenda", "Nairobi"]);
    expect(lead.lastName).toBeUndefined();
  });
});

describe("a promotion interview, a page to go with the CV, a profile for a business", () => {
  it.each([
    ["Can you coach someone for promotion interviews?", ["interview-coaching"]],
    ["I want coaching for teaching interviews at TSC", ["interview-coaching"]],
    ["I need something to attach with my CV when I apply to KenGen", ["cover-letter"]],
    ["a one page thing I send along with my resume", ["cover-letter"]],
    ["biashara yetu ya salon inahitaji profile nzuri", ["business-writing"]],
    ["we want a profile for our cleaning company", ["business-writing"]],
    ["Nilikuwa nataka cover letter, lakini sasa nataka tu CV", ["cv-writing"]],
  ])("reads %j", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });

  it.each([
    [
      "we need a strategic plan and a team building day for our staff",
      ["business-writing", "corporate-training"],
    ],
    ["I want a new business plan and my CV redone", ["business-writing", "cv-writing"]],
  ])("keeps a new document asked for beside another service: %j", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });

  it("keeps a LinkedIn profile the visitor's own", () => {
    expect(extractService("our company asked us to fix our LinkedIn profiles")?.services).toEqual([
      "linkedin-optimization",
    ]);
  });
});

describe("a name after a mistyped naitwa, or a first name that is an English word", () => {
  it.each([
    ["naitw Zawadi Mwikali", "Zawadi", "Mwikali"],
    ["ninaitw Halima Bakari", "Halima", "Bakari"],
    ["niatwa Kazungu Baya", "Kazungu", "Baya"],
  ])("reads %j", (text, firstName, lastName) => {
    const { lead } = converse(["nataka CV", text, "0722 903 114"]);
    expect(lead).toMatchObject({ firstName, lastName });
  });

  it("never takes someone else called so as the visitor", () => {
    const { lead } = converse(["nataka CV", "anaitwa Zawadi Mwikali ndiye alinituma"]);
    expect(lead.firstName).toBeUndefined();
  });

  it("reads Job with a surname and an organisation as the name", () => {
    const { lead } = converse([
      "staff training please",
      "Job Wekesa, Bungoma Grain Millers",
      "0733 610 245",
    ]);
    expect(lead).toMatchObject({ firstName: "Job", lastName: "Wekesa" });
  });
});

describe("a Swahili conversation, a request with no verb, an offer turned down", () => {
  it("keeps Swahili after a reply in neither language: a name with its business, a foreign number", () => {
    const { replies } = converse([
      "Tunahitaji mafunzo ya huduma kwa wateja kwa wafanyakazi wetu",
      "Akinyi Odera wa Odera Hair & Beauty",
      "+256 772 418 330",
    ]);
    expect(replies[1]!.message).toMatch(/Nimefurahi kukujua, Akinyi/);
    expect(replies[2]!.message).toMatch(/^Nimepokea \+256772418330/);
  });

  it("answers in English again when the visitor writes English", () => {
    const { replies } = converse(["Nataka CV", "Baraka Ouma", "Can I pay by M-Pesa?"]);
    expect(replies[2]!.message).not.toMatch(/Nimepokea|Asante/);
  });

  it.each([
    ["A workshop for our cashiers on dealing with rude customers", ["corporate-training"]],
    ["Someone to go through my dissertation for errors before I hand it in", ["editing"]],
    [
      "We want to win a tender with the county and need the bid papers prepared",
      ["business-writing"],
    ],
  ])("reads a request written as the thing wanted: %j", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });

  it("drops a service the visitor asks not to be offered", () => {
    const found = extractService("I want help planning my career, and please don't sell me a CV");
    expect(found?.services).toEqual(["professional-development"]);
    expect(found?.denied).toContain("cv-writing");
  });

  it("reads the habitual naitwaga and a business after the Swahili 'wa'", () => {
    const { lead } = converse([
      "nataka cover letter",
      "Naitwaga Rehema Achieng wa Achieng Tailoring & Designs",
      "0733 512 806",
    ]);
    expect(lead).toMatchObject({ firstName: "Rehema", lastName: "Achieng" });
    expect(lead.company).toBe("Achieng Tailoring & Designs");
  });

  it("never reads a count of pages as a budget", () => {
    const { lead } = converse(["please proofread my 150 pages thesis, I keep making mistakes"]);
    expect(lead.budget).toBeUndefined();
  });
});

describe("a service turned down after being described, suggested by others or dropped with 'hiyo'", () => {
  it.each([
    [
      "I have a decent CV from last year, so please don't offer me a CV, I need interview practice",
      ["interview-coaching"],
      "cv-writing",
    ],
    [
      "My boss says I should get on LinkedIn, but I'm not interested in that. Just a cover letter",
      ["cover-letter"],
      "linkedin-optimization",
    ],
    ["Acha hiyo LinkedIn, nataka CV", ["cv-writing"], "linkedin-optimization"],
  ])("reads %j", (text, services, denied) => {
    const found = extractService(text);
    expect(found?.services).toEqual(services);
    expect(found?.denied).toContain(denied);
  });

  it("changes to the service kept when one of two is dropped after the hand-over", () => {
    const { lead, last } = converse([
      "Nataka LinkedIn na cover letter",
      "Mi ni Otieno Were",
      "0711 640 392",
      "Acha hiyo LinkedIn. Cover letter tu.",
    ]);
    expect(lead.services).toEqual(["cover-letter"]);
    expect(last.message).not.toMatch(/LinkedIn Optimization\./);
  });

  it.each([
    [
      "We want a strategic plan and a first aid training for the drivers",
      ["business-writing", "corporate-training"],
    ],
    [
      "I'm in my final year at Egerton, how do I get into a graduate programme?",
      ["youth-programs"],
    ],
    [
      "my son has been sitting at home since college, help him get ready for the job market",
      ["youth-programs"],
    ],
    [
      "I've been a clerk for twelve years and want help moving to the next level",
      ["professional-development"],
    ],
  ])("reads %j", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });
});

describe("a business document to be edited", () => {
  it.each([
    "we need our annual budget proposal proofread",
    "our HR handbook needs editing before the board meets",
    "the strategic plan is written, we need it proofread",
  ])("is editing, not business writing: %j", (text) => {
    expect(extractService(text)?.services).toEqual(["editing"]);
  });
});

describe("a drop said after the service in Swahili, a training turned down for its group, a DJ", () => {
  it.each([
    [["Nataka cover letter na LinkedIn", "LinkedIn wacha kwanza"], ["cover-letter"]],
    [["CV na coaching ya interview", "Interview coaching achana nayo"], ["cv-writing"]],
  ])("drops a service left in a later message: %j", (messages, services) => {
    expect(converse(messages).lead.services).toEqual(services);
  });

  it("drops a training turned down for its group", () => {
    const found = extractService(
      "We need a strategic plan, but no training for the board this year",
    );
    expect(found?.services).toEqual(["business-writing"]);
    expect(found?.denied).toContain("corporate-training");
  });

  it("never takes a stage title as the first name", () => {
    const { lead } = converse([
      "company profile ya events biz yangu",
      "MC Otieno Baraza",
      "0722 615 204",
    ]);
    expect(lead).toMatchObject({ firstName: "Otieno", lastName: "Baraza" });
  });
});

describe("a service turned down inside a long story", () => {
  it.each([
    [
      "I need career coaching for this move, and after that a CV. I am not on LinkedIn and I do not want to be, so please do not suggest it.",
      ["professional-development", "cv-writing"],
    ],
    [
      "I want the LinkedIn profile redone and the CV too. Actually, let me think about the CV, leave it for now and just do the LinkedIn first.",
      ["linkedin-optimization"],
    ],
    [
      "Nataka madereva wapate training ya customer care. Aki hiyo training tuache kwanza, pesa haitoshi, wacha tuanze na business plan pekee.",
      ["business-writing"],
    ],
    [
      "Ninahitaji mtu anifanyishe mazoezi ya mahojiano kabla ya tarehe ishirini. CV sihitaji, wameshasema hawataitisha.",
      ["interview-coaching"],
    ],
  ])("reads %j", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });

  it("keeps a service handed to the consultant ('leave it to you')", () => {
    expect(extractService("I need a new CV, I will leave it to you")?.services).toEqual([
      "cv-writing",
    ]);
  });

  it("takes no training from the experience a job asks for", () => {
    expect(
      extractService("Bank inatafuta supervisors, wanataka mtu ako na experience ya customer care"),
    ).toBeUndefined();
  });

  it("adds a service asked with 'tupeni' after another is stored", () => {
    const { lead } = converse(["Nataka CV", "Tupeni cover letter ya kazi ya benki"]);
    expect(lead.services).toEqual(["cv-writing", "cover-letter"]);
  });
});

describe("a second mention dropped, a refusal that refers back, a document edited", () => {
  it.each([
    [
      "Nataka CV na LinkedIn optimization, lakini LinkedIn optimization achana nayo",
      ["cv-writing"],
    ],
    ["Nataka CV, pia nataka interview prep, lakini interview prep wacha kwanza", ["cv-writing"]],
    [
      "Tunataka proposal ya ruzuku. Mafunzo ya biashara kwa wanachama hatuhitaji sasa hivi, tutaangalia baadaye.",
      ["business-writing"],
    ],
    [
      "I want coaching to choose my next move. About the CV, my brother will write it, so I will not need yours, thank you.",
      ["professional-development"],
    ],
    ["LinkedIn sina na sitaki, nataka CV pekee", ["cv-writing"]],
  ])("reads %j", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });

  it("keeps a service whose look is not wanted ('I don't want it long')", () => {
    expect(extractService("I need a CV and I don't want it long")?.services).toEqual([
      "cv-writing",
    ]);
  });

  it("asks the writing where its document is named, after the one to be edited", () => {
    expect(
      extractService("Please get our strategic plan proofread and then a grant proposal written")
        ?.services,
    ).toEqual(["editing", "business-writing"]);
  });

  it("never reads 'gender' as a tender", () => {
    expect(
      extractService("The gender office wants a mentorship programme for our youth")?.services,
    ).toEqual(["youth-programs"]);
  });
});

describe("a service refused in other words, a programme for the young, a group's papers", () => {
  it.each([
    [
      "I need a cover letter for the bursary. Please do not touch my CV, it was approved.",
      ["cover-letter"],
    ],
    [
      "Tunahitaji proposal. Board ilisema tuulize kuhusu training ya staff, lakini sitaki mambo hayo sasa.",
      ["business-writing"],
    ],
    ["Nataka CV mpya. Cover letter nitajiandikia mwenyewe.", ["cv-writing"]],
    ["Nataka LinkedIn iwekwe sawa. Cover letter nimeshaiandika.", ["linkedin-optimization"]],
    [
      "We need a grant proposal. The board wants a first aid training too, but please do not book it now.",
      ["business-writing"],
    ],
    ["I was going to ask for LinkedIn and a CV but scratch the CV", ["linkedin-optimization"]],
    [
      "Our church wants a mentorship and career guidance programme for the youth",
      ["youth-programs"],
    ],
    ["Tunataka programu ya vijana ya kuwaandaa kwa kazi", ["youth-programs"]],
    ["Nataka mnitayarishe kwa interview ya KRA", ["interview-coaching"]],
    ["Our self help group needs its constitution and by-laws written", ["business-writing"]],
    ["Please edit our business proposal before Friday", ["editing"]],
    [
      "Our cooperative board needs a workshop on governance and loan policy",
      ["corporate-training"],
    ],
    [
      "Nataka CV mpya. Pia nilifikiria mafunzo kwa wafanyakazi wangu, lakini hayo tutazungumza mwaka ujao.",
      ["cv-writing"],
    ],
  ])("reads %j", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });

  it("never takes WhatsApp for a name", () => {
    const { lead } = converse([
      "Need a CV",
      "I'd rather not say",
      "No names. WhatsApp 0711 408 223",
    ]);
    expect(lead.firstName).toBeUndefined();
    expect(lead.phone).toBe("+254711408223");
  });
});

describe("a refusal put after the thing, a wait, a training for posts, a programme for candidates", () => {
  it.each([
    ["I need a CV. A cover letter I do not need, my brother wrote one.", ["cv-writing"]],
    ["Nataka CV. LinkedIn, hiyo sina time nayo.", ["cv-writing"]],
    [
      "Tunataka business plan. Mafunzo kwa wanachama tuliyafikiria, lakini tutasubiri hadi Machi.",
      ["business-writing"],
    ],
    [
      "We need a grant proposal. A staff workshop too, but we will wait until the audit.",
      ["business-writing"],
    ],
    [
      "I'm a head teacher and we want a mentorship programme for our candidates",
      ["youth-programs"],
    ],
    ["Mwanangu anahitaji barua ya motisha kwa scholarship", ["cover-letter"]],
  ])("reads %j", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });
});
