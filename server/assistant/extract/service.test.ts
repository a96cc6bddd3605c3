import { describe, expect, it } from "vitest";
import { extractService } from "./service";

describe("extractService", () => {
  it.each([
    ["Actually skip the cover letter, only the CV", ["cv-writing"], ["cover-letter"]],
    ["leave out the interview coaching", [], ["interview-coaching"]],
    ["just LinkedIn, the CV is okay as it is", ["linkedin-optimization"], ["cv-writing"]],
    [
      "forget the cover letter, I really want interview coaching",
      ["interview-coaching"],
      ["cover-letter"],
    ],
  ])("reads %j as asking %j and dropping %j", (text, asked, dropped) => {
    const found = extractService(text);
    expect(found?.services).toEqual(asked);
    expect(found?.denied).toEqual(dropped);
  });

  it.each([
    ["I need a CV", "cv-writing"],
    ["nataka CV", "cv-writing"],
    ["nisaidieni na tawasifu mpya", "cv-writing"],
    ["can you redo my resume", "cv-writing"],
    ["my resme is outdated", "cv-writing"],
    ["help with a cover letter", "cover-letter"],
    ["optimise my linkdin profile", "linkedin-optimization"],
    ["I have an interview next week, need coaching", "interview-coaching"],
    ["mock interview", "interview-coaching"],
    ["proofreading for my thesis", "editing"],
    ["can you proof read my document", "editing"],
    ["editting my book", "editing"],
    ["we need a business plan", "business-writing"],
    ["company profile and proposals", "business-writing"],
    ["team building for our staff", "corporate-training"],
    ["motivational talk for employees", "corporate-training"],
    ["corporate trainning", "corporate-training"],
    ["a program for the youth in our church", "youth-programs"],
    ["mentorship programme for students", "youth-programs"],
    ["career coaching please", "professional-development"],
    // Coaching named with another service's own word is that service's coaching.
    ["coaching before my police recruitment interview please", "interview-coaching"],
    ["looking for coaching to get promoted", "professional-development"],
    // Mentoring for young people is the youth programmes' work.
    ["is there mentorship for high school students?", "youth-programs"],
    ["any mentorship programs for my son, he is in college", "youth-programs"],
    ["my daughter finished form four and needs an attachment", "youth-programs"],
    ["my son wants a cover letter", "cover-letter"],
    // A phrase typed as one word, and Swahili verbs of proofreading.
    ["I need a coverletter for a bank job", "cover-letter"],
    ["can you prepare me with a mockinterview", "interview-coaching"],
    ["naomba unisaidie kusahihisha ripoti yangu", "editing"],
    ["nataka tasnifu yangu isahihishwe", "editing"],
    ["I want a career change, need guidance: career advice", "professional-development"],
  ])("reads %j as the one service %s", (text, service) => {
    expect(extractService(text)?.services).toEqual([service]);
  });

  it.each([
    ["I need both a CV and LinkedIn profile", ["cv-writing", "linkedin-optimization"]],
    ["linkedin first, then my cv", ["linkedin-optimization", "cv-writing"]],
    ["a cover letter and interview prep", ["cover-letter", "interview-coaching"]],
    ["I'm a teacher, I want CV and career advice", ["cv-writing", "professional-development"]],
    // A service said to come first leads, though another was named before it in a story.
    [
      "My LinkedIn looks abandoned and my CV is four pages. I'd like the CV sorted first, then LinkedIn",
      ["cv-writing", "linkedin-optimization"],
    ],
    [
      "Recruiters say my LinkedIn profile is thin and my resume too long, so a new resume first and then the profile",
      ["cv-writing", "linkedin-optimization"],
    ],
    [
      "cover letter yangu ni mbaya na CV pia ni ya zamani. Nataka CV kwanza, kisha cover letter",
      ["cv-writing", "cover-letter"],
    ],
  ])("reads every service in %j, in the order asked", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });

  it.each([
    ["I'm a student and I need a CV", ["cv-writing"]],
    ["CV for a training officer job", ["cv-writing"]],
    ["my CV, I have an interview soon", ["cv-writing"]],
    ["could you proofread a grant proposal", ["editing"]],
    // What a training is about is its subject, not a second service.
    ["we need training on report writing for 40 cashiers", ["corporate-training"]],
    ["staff training in business writing", ["corporate-training"]],
    ["a corporate training about proposal writing for our sales team", ["corporate-training"]],
    ["mafunzo ya report writing kwa wafanyakazi 30", ["corporate-training"]],
    ["I need training on report writing", ["corporate-training"]],
    ["a workshop on business writing", ["corporate-training"]],
  ])("adds no second service for a weak hint in %j", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });

  it("leaves out a service the visitor says no to", () => {
    expect(extractService("not a CV, I need editing")?.services).toEqual(["editing"]);
    expect(extractService("not LinkedIn, I meant a cover letter")?.services).toEqual([
      "cover-letter",
    ]);
  });

  it.each(["hello", "what are your hours", "0712345678", "my name is Jane"])(
    "finds no service in %j",
    (text) => {
      expect(extractService(text)).toBeUndefined();
    },
  );

  it("scores a one-word hint as weak", () => {
    expect(extractService("training")?.score).toBe(1);
    expect(extractService("corporate training")!.score).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ["please redo my curicullum vitae", "cv-writing"],
    ["my currikulum viate is old", "cv-writing"],
    ["my lnkdin profile is empty", "linkedin-optimization"],
    ["fix my linkedn page", "linkedin-optimization"],
    ["intervew coaching for a bank job", "interview-coaching"],
    ["nina usaili wiki ijayo, nisaidie kujiandaa", "interview-coaching"],
    ["proofreeding my research", "editing"],
    ["a covre letter for an NGO job", "cover-letter"],
    ["I'd like coaching for an interview at KRA", "interview-coaching"],
    ["help me prepare for my interview", "interview-coaching"],
    ["any mentorship for teenagers during the holidays?", "youth-programs"],
  ])("reads the misspelt or Swahili service word in %j", (text, service) => {
    expect(extractService(text)?.services).toEqual([service]);
  });

  it.each([
    "I am exiting my current company",
    "my account is linked to my phone",
    "still waiting for the results",
    "we stayed at a resort in Diani",
    "I do stuff for my employers",
    "the trailing figures look fine",
    "a vital part of the job",
    "leading a small unit at work",
  ])("finds no service in the ordinary words of %j", (text) => {
    expect(extractService(text)).toBeUndefined();
  });

  it.each([
    ["could you write a grant proposal for a youth football club", ["business-writing"]],
    ["please proofread our company profile before we print", ["editing"]],
    ["edit the annual report for our sacco", ["editing"]],
    ["I am a university student looking for a CV", ["cv-writing"]],
    ["a cover letter for a school bursar job", ["cover-letter"]],
  ])("takes what %j asks for, not the document or whom it is for", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });

  it("reads whom the visitor is when the message asks for something", () => {
    expect(extractService("I'm a college student looking for attachment")?.services).toEqual([
      "youth-programs",
    ]);
  });

  it.each(["I'm a student", "am a fresh graduate", "I'm a final year college student"])(
    "finds no service in a visitor describing themselves: %j",
    (text) => {
      expect(extractService(text)?.services ?? []).toEqual([]);
    },
  );

  it.each([
    ["drop the cover letter", "cover-letter"],
    ["I don't need LinkedIn anymore", "linkedin-optimization"],
    ["no longer need the cover letter", "cover-letter"],
    ["sitaki cover letter tena", "cover-letter"],
  ])("reads %j as dropping a service, naming none", (text, dropped) => {
    expect(extractService(text)).toEqual({
      services: [],
      score: 0,
      denied: [dropped],
      subjects: [],
    });
  });
});

