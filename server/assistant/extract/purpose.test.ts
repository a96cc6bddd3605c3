import { describe, expect, it } from "vitest";
import { words } from "../text";
import { purposeOf, scorePurposes } from "./purpose";
import { extractService } from "./service";

describe("services asked for by their purpose, without the service's words", () => {
  it.each([
    // CV writing: the document sent with applications, described by what it does or lacks.
    [
      "the two pages I send to employers still show my secondary school results, please redo them",
      "cv-writing",
    ],
    ["I want my work history laid out so employers can see my achievements", "cv-writing"],
    ["nahitaji wasifu wangu uandikwe upya", "cv-writing"],
    ["the applicant tracking software keeps binning my application, fix it", "cv-writing"],
    ["I'm never shortlisted, can you look at my qualifications and referees page?", "cv-writing"],
    // Cover letters: the letter that goes with an application.
    ["they asked for a letter saying why I am suitable for the post, help me", "cover-letter"],
    ["I need the letter that goes with my application to a bank", "cover-letter"],
    ["naomba barua ya kujieleza kwa mwajiri", "cover-letter"],
    ["can you write the covering note that introduces myself to the hiring team?", "cover-letter"],
    ["I want a one page letter addressed to the principal", "cover-letter"],
    // LinkedIn: the online profile and being found on the networking site.
    ["I want recruiters to find me when they search the networking site", "linkedin-optimization"],
    [
      "my profile on that professional network has two connections and no photo, sort it",
      "linkedin-optimization",
    ],
    ["I need more views and followers on my professional page", "linkedin-optimization"],
    ["nobody notices my online presence, make it visible", "linkedin-optimization"],
    ["profile yangu ya LI iko empty, nisaidie", "linkedin-optimization"],
    // Interview coaching: the panel, the board, the practice.
    [
      "I have to face a county board next Tuesday and want to rehearse my answers",
      "interview-coaching",
    ],
    [
      "can someone practise the tough questions with me before the final round?",
      "interview-coaching",
    ],
    ["I get so nervous in front of a panel that I freeze, please help", "interview-coaching"],
    ["nimeitwa kuhojiwa na jopo wiki ijayo, nataka kujiandaa", "interview-coaching"],
    ["how do I answer tell me about yourself? I want a mock run", "interview-coaching"],
    // Editing: the language of a finished text set right.
    ["my novel is finished and I need the spelling and grammar checked before printing", "editing"],
    ["please clean up the language of my dissertation chapters", "editing"],
    ["nataka mtu arekebishe makosa kwenye kitabu changu", "editing"],
    ["can you make the flow of my report consistent before the publisher reads it?", "editing"],
    ["I need my poems read through and the errors corrected", "editing"],
    // Business writing: documents for a company, its funders and its people.
    [
      "we are bidding for a government supply contract and need the bid documents",
      "business-writing",
    ],
    ["our company needs a handbook of procedures for new hires drafted", "business-writing"],
    ["we want the five-year strategic plan for our sacco written", "business-writing"],
    ["we need help writing a funding application to donors", "business-writing"],
    ["the foundation rejected our funding request, we need it redone", "business-writing"],
    [
      "the bank wants a plan showing how our bakery will repay the loan, can you draft it?",
      "business-writing",
    ],
    // Corporate training: a company's people taught or lifted.
    [
      "our tellers are rude to customers, we want someone to come and teach them",
      "corporate-training",
    ],
    [
      "the mood among our workers is low after the layoffs, can you run a session to motivate them?",
      "corporate-training",
    ],
    ["we want our agents taught how to handle angry customers", "corporate-training"],
    ["our teachers need a half-day on coping with stress", "corporate-training"],
    ["wafanyakazi wetu wanahitaji mafunzo ya huduma kwa wateja", "corporate-training"],
    // Youth programmes: the young, the newly graduated, the school leaver.
    [
      "I just graduated from campus and don't know where to start with job hunting",
      "youth-programs",
    ],
    ["my son finished form four and needs guidance on attachment and internship", "youth-programs"],
    ["fresh from chuo, sijui kuanzia wapi", "youth-programs"],
    ["we want a mentorship programme for the school leavers in our village", "youth-programs"],
    // Professional development: the career itself, its next step and its change.
    [
      "I want to move up to a management track, I need someone to map out the next step",
      "professional-development",
    ],
    [
      "I want to switch from teaching into data science and need guidance on the path",
      "professional-development",
    ],
    ["nataka kupanda cheo, nahitaji ushauri", "professional-development"],
    [
      "I was made a supervisor last month and need one-to-one mentoring on leading my team",
      "professional-development",
    ],
    ["I want a roadmap for my career over the next five years", "professional-development"],
  ])("reads %j as asking for %s", (text, service) => {
    expect(extractService(text)?.services).toEqual([service]);
  });

  it("reads a misspelt purpose as typed one letter off", () => {
    expect(extractService("I need to rehearce for the panell on monday")?.services).toEqual([
      "interview-coaching",
    ]);
  });

  it("takes a purpose that answers the service question even without a request word", () => {
    const reply = "for the county board and its panel questions";
    expect(extractService(reply, "service")?.services).toEqual(["interview-coaching"]);
    expect(extractService(reply)).toBeUndefined();
  });

  it("reads no purpose in the reply to another question", () => {
    const reply = "I would rather not say, I need to rehearse for the board first";
    expect(extractService(reply, "other")).toBeUndefined();
    expect(extractService(reply)?.services).toEqual(["interview-coaching"]);
  });

  it("reads a stated trouble as the need", () => {
    expect(
      extractService("I always freeze when a panel starts asking questions")?.services,
    ).toEqual(["interview-coaching"]);
  });

  it.each([
    // A document described, not asked for.
    "I wrote a memoir about my grandmother last year and it sold well",
    "our bid documents went in to the county last week",
    // A training's topic, told as news.
    "the session last month was on coping with stress at work",
    // Small talk and asides.
    "good morning, how is the weather in Nairobi today?",
    "thanks, that was quick",
    "I am at the office until five",
  ])("names no service in %j", (text) => {
    expect(extractService(text)?.services ?? []).toEqual([]);
  });

  it("gives no service when two lead together", () => {
    // A letter and practice before a panel weigh alike: neither leads by the margin.
    const [top, second] = scorePurposes(words("a letter and some practice for the panel"));
    expect(top!.score - second!.score).toBeLessThan(2);
    expect(
      purposeOf(
        words("a letter and some practice for the panel"),
        "I need a letter and some practice for the panel",
      ),
    ).toBeUndefined();
  });

  it("says which terms chose the service", () => {
    expect(
      purposeOf(words("I want to rehearse before the board"), "I want to rehearse before the board")
        ?.terms,
    ).toEqual(expect.arrayContaining(["rehears", "board"]));
  });

  it.each([
    // Terms from the service overlay, held nowhere else: a Swahili interview and its panel,
    // a staff training in Swahili.
    ["nataka kujiandaa kwa usaili wa jopo", "interview-coaching", "usaili"],
    ["tunahitaji semina kwa wafanyakazi", "corporate-training", "semina"],
  ])("scores %j for %s with the overlay's %j", (text, service, term) => {
    const [top] = scorePurposes(words(text));
    expect(top?.service).toBe(service);
    expect(top?.terms).toContain(term);
  });
});
