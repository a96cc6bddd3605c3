import { describe, expect, it } from "vitest";
import { services as catalog } from "../../content";
import { converse } from "../../tests/support/offline-conversation";
import { extractService } from "./extract";
import { listedServices, questions } from "./questions";

describe("the services question", () => {
  it("lists every service of the catalogue, in the catalogue's order", () => {
    expect(listedServices).toEqual(catalog.map((s) => s.id));
  });

  it.each(["en", "sw"] as const)("names each listed service in its %s text", (language) => {
    const text = questions.services![language];
    for (const id of listedServices) {
      const phrase = text.split(/[:,?()]| or /).find((part) => {
        const found = extractService(part.trim())?.services ?? [];
        return found.length === 1 && found[0] === id;
      });
      expect(phrase, id).toBeDefined();
    }
  });
});

describe("every service chosen after the list of them all", () => {
  it.each(["all of them", "everything", "yote", "all of the above please", "zote hizo"])(
    "%j takes every service listed, in the listed order, and asks for the name next",
    (reply) => {
      const { lead, asked, last } = converse(["hello", reply]);
      expect(lead.services).toEqual(listedServices);
      expect(asked).toEqual(["services", "firstName"]);
      expect(last.message).not.toContain("didn't quite catch");
    },
  );

  it("never takes every service for a reply to another question", () => {
    const { lead } = converse(["I need a CV", "everything"]);
    expect(lead.services).toEqual(["cv-writing"]);
  });
});