describe("services named by two words near each other", () => {
  it.each([
    // Career advice or guidance in other words, beside a CV: both, in the order asked.
    [
      "a CV, and some guidance on which career suits me",
      ["cv-writing", "professional-development"],
    ],
    ["advice on careers I could move into, plus a CV", ["professional-development", "cv-writing"]],
    ["ushauri wa career na CV", ["professional-development", "cv-writing"]],
    ["CV, na ushauri wa kazi", ["cv-writing", "professional-development"]],
    // Coaching for an interview in Sheng or Swahili, beside a cover letter.
    ["nataka cover letter, pia coaching ya interview", ["cover-letter", "interview-coaching"]],
    [
      "barua ya maombi na mtu wa kunicoach for the interview",
      ["cover-letter", "interview-coaching"],
    ],
    [
      "a LinkedIn profile and someone to coach me before interviews",
      ["linkedin-optimization", "interview-coaching"],
    ],
  ])("reads %j as %j", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });

  it.each([
    ["natafuta internship ya hospitali", "youth-programs"],
    ["mimi ni mwanafunzi wa chuo, nahitaji attachment", "youth-programs"],
    ["am looking for an industrial attachment", "youth-programs"],
    // Swahili verb forms of looking and needing: ninatafuta, tunatafuta, ninahitaji.
    ["Ninatafuta attachment", "youth-programs"],
    ["tunatafuta nafasi ya attachment", "youth-programs"],
    ["ninahitaji attachment ya mwezi mitatu", "youth-programs"],
  ])("reads a search for an attachment or internship in %j as %s", (text, service) => {
    const found = extractService(text);
    expect(found?.services).toEqual([service]);
    // Strong enough to be taken unasked, as the first thing a visitor writes.
    expect(found?.score).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ["advice on my CV", ["cv-writing"]],
    ["a CV for a career in banking", ["cv-writing"]],
    ["a CV for my attachment application", ["cv-writing"]],
    ["I need a CV for an interview next week", ["cv-writing"]],
    // Preparing for an interview, or an attachment to get, is what the CV is for.
    ["I'm preparing for an interview next week and need my CV redone", ["cv-writing"]],
    ["I need a CV to get an attachment", ["cv-writing"]],
    ["applying for internships, so I need a CV", ["cv-writing"]],
  ])("adds nothing for words that are not near each other in %j", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });
});

describe("a service swapped, declined or mentioned in passing", () => {
  it.each([
    ["swap the CV for a cover letter", ["cover-letter"], ["cv-writing"]],
    ["replace the cover letter with interview coaching", ["interview-coaching"], ["cover-letter"]],
    [
      "Actually my CV was done already, it's LinkedIn I need",
      ["linkedin-optimization"],
      ["cv-writing"],
    ],
    ["a cover letter instead of the CV", ["cover-letter"], ["cv-writing"]],
    ["LinkedIn badala ya CV", ["linkedin-optimization"], ["cv-writing"]],
  ])("reads %j as asking %j and dropping %j", (text, asked, dropped) => {
    const found = extractService(text);
    expect(found?.services).toEqual(asked);
    expect(found?.denied).toEqual(dropped);
  });

  it.each([
    ["can I have a CV and a cover letter", ["cv-writing", "cover-letter"]],
    ["I'd like to have a CV and LinkedIn done", ["cv-writing", "linkedin-optimization"]],
    ["do you have a CV and LinkedIn package?", ["cv-writing", "linkedin-optimization"]],
  ])("reads %j as asking, not as what the visitor has", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });

  it.each([
    ["replace my old CV please", ["cv-writing"]],
    ["change my CV to look modern", ["cv-writing"]],
  ])("reads %j as asking for the service it replaces", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });

  it.each([
    [
      "My sister has LinkedIn and says I should get it, but I only want a CV and a cover letter",
      ["cv-writing", "cover-letter"],
    ],
    ["I saw your LinkedIn post. Just the cover letter please", ["cover-letter"]],
    // What the visitor has, described, is no request when another service is asked for.
    [
      "my CV is old but what I want is to switch careers, so coaching",
      ["professional-development"],
    ],
    ["a friend revamped my CV in May. I need a career coach now", ["professional-development"]],
    ["just finished my CV, now I need LinkedIn", ["linkedin-optimization"]],
    ["I already have a CV, I need a cover letter now", ["cover-letter"]],
    ["nina CV tayari, nataka LinkedIn", ["linkedin-optimization"]],
  ])("keeps only what %j asks for", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });

  it.each([
    ["my CV is outdated", ["cv-writing"]],
    ["I have a CV that nobody reads", ["cv-writing"]],
    ["my CV is outdated and my cover letter too", ["cv-writing", "cover-letter"]],
    ["my CV was done by a cyber in town, please redo it", ["cv-writing"]],
    // Asked for again in other words: "redo it", "a new one".
    [
      "my CV has been rejected many times, can you redo it and optimise my LinkedIn",
      ["cv-writing", "linkedin-optimization"],
    ],
    ["my old CV is weak, I want a new one and a cover letter", ["cv-writing", "cover-letter"]],
  ])(
    "reads a described service as asked when nothing else is, or it is asked again, in %j",
    (text, services) => {
      expect(extractService(text)?.services).toEqual(services);
    },
  );
});

