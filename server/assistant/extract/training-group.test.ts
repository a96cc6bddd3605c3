import { describe, expect, it } from "vitest";
import { extractService } from "./service";
import { trainingGroup } from "./training-group";

describe("a group of people to be trained", () => {
  it.each([
    ["we need training for 25 cashiers", "25 cashiers"],
    ["can you train our 40 staff on customer care", "40 staff"],
    ["a workshop for twenty sales agents next month", "twenty sales agents"],
    ["customer service training for my 8 receptionists please", "8 receptionists"],
    ["mafunzo kwa wafanyakazi 12", "12 wafanyakazi"],
    ["a seminar for seventeen tellers", "seventeen tellers"],
    ["mafunzo kwa watu tano", "tano watu"],
  ])("%j is corporate training for %j", (text, group) => {
    expect(trainingGroup(text)?.group).toBe(group);
    expect(extractService(text)?.services).toEqual(["corporate-training"]);
  });

  it.each([
    ["a training of 3 days for my team"],
    ["I attended 2 trainings, now I need a CV"],
    ["training for 30 youths in Kibera"],
    ["we have 12 branches, is your office in town"],
    // What the visitor made or earned beside a course they took: things, not people.
    ["after a data analysis course I built three websites for churches"],
    ["I did an online course and finished 2 projects, now I want career advice"],
    ["a coding course gave me 4 certificates"],
  ])("finds no group to train in %j", (text) => {
    expect(trainingGroup(text)).toBeUndefined();
  });

  it("leaves young people to the youth programmes", () => {
    expect(extractService("training for 30 youths in Kibera")?.services).toEqual([
      "youth-programs",
    ]);
  });
});
