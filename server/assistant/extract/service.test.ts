import { describe, expect, it } from "vitest";
import { extractService } from "./service";

describe("extractService", () => {
  it.each([
    ["I need a CV", "cv-writing"],
    ["nataka CV", "cv-writing"],
    ["can you redo my resume", "cv-writing"],
    ["my resme is outdated", "cv-writing"],
    ["help with a cover letter", "cv-writing"],
    ["optimise my linkdin profile", "professional-development"],
    ["I have an interview next week, need coaching", "cv-writing"],
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
    ["not a CV, I need editing", "editing"],
  ])("maps %j to %s", (text, service) => {
    expect(extractService(text)?.service).toBe(service);
  });

  it.each(["hello", "what are your hours", "0712345678", "my name is Jane"])(
    "finds no service in %j",
    (text) => {
      expect(extractService(text)).toBeUndefined();
    },
  );

  it("names the catalogue service behind the option", () => {
    expect(extractService("optimise my linkdin profile")?.detail).toBe("linkedin-optimization");
    expect(extractService("a cover letter please")).toMatchObject({
      service: "cv-writing",
      detail: "cover-letter",
    });
    expect(extractService("mock interview")?.detail).toBe("interview-coaching");
  });

  it("scores a one-word hint as weak", () => {
    expect(extractService("training")?.score).toBe(1);
    expect(extractService("corporate training")!.score).toBeGreaterThanOrEqual(2);
  });
});