describe("an interview named early and asked to be prepared for late", () => {
  it.each([
    [
      "I got shortlisted at KCB and the panel interview is on Friday. My CV also needs an update, and could you prepare me for it as well",
      ["cv-writing", "interview-coaching"],
    ],
    [
      "They called me for an oral interview next month, I've never faced a panel, please help me get ready for it",
      ["interview-coaching"],
    ],
    [
      "Nimeitwa kwa usaili wa KRA wiki ijayo, naomba mnisaidie kujiandaa kwa hiyo",
      ["interview-coaching"],
    ],
    [
      "The recruiter wants a new resume and then there is a zoom interview, can you coach me for that too",
      ["cv-writing", "interview-coaching"],
    ],
    [
      "Interview at Safaricom on Monday and my CV is weak too. Redo the CV and help me prepare",
      ["cv-writing", "interview-coaching"],
    ],
    [
      "Nimepata interview ya KCB, naomba CV mpya na mnisaidie kujiandaa",
      ["cv-writing", "interview-coaching"],
    ],
    [
      "I need a CV for a KPA job, and since they'll interview shortlisted people, I'd like coaching for that as well",
      ["cv-writing", "interview-coaching"],
    ],
    // What the visitor has is settled, in Swahili too, or was done for them.
    [
      "Nina interview ya KPLC. CV yangu pia iko sawa. Nisaidie kujiandaa kwa hiyo",
      ["interview-coaching"],
    ],
    [
      "My brother got me a CV in May. Now there's an oral interview at KEMRI, can you walk me through it",
      ["interview-coaching"],
    ],
    // Asked, not stated: "is my CV fine?" asks for it.
    ["nimechoka kutafuta kazi, CV yangu iko sawa?", ["cv-writing"]],
  ])("reads %j as %j", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });

  it.each([
    // Preparing oneself, or a reference to something that is not an interview.
    ["I'm preparing for it myself, I just need the CV", ["cv-writing"]],
    ["I need a CV for the Equity job, please get it ready by Monday", ["cv-writing"]],
    ["after the interview I was asked for a cover letter, please prepare it", ["cover-letter"]],
    ["I have an interview next week, please help me prepare my CV", ["cv-writing"]],
  ])("adds no coaching to %j", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });
});

describe("Swahili and Sheng names of each service", () => {
  it.each([
    ["Ningependa mafunzo ya interview ya kazi ya benki", ["interview-coaching"]],
    ["nifundishe interview, nimeitwa Safaricom", ["interview-coaching"]],
    ["Naomba mnifundishe jinsi ya kujibu maswali ya interview", ["interview-coaching"]],
    ["Kampuni yetu inahitaji mafunzo kwa wafanyakazi", ["corporate-training"]],
    ["Tunataka mafunzo ya interview kwa wafanyakazi wetu 12 wa HR", ["corporate-training"]],
    ["Tunataka warsha ya siku mbili kwa timu yetu", ["corporate-training"]],
    ["Nataka mtu aniandikie wasifu wa kampuni yetu", ["business-writing"]],
    ["Tunahitaji andiko la mradi kwa wafadhili", ["business-writing"]],
    ["Nataka kuandikiwa barua ya kuomba kazi", ["cover-letter"]],
    ["Nisaidie kusahihisha tasnifu yangu", ["editing"]],
    ["nataka kubadilisha taaluma, nahitaji ushauri", ["professional-development"]],
  ])("reads %j as %j", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });
});

describe("a training on a writing topic", () => {
  it.each([
    ["We'd like a proposal writing workshop for 18 of our field staff", ["corporate-training"]],
    ["minute writing training for the secretaries of our county assembly", ["corporate-training"]],
    ["a report writing course for our 40 M&E officers", ["corporate-training"]],
    ["Business writing training for the sales team", ["corporate-training"]],
    ["We want our staff trained in proposal writing", ["corporate-training"]],
    ["train our secretaries on minute writing please", ["corporate-training"]],
    ["training for our 12 staff on report writing", ["corporate-training"]],
    ["Tunahitaji mafunzo ya uandishi wa proposal kwa wafanyakazi", ["corporate-training"]],
  ])("reads %j as the training only", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });

  it("keeps the writing service when it is asked for beside the training", () => {
    expect(
      extractService(
        "a report writing workshop for our 20 officers, and we also need you to write our company profile",
      )?.services,
    ).toEqual(["corporate-training", "business-writing"]);
  });
});

describe("a young person's interview or document is that service, not the youth programmes", () => {
  it.each([
    ["Kindly prepare my son for his first job interview at KRA", ["interview-coaching"]],
    [
      "Could you coach her for the interview? My daughter finished campus last year",
      ["interview-coaching"],
    ],
    ["Please get my nephew ready for an internship interview", ["interview-coaching"]],
    [
      "Third year at Moi, seeking attachment, I need a cover letter for the applications",
      ["cover-letter"],
    ],
    ["student here looking for internship, need a CV for it", ["cv-writing"]],
  ])("%s", (text, expected) => {
    expect(extractService(text)?.services).toEqual(expected);
  });

  it.each([
    ["I want my son to join your youth programme", ["youth-programs"]],
    [
      "Do you have a mentorship programme for my daughter? She also needs a CV",
      ["youth-programs", "cv-writing"],
    ],
    ["I'm a student looking for attachment", ["youth-programs"]],
  ])("the programme itself asked: %s", (text, expected) => {
    expect(extractService(text)?.services).toEqual(expected);
  });
});

describe("a business document added with plus, also or and then is asked in its own right", () => {
  it.each([
    ["staff training plus a company profile", ["corporate-training", "business-writing"]],
    [
      "We'd like a first aid workshop for our 20 drivers, and then a company profile",
      ["corporate-training", "business-writing"],
    ],
    [
      "Customer service training for 12 tellers and also help writing our business plan",
      ["corporate-training", "business-writing"],
    ],
    [
      "a staff training, plus help with our company profile",
      ["corporate-training", "business-writing"],
    ],
  ])("%s", (text, expected) => {
    expect(extractService(text)?.services).toEqual(expected);
  });
});

describe("corporate training named by its topic or its occasion", () => {
  it.each([
    "team building training",
    "team-building training for the office",
    "a teambuilding workshop",
    "staff retreat facilitation",
    "facilitation for our management retreat",
    "soft skills workshop for our 30 staff",
    "soft skills training",
    "training for our sales team",
    "sales training",
    "customer service training",
    "customer care training for our front desk",
    "onboarding training for new hires",
    "induction training for new employees",
    "leadership training for our supervisors",
    "a workshop on time management for our team",
    "conflict resolution training",
  ])("%s", (text) => {
    const found = extractService(text);
    expect(found?.services).toEqual(["corporate-training"]);
    // Clear enough to be taken without the service question.
    expect(found?.score).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ["I need interview coaching for a sales job", ["interview-coaching"]],
    ["a CV for a customer service job", ["cv-writing"]],
    ["leadership coaching for myself", ["professional-development"]],
    ["I studied at a teacher training college and need a CV", ["cv-writing"]],
    ["I'm a training officer, I need a CV", ["cv-writing"]],
  ])("keeps %j apart from a training", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });
});

