import { describe, expect, it } from "vitest";
import { extractService } from "./service";

describe("extractService", () => {
  it.each([
    ["I need a CV", "cv-writing"],
    ["nataka CV", "cv-writing"],
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
    ["I want a career change, need guidance: career advice", "professional-development"],
  ])("reads %j as the one service %s", (text, service) => {
    expect(extractService(text)?.services).toEqual([service]);
  });

  it.each([
    ["I need both a CV and LinkedIn profile", ["cv-writing", "linkedin-optimization"]],
    ["linkedin first, then my cv", ["linkedin-optimization", "cv-writing"]],
    ["a cover letter and interview prep", ["cover-letter", "interview-coaching"]],
    ["I'm a teacher, I want CV and career advice", ["cv-writing", "professional-development"]],
  ])("reads every service in %j, in the order asked", (text, services) => {
    expect(extractService(text)?.services).toEqual(services);
  });

  it.each([
    ["I'm a student and I need a CV", ["cv-writing"]],
    ["CV for a training officer job", ["cv-writing"]],
    ["my CV, I have an interview soon", ["cv-writing"]],
    ["could you proofread a grant proposal", ["editing"]],
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
});