describe("a service named by the outcome the visitor lacks", () => {
  it.each([
    ["my profile gets no views", "linkedin-optimization"],
    ["nobody views my profile", "linkedin-optimization"],
    ["no one sees my profile online", "linkedin-optimization"],
    ["headhunters never contact me", "linkedin-optimization"],
    ["recruiters can't find me online", "linkedin-optimization"],
    ["recruiters never call back", "cv-writing"],
    ["I apply and never hear back", "cv-writing"],
    ["I never get shortlisted", "cv-writing"],
    ["I've applied to 50 jobs with no reply", "cv-writing"],
    ["I'm not getting any callbacks", "cv-writing"],
    ["I don't get calls for interviews", "cv-writing"],
    ["employers ignore my applications", "cv-writing"],
    ["I keep failing interviews", "interview-coaching"],
    ["I get rejected after every interview", "interview-coaching"],
    ["I feel stuck in my career", "professional-development"],
    ["my career has stagnated", "professional-development"],
  ])("%s", (text, service) => {
    const found = extractService(text);
    expect(found?.services).toEqual([service]);
    expect(found?.score).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ["I need LinkedIn help, recruiters never call back", ["linkedin-optimization"]],
    ["a CV please, my profile gets no views", ["cv-writing"]],
  ])("lets a service asked for outright stand alone: %j", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });

  it.each(["no views on the price?", "I have a good profile", "my career is going well"])(
    "names nothing in %j",
    (text) => {
      expect(extractService(text)?.services ?? []).toEqual([]);
    },
  );
});

describe("services joined by a sign or named by growth", () => {
  it.each([
    ["cv+cover letter", ["cv-writing", "cover-letter"]],
    ["CV+LinkedIn", ["cv-writing", "linkedin-optimization"]],
    ["I want to grow in my career", ["professional-development"]],
    ["I need help with my career", ["professional-development"]],
    ["career help please", ["professional-development"]],
    ["career progression coaching", ["professional-development"]],
  ])("%s", (text, services) => {
    const found = extractService(text);
    expect(found?.services).toEqual(services);
    expect(found?.score).toBeGreaterThanOrEqual(2);
  });

  it("keeps a CV for a career in banking a CV", () => {
    expect(extractService("I need help with my CV for a career in banking")?.services).toEqual([
      "cv-writing",
    ]);
  });
});

describe("Swahili and Sheng service phrasings", () => {
  it.each([
    ["Naomba mtu anisahihishie insha yangu", ["editing"]],
    ["nataka wasahihishe thesis yangu", ["editing"]],
    ["naweza pata kava leta?", ["cover-letter"]],
    ["niandikie cover leta ya kazi ya hoteli", ["cover-letter"]],
    [
      "nina interview Jumatatu, na LinkedIn yangu pia iboreshwe",
      ["interview-coaching", "linkedin-optimization"],
    ],
    [
      "I have an interview on Monday and need a cover letter too",
      ["interview-coaching", "cover-letter"],
    ],
  ])("%s", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });
});

describe("a development course for oneself is professional development", () => {
  it.each([
    ["I'd like a leadership development course", ["professional-development"]],
    [
      "edit my board paper first, and after that a leadership development course for myself",
      ["editing", "professional-development"],
    ],
  ])("%s", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });

  it("keeps a development course for a company's managers corporate training", () => {
    expect(
      extractService("a leadership development course for our 12 branch managers")?.services,
    ).toEqual(["corporate-training"]);
  });
});

describe("a service dropped in Swahili", () => {
  it.each([
    ["tuache LinkedIn, nataka CV", ["cv-writing"], ["linkedin-optimization"]],
    ["LinkedIn tuiache, CV peke yake", ["cv-writing"], ["linkedin-optimization"]],
    ["ondoa interview coaching", [], ["interview-coaching"]],
    ["sitaki LinkedIn tena, nataka cover letter", ["cover-letter"], ["linkedin-optimization"]],
    ["interview coaching iondoe", [], ["interview-coaching"]],
  ])("%s", (text, services, denied) => {
    const found = extractService(text);
    expect(found?.services).toEqual(services);
    expect(found?.denied).toEqual(denied);
  });
});

describe("a Swahili drop that ends its clause drops what came before it", () => {
  it.each([
    ["LinkedIn tuache, interview coaching tu", ["interview-coaching"], ["linkedin-optimization"]],
    ["CV sitaki. Cover letter pekee", ["cover-letter"], ["cv-writing"]],
    ["cover letter, tuache LinkedIn", ["cover-letter"], ["linkedin-optimization"]],
  ])("%s", (text, services, denied) => {
    const found = extractService(text);
    expect(found?.services).toEqual(services);
    expect(found?.denied).toEqual(denied);
  });
});

describe("coaching or preparation for a kind of interview, beside another service", () => {
  it.each([
    "I need a CV and coaching for a panel interview",
    "my CV needs to be rewritten, and second, I would like coaching for a panel interview",
    "CV please, plus prep for my final interview",
    "cv na coaching ya oral interview",
  ])("names both services in %j", (text) => {
    expect(extractService(text)?.services).toEqual(["cv-writing", "interview-coaching"]);
  });
});

describe("a service named by the outcome the visitor wants or the document's purpose", () => {
  it.each([
    ["My mind goes blank whenever the interviewers start asking questions", "interview-coaching"],
    ["I panic in front of an interview panel and my voice shakes", "interview-coaching"],
    ["nerves always get the better of me during interviews", "interview-coaching"],
    ["when the interviewer asks me to tell them my weaknesses I just freeze", "interview-coaching"],
    ["once the panel asks why they should hire me, I start stammering", "interview-coaching"],
    // "Panel" says the interview without the word.
    ["I get invited often, then I always mess up in front of the panel", "interview-coaching"],
    ["every time I sit before a selection panel I fail", "interview-coaching"],
    [
      "I have been stuck in the same position for six years, what can I do",
      "professional-development",
    ],
    ["I can't seem to move up beyond supervisor at the hotel", "professional-development"],
    ["I keep getting passed over when promotions come around", "professional-development"],
    ["We want a profile of our church projects to share with donors", "business-writing"],
    ["a document about our cooperative that we can send to funders", "business-writing"],
  ])("%j", (text, service) => {
    expect(extractService(text)?.services).toEqual([service]);
  });

  it.each([
    [
      "we need a concept note first, then a workshop for our 20 teachers",
      ["business-writing", "corporate-training"],
    ],
    [
      "a grant proposal and then training for our 9 nurses",
      ["business-writing", "corporate-training"],
    ],
  ])("keeps a plan of several services in order: %j", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });

  it("coaching for a promotion is professional development", () => {
    expect(extractService("coaching for a promotion at the county office")?.services).toEqual([
      "professional-development",
    ]);
  });
});

describe("a negated or postponed service is never added", () => {
  it.each([
    ["I don't need a new CV, I need a cover letter for it", ["cover-letter"]],
    ["LinkedIn please, the CV can wait", ["linkedin-optimization"]],
    ["interview coaching, not the resume yet", ["interview-coaching"]],
    ["sitaki CV mpya, nataka cover letter", ["cover-letter"]],
    ["CV baadaye, kwanza coaching ya interview", ["interview-coaching"]],
    ["a cover letter now, the CV maybe later", ["cover-letter"]],
    ["career coaching for a promotion, my resume can wait", ["professional-development"]],
  ])("%j", (text, services) => {
    const found = extractService(text);
    expect(found?.services).toEqual(services);
    expect(found?.services).not.toContain("cv-writing");
  });
});

describe("a service ruled out later in the message", () => {
  it.each([
    [
      "My sister says I should redo my resume, but I don't think the resume is the problem. I need help getting promoted.",
      ["professional-development"],
    ],
    ["LinkedIn please, my CV isn't the problem", ["linkedin-optimization"]],
    ["I need a CV. Also LinkedIn, the CV can wait though", ["linkedin-optimization"]],
    // Said to be the problem, it is asked for.
    ["the CV is the problem, it is too long", ["cv-writing"]],
  ])("%j", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });
});

describe("the order said ('X first, then Y') in a long message", () => {
  it("keeps LinkedIn first when the story names the CV earlier", () => {
    const story =
      "I left banking two years ago and my old CV still lists my teller job. My brother says I " +
      "should sort out LinkedIn first and then a proper CV, because recruiters in Nairobi look " +
      "you up before they open any attachment. Can you help?";
    expect(extractService(story)?.services).toEqual(["linkedin-optimization", "cv-writing"]);
  });

  it("reads 'first' before the service it puts first", () => {
    const story =
      "My resume was typed at a cyber in 2015 and I never touched it. I also made a LinkedIn " +
      "account that nobody visits. A mentor at church advised me to first fix the LinkedIn, and " +
      "after that to have the resume redone for the hospital jobs I want.";
    expect(extractService(story)?.services).toEqual(["linkedin-optimization", "cv-writing"]);
  });

  it("keeps 'my first' as an ordinal of the document", () => {
    expect(extractService("my first CV ever, and LinkedIn too")?.services).toEqual([
      "cv-writing",
      "linkedin-optimization",
    ]);
  });
});

describe("Sheng service words", () => {
  it.each([
    "nisaidie na cover ya hiyo job ya bank",
    "msee nisort na cover, deadline ni Friday",
    "unaweza nicheki cover yangu",
  ])("%j is a cover letter", (text) => {
    expect(extractService(text)?.services).toEqual(["cover-letter"]);
  });
});

describe("what a programme holds, and a hint of what has not happened", () => {
  it.each([
    "I read that you run a youth programme for career guidance, I want to enrol my nephew",
    "mnayo programu ya vijana ya ushauri wa kazi? nataka kumsajili binti yangu",
  ])("%j asks for the youth programme alone", (text) => {
    expect(extractService(text)?.services).toEqual(["youth-programs"]);
  });

  it.each([
    [
      "sijaitwa hata interview moja, naomba CV mpya na pia cover letter",
      ["cv-writing", "cover-letter"],
    ],
    [
      "I have never been called for an interview, so a new CV and also a cover letter",
      ["cv-writing", "cover-letter"],
    ],
    // An interview that is coming is the visitor's own need beside what is added.
    ["niko na interview, na CV pia", ["interview-coaching", "cv-writing"]],
  ])("%j", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });
});

describe("a service asked by its purpose, with no service word", () => {
  it.each([
    ["I'd love for recruiters to approach me about finance roles", "linkedin-optimization"],
    ["how do I get headhunters to notice me for HR jobs", "linkedin-optimization"],
    [
      "The sacco needs documents that show my poultry project can repay the loan",
      "business-writing",
    ],
    ["an investor asked me for a document explaining my car wash idea", "business-writing"],
    [
      "Since the retrenchments our workers are demotivated, can someone speak to them",
      "corporate-training",
    ],
    ["morale among our nurses is very low, we want them motivated again", "corporate-training"],
    ["mkubwa anataka mbogi yetu ya customer care ifunzwe", "corporate-training"],
    [
      "I'm a clerk now and I hope to become a supervisor in three years",
      "professional-development",
    ],
    ["I want to grow in my career, who can guide me", "professional-development"],
    ["nisaidie na barua ya application ya kazi ya mhudumu", "cover-letter"],
  ])("%j", (text, service) => {
    expect(extractService(text)?.services).toEqual([service]);
  });
});

describe("a service misspelt as it is said", () => {
  it.each([
    ["nataka intaviu coching", ["interview-coaching"]],
    ["pls help with intavyu prep", ["interview-coaching"]],
    ["i need intervew coching before friday", ["interview-coaching"]],
  ])("%j", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });
});

describe("a service put off in Swahili or English", () => {
  it.each([
    ["LinkedIn tutaangalia wiki ijayo, sasa nataka CV tu", ["cv-writing"]],
    ["the LinkedIn we will do next month, for now only the CV", ["cv-writing"]],
    ["cover letter baadaye, kwanza CV", ["cv-writing"]],
    ["nina interview next month, nataka CV", ["cv-writing"]],
  ])("%j", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });

  it("adds a third service in a Swahili list, in order", () => {
    expect(extractService("Nataka CV, LinkedIn na pia msaada wa interview")?.services).toEqual([
      "cv-writing",
      "linkedin-optimization",
      "interview-coaching",
    ]);
  });
});

describe("a workforce wanted trained, in Sheng", () => {
  it.each([
    "mdosi anataka mtu wa ku-train mbogi ya customer care",
    "tunataka mtu a-train team yetu ya riders",
  ])("%j", (text) => {
    expect(extractService(text)?.services).toEqual(["corporate-training"]);
  });
});

describe("Swahili and Sheng declines and put-offs of a service", () => {
  it.each([
    ["nataka CV, sihitaji cover letter", ["cv-writing"], ["cover-letter"]],
    [
      "hatuhitaji training tena, tunataka company profile",
      ["business-writing"],
      ["corporate-training"],
    ],
    ["LinkedIn tu, hatutaki interview coaching", ["linkedin-optimization"], ["interview-coaching"]],
    ["CV yangu iko poa, sitaki mguse. Nataka LinkedIn", ["linkedin-optimization"], ["cv-writing"]],
    ["Nataka CV, cover letter tutaongea mwezi ujao", ["cv-writing"], ["cover-letter"]],
    // Put off or called fine a clause later, referred back to: "hiyo" (that one), "it".
    [
      "LinkedIn yangu nilitengeneza mwenyewe, lakini hiyo tutaangalia baadaye. Nataka cover letter",
      ["cover-letter"],
      ["linkedin-optimization"],
    ],
    [
      "cover letter nitahitaji pia, ila hiyo tutaongea wiki ijayo; sasa hivi ni CV",
      ["cv-writing"],
      ["cover-letter"],
    ],
    [
      "My CV was done by my sister, it can wait. I want interview coaching",
      ["interview-coaching"],
      ["cv-writing"],
    ],
    [
      "CV yangu marafiki walisema iko sawa, nataka tu LinkedIn",
      ["linkedin-optimization"],
      ["cv-writing"],
    ],
    [
      "wasifu wangu uliandikwa na binamu, iko fiti, sitaki uguswe. Nataka usaili mock",
      ["interview-coaching"],
      ["cv-writing"],
    ],
    // A CV wanted as it should be ("nataka CV iko poa") is asked, not settled.
    ["nataka mtu aniandikie CV iko poa inaonyesha kazi zangu", ["cv-writing"], []],
  ])("reads %j as asking %j and not %j", (text, asked, dropped) => {
    const found = extractService(text);
    expect(found?.services).toEqual(asked);
    expect(found?.denied).toEqual(dropped);
  });
});

describe("a letter doubled or written once in a service's word", () => {
  it.each([
    ["covver leter and cv writting", ["cover-letter", "cv-writing"]],
    ["I need a resumee", ["cv-writing"]],
    ["intervieew coaching pls", ["interview-coaching"]],
    ["proofreadding for my report", ["editing"]],
    ["linkedinn profile", ["linkedin-optimization"]],
  ])("reads %j as %j", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });

  it("reads no ordinary word as a service's for a doubled letter", () => {
    expect(extractService("the latter one is better")).toBeUndefined();
  });
});

describe("the short forms job seekers write for a service", () => {
  it.each([
    ["pls do my cv n cl", ["cv-writing", "cover-letter"]],
    ["CV + CL for a nursing job", ["cv-writing", "cover-letter"]],
    ["redo my LI profile then the CV", ["linkedin-optimization", "cv-writing"]],
  ])("reads %j as %j", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });

  it("reads 'li' alone as no service", () => {
    expect(extractService("li sawa tu")).toBeUndefined();
  });
});

describe("what the visitor says is really needed, and a letter that goes with a CV", () => {
  it.each([
    [
      "I wanted a new resume but my sister says mine is okay. What I actually need is LinkedIn",
      ["linkedin-optimization"],
    ],
    ["we did a seminar in March. All we need now is a policy manual written", ["business-writing"]],
    ["What I need is a CV and a cover letter", ["cv-writing", "cover-letter"]],
    ["a short letter to go along with my resume for a bank job", ["cover-letter"]],
    ["the letter which is attached to the CV when you apply", ["cover-letter"]],
    ["I need a CV and a letter to go with it", ["cv-writing", "cover-letter"]],
  ])("reads %j as asking %j", (text, asked) => {
    expect(extractService(text)?.services).toEqual(asked);
  });
});

describe("an organisation's documents: written is business writing, edited is editing", () => {
  it.each([
    ["our hospital needs a strategic plan written", ["business-writing"]],
    ["tunataka mpango mkakati wa shule", ["business-writing"]],
    ["sera ya wafanyakazi iandikwe kwa kiswahili", ["business-writing"]],
    ["can you proofread our employee handbook", ["editing"]],
    ["Nataka kuboresha wasifu wangu wa LinkedIn", ["linkedin-optimization"]],
    ["a busines plann for my poultry farm", ["business-writing"]],
  ])("reads %j as asking %j", (text, asked) => {
    expect(extractService(text)?.services).toEqual(asked);
  });
});

describe("a CV described, a team at odds, a rank held for years", () => {
  it.each([
    [
      "the paper with my education and work history that I send with applications looks cheap",
      ["cv-writing"],
    ],
    [
      "our sales team and the accounts team fight every week, the tension is bad",
      ["corporate-training"],
    ],
    ["wafanyakazi wetu hawaelewani kabisa, tunahitaji msaada", ["corporate-training"]],
    ["nimekwama kwa cheo hiki miaka saba, nataka ushauri", ["professional-development"]],
  ])("reads %j as asking %j", (text, asked) => {
    expect(extractService(text)?.services).toEqual(asked);
  });
});

describe("short forms, a training for the organisation's own people, a service put off with a hedge", () => {
  it.each([
    ["cv & mock intv pls", ["cv-writing", "interview-coaching"]],
    ["a biz plan for my salon", ["business-writing"]],
    ["need a co. profile for tenders", ["business-writing"]],
    ["a workshop for our security guards on conduct", ["corporate-training"]],
    ["mafunzo kwa wauguzi wetu", ["corporate-training"]],
    ["cover letter today, the LinkedIn maybe next month", ["cover-letter"]],
    ["I have an interview maybe next week and I need a CV", ["cv-writing"]],
    [
      "actually I meant career coaching, the interview already happened",
      ["professional-development"],
    ],
  ])("reads %j as asking %j", (text, asked) => {
    expect(extractService(text)?.services).toEqual(asked);
  });
});

describe("a text sent back for its language, the next step wanted, Swahili declines and put-offs", () => {
  it.each([
    ["my supervisor returned the thesis chapter full of grammar mistakes", ["editing"]],
    [
      "after eight years in sales I want to switch fields but don't know where to begin",
      ["professional-development"],
    ],
    ["sitaki mambo ya cover letter, CV peke yake", ["cv-writing"]],
    ["LinkedIn ningependa pia lakini ni baadaye, kwanza CV", ["cv-writing"]],
  ])("reads %j as asking %j", (text, asked) => {
    expect(extractService(text)?.services).toEqual(asked);
  });
});

describe("more short forms, Swahili editing, a service taken back, purposes", () => {
  it.each([
    ["cv n li", ["cv-writing", "linkedin-optimization"]],
    ["intvw prep and a cover letter", ["interview-coaching", "cover-letter"]],
    ["a bizness plan for my posho mill", ["business-writing"]],
    ["naomba unihariri barua hii", ["editing"]],
    ["a CV for a bank job, no wait, I meant a cover letter", ["cover-letter"]],
    ["my research project came back with comments that the English is weak", ["editing"]],
    ["ten years a nurse, and I want to get into leadership", ["professional-development"]],
  ])("reads %j as asking %j", (text, asked) => {
    expect(extractService(text)?.services).toEqual(asked);
  });

  it("reads 'li' alone as no service", () => {
    expect(extractService("li")).toBeUndefined();
  });
});

describe("a child's career guidance, Sheng preparing, 'I mean' and 'not now', whom a training is for", () => {
  it.each([
    // One person's career guidance is career coaching, a child's too; a group's is a programme.
    ["my daughter just finished form four and needs career guidance", ["professional-development"]],
    ["binti yangu amemaliza chuo, anahitaji ushauri wa kazi", ["professional-development"]],
    ["vijana wetu wa kanisa wanahitaji ushauri wa kazi", ["youth-programs"]],
    ["my son needs career guidance, do you have a youth programme for him?", ["youth-programs"]],
    ["I need career coaching; my son helped me find you", ["professional-development"]],
    ["nataka mtu wa kuniprepare kwa usaili", ["interview-coaching"]],
    ["cover letter, I mean LinkedIn", ["linkedin-optimization"]],
    ["LinkedIn yes, the CV not now", ["linkedin-optimization"]],
    ["the letter that goes with my application", ["cover-letter"]],
    ["a seminar for the clergy on governance", ["corporate-training"]],
    ["mafunzo kwa wanachama wetu", ["corporate-training"]],
    ["the lender wants cashflow projections for two years", ["business-writing"]],
    ["CV this week, LinkedIn maybe in March", ["cv-writing"]],
    ["nataka cova letter", ["cover-letter"]],
  ])("reads %j as asking %j", (text, asked) => {
    expect(extractService(text)?.services).toEqual(asked);
  });
});

describe("a group's young people, Sheng guiding, more misspellings and put-offs", () => {
  it.each([
    ["the youth of our mosque need a career guidance programme", ["youth-programs"]],
    ["nataka mtu aniguide kwa career yangu", ["professional-development"]],
    ["cv + c.letter pls", ["cv-writing", "cover-letter"]],
    ["a cuver leter for a bank job", ["cover-letter"]],
    ["cover letter now, the cv maybe after easter", ["cover-letter"]],
    ["our HR policies need to be written", ["business-writing"]],
    ["can you do a see vee for me", ["cv-writing"]],
  ])("reads %j as asking %j", (text, asked) => {
    expect(extractService(text)?.services).toEqual(asked);
  });
});

describe("a school's classes, qualified staff, a career's destination and hiring documents", () => {
  it.each([
    // A school's classes by their number are its pupils: a programme for them is for youth.
    ["we want a career programme for our Form Threes", ["youth-programs"]],
    ["a mentorship programme for the grade nines", ["youth-programs"]],
    // Staff qualified by a word or two before them are still the organisation's own.
    ["we want training for our shift supervisors", ["corporate-training"]],
    ["training for the new sales reps please", ["corporate-training"]],
    // A service named as where a career is going is a field of work: the move asks guidance.
    ["I want coaching on moving into corporate training", ["professional-development"]],
    ["help me transition into business writing as a career", ["professional-development"]],
    ["I need a cv to get into corporate training", ["cv-writing"]],
    // An employer's hiring documents are business writing; adverts only read are not.
    ["we're hiring and need proper job descriptions written", ["business-writing"]],
    ["job descriptions and a job advert for three new posts", ["business-writing"]],
    [
      "training for our drivers and job descriptions written for them",
      ["corporate-training", "business-writing"],
    ],
    ["I saw a job advert for a nurse and need a cover letter", ["cover-letter"]],
    ["my LinkedIn profile reads like a job description, fix it", ["linkedin-optimization"]],
  ])("reads %j as asking %j", (text, asked) => {
    expect(extractService(text)?.services).toEqual(asked);
  });
});

describe("Swahili refusals and 'tu', a letter for the CV one has, LinkedIn described", () => {
  it.each([
    // "Hiyo haihitajiki tena": no longer needed; "hiyo niliachana nayo": I left that.
    ["nilifikiria kumwandikia CV, lakini amepata kazi, kwa hivyo hiyo haihitajiki tena", []],
    ["alisema niandikiwe CV, lakini hiyo niliachana nayo", []],
    // The Swahili "only" after what it narrows to, and after a list.
    [
      "tulitaka business plan, lakini hiyo tutafanya wenyewe. So ni training tu",
      ["corporate-training"],
    ],
    ["CV na cover letter tu", ["cv-writing", "cover-letter"]],
    ["usiniwekee CV, nataka tu interview", ["interview-coaching"]],
    // "Katika" (in) is no misspelt "katiba" (a constitution).
    ["tunahitaji katiba iliyoandikwa vizuri", ["business-writing"]],
    ["nilifundisha katika shule za Kitui, sasa nataka CV", ["cv-writing"]],
    // "It" is the CV the visitor has; a CV asked for beside its letter stays asked.
    ["I have a CV already, I just need the letter that goes with it", ["cover-letter"]],
    ["I need a CV and the letter that goes with it", ["cv-writing", "cover-letter"]],
    ["I'd like a CV and cover letter", ["cv-writing", "cover-letter"]],
    [
      "sort out my profile on that professional site where recruiters look",
      ["linkedin-optimization"],
    ],
    // One teacher or officer is who the visitor is or the job sought, no group to train.
    [
      "I'm a teacher and want to apply for an NGO education officer job, I need a CV",
      ["cv-writing"],
    ],
    ["we need a session for our teachers on burnout", ["corporate-training"]],
    // A graduate with an interview named wants coaching for the interview.
    [
      "I'm a graduate and I have a graduate trainee interview next month, I need coaching",
      ["interview-coaching"],
    ],
  ])("reads %j as asking %j", (text, asked) => {
    expect(extractService(text)?.services ?? []).toEqual(asked);
  });
});

describe("work others already do, or the visitor already has", () => {
  it.each([
    ["somebody suggested you proofread it, but consultants are already handling that document", []],
    ["I need LinkedIn and a CV but my cousin already did the CV", ["linkedin-optimization"]],
    ["I need a CV, but I already have the cover letter", ["cv-writing"]],
  ])("reads %j as asking %j", (text, asked) => {
    expect(extractService(text)?.services ?? []).toEqual(asked);
  });
});

describe("what others did for the visitor, refusals of ours, described letters and profiles", () => {
  it.each([
    // Done for the visitor already, a list included, and no purpose read back into it.
    [
      "my cousin wrote my CV and the application letter for me, now I want interview coaching",
      ["interview-coaching"],
    ],
    ["I have a CV and a cover letter, I need LinkedIn", ["linkedin-optimization"]],
    [
      "A colleague aliniandikia cover letter last time, so hiyo iko. What I want now ni CV mpya",
      ["cv-writing"],
    ],
    // "I do not need that from you", "forget it": refused.
    [
      "he will take me through interview practice, so I do not need that from you. I need a CV",
      ["cv-writing"],
    ],
    [
      "I need a business plan and a cover letter. I thought of a CV too but forget it, mine is fine",
      ["business-writing", "cover-letter"],
    ],
    // An addition far off, in another part of the story, asks nothing of what was done.
    [
      "my cousin wrote my CV for me and it is good. I now want interview coaching before February. My wife says I should also write a book, but that is her dream",
      ["interview-coaching"],
    ],
    ["I have a CV already, I just need the letter you send with it", ["cover-letter"]],
    ["nataka business profile ya salon yangu", ["business-writing"]],
    ["nahitaji mtu anishauri kuhusu career yangu", ["professional-development"]],
    ["we want you to train all forty of them on reporting", ["corporate-training"]],
  ])("reads %j as asking %j", (text, asked) => {
    expect(extractService(text)?.services ?? []).toEqual(asked);
  });
});

describe("put off until the visitor's own next step, a group named before 'they'", () => {
  it.each([
    // "Let me first get the job": put off, past whom the service is for ("my daughter").
    [
      "I need a CV. LinkedIn also, my daughter says I should be on it, but let me first get the job",
      ["cv-writing"],
    ],
    ["LinkedIn please, but first let me ask the price", ["linkedin-optimization"]],
    // "They need training": the group named before, however far.
    [
      "we have eight sales agents who sign up riders at the stages, and they need training on the product",
      ["corporate-training"],
    ],
  ])("reads %j as asking %j", (text, asked) => {
    expect(extractService(text)?.services ?? []).toEqual(asked);
  });
});

describe("met as a stranger: one's own CV fine, a group's training asked before another", () => {
  it.each([
    // "CV yangu iko sawa" after a wish of one's own ("nataka kwenda Canada"): mine is fine.
    [
      "mimi ni nurse, nataka kwenda Canada, CV yangu iko sawa ila LinkedIn haina kitu",
      ["linkedin-optimization"],
    ],
    ["nataka CV iko poa", ["cv-writing"]],
    // A group's training asked first, another service added after it.
    [
      "We have 12 loan officers. They need customer care training and we also need our strategic plan proofread.",
      ["corporate-training", "editing"],
    ],
    [
      "tunahitaji customer care training na pia business plan",
      ["corporate-training", "business-writing"],
    ],
    [
      "I need first aid training for my CV and also LinkedIn",
      ["cv-writing", "linkedin-optimization"],
    ],
  ])("reads %j as asking %j", (text, asked) => {
    expect(extractService(text)?.services ?? []).toEqual(asked);
  });
});

describe("Swahili business plans, career advice 'ya kikazi', a seminar for the youth", () => {
  it.each([
    ["tunataka mtu atuandikie plan ya biashara ya kuku", ["business-writing"]],
    ["nimekuwa cashier miaka kumi, nataka ushauri wa kikazi", ["professional-development"]],
    ["kanisa letu linataka semina ya kazi kwa vijana wetu", ["youth-programs"]],
    ["a workshop for our youth on careers", ["youth-programs"]],
    ["mafunzo ya uongozi kwa wafanyakazi wetu", ["corporate-training"]],
  ])("reads %j as asking %j", (text, asked) => {
    expect(extractService(text)?.services ?? []).toEqual(asked);
  });
});

describe("a sentence that ends by dismissing the service it named, however long it runs", () => {
  it.each([
    [
      "I want interview coaching for a panel at the water company. My uncle paid a man in Thika to write a cover letter for the same post when I first applied, and it came out well, so I don't need that.",
      ["interview-coaching"],
    ],
    [
      "Please redo my CV for the audit jobs. My wife asked me to get her LinkedIn sorted as well, but her office will do it for her next month, so you can skip that one.",
      ["cv-writing"],
    ],
    [
      "A cover letter for the Kenya Power vacancy please. The CV was rewritten by a friend who works in recruitment in Westlands, so that one is already taken care of.",
      ["cover-letter"],
    ],
    [
      "I need my CV written for the teaching posts. Everyone says I should open LinkedIn, but frankly that will come after I finish my master's in two years.",
      ["cv-writing"],
    ],
    [
      "Help me prepare for the bank's interview on Monday. We also want a business plan for my wife's salon, but that is a next-month thing, she has not found the premises.",
      ["interview-coaching"],
    ],
  ])("%j", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });

  it.each([
    // The dismissal refers back to the last one named: the one before it stays.
    [
      "I want LinkedIn optimised, and a CV too, but a cousin in HR already wrote one for me, so I don't need that.",
      ["linkedin-optimization"],
    ],
    // A question dismisses nothing; a price accepted keeps the service.
    ["I need a CV for the county jobs. Can it be done by Friday, or is that done?", ["cv-writing"]],
    ["A CV and cover letter at KSh 3,500, that is fine.", ["cv-writing", "cover-letter"]],
    // "Leave it to you" hands it over.
    ["I need a good CV for NGO work, I leave it to you.", ["cv-writing"]],
  ])("keeps what is asked: %j", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });
});

describe("a described document wanted done again ('I would like it updated')", () => {
  it.each([
    [
      "I need my thesis proofread. My LinkedIn still shows my first job and I would like it updated.",
      ["editing", "linkedin-optimization"],
    ],
    [
      "Coaching for the KRA interview please. My CV is from 2016 and I want it redone too.",
      ["interview-coaching", "cv-writing"],
    ],
    // "I like it" approves of it.
    [
      "Coaching for the KRA interview please. My CV was done by my brother, I like it done that way.",
      ["interview-coaching"],
    ],
  ])("%j", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });
});

describe("more ways a story sets a service aside, and whom guidance or a talk is for", () => {
  it.each([
    [
      "I need LinkedIn sorted for the job hunt in Dubai. My cousin in Nairobi has typed a cover letter for me already, so that bit is complete, thanks.",
      ["linkedin-optimization"],
    ],
    [
      "Coaching for my promotion interview please. We once wanted a company profile for the shop but my brother-in-law designed one for us, so we are fine there.",
      ["interview-coaching"],
    ],
    [
      "A CV for the hospital jobs. My friends talk about LinkedIn, but I will think about it after the exams in June.",
      ["cv-writing"],
    ],
    [
      "A cover letter for the Serena job please. Interview coaching I also thought about, but let me wait until they shortlist me.",
      ["cover-letter"],
    ],
    [
      "Tunahitaji business plan ya duka letu. Ripoti ya mwaka ilihitaji proofreading lakini mwalimu wetu ameshaimaliza.",
      ["business-writing"],
    ],
    // Done by someone else before it is named: "has already written the cover letters".
    [
      "I want my CV in the Canadian format. My husband has already written the cover letters, he is good at that.",
      ["cv-writing"],
    ],
    [
      "My nephew finished his diploma and I want someone to guide him on his career.",
      ["professional-development"],
    ],
    ["We want a career talk for our form four students in March", ["youth-programs"]],
    ["a career talk for our staff on retirement planning", ["corporate-training"]],
    ["tunataka semina ya kazi kwa vijana wa kanisa", ["youth-programs"]],
  ])("%j", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });
});

describe("'just' of time narrows nothing", () => {
  it.each([
    ["I want career guidance for my son who just finished form four", ["professional-development"]],
    [
      "LinkedIn and a CV for my niece, she just graduated from Maseno",
      ["linkedin-optimization", "cv-writing"],
    ],
  ])("%j", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });
});
