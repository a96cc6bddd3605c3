import { describe, expect, it } from "vitest";
import { services as catalog } from "../../content";
import { converse } from "../../tests/support/offline-conversation";
import { extractService } from "./extract";
import { offlineReply } from "./offline-engine";
import {
  fieldAskedIn,
  listedServices,
  numberCheckedIn,
  phoneCheckQuestion,
  questions,
} from "./questions";
import { siteKnowledge } from "./site-knowledge";

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

describe("the phone check question in Swahili", () => {
  const abroad = {
    typed: "0733 5210 468",
    abroad: { region: "GB" as const, phone: "+447335210468" },
  };
  const nowhere = { typed: "0733 521 04" };
  const foreign = { typed: "+44 7700 900123" };
  /** The Swahili half of a question: what stands before the English in brackets. */
  const swahiliHalf = (text: string) => text.slice(0, text.indexOf(" ("));

  it.each([
    [abroad, "0733 5210 468"],
    [nowhere, "0733 521 04"],
    [foreign, "+44 7700 900123"],
  ])("asks a whole question in Swahili about %j, the number in it", (check, typed) => {
    const half = swahiliHalf(phoneCheckQuestion(check, true));
    expect(half).toContain(typed);
    expect(half).toMatch(/\?$/);
    expect(half).not.toMatch(/Kenyan|could you|check it/);
  });

  it("names the region abroad in Swahili", () => {
    expect(swahiliHalf(phoneCheckQuestion(abroad, true))).toContain("Uingereza");
  });

  /** Transcripts stored before the Swahili half was a question (2026-11-25 to 2026-12-01). */
  const oldWording = [
    "Nambari ya simu ya Kenya ina tarakimu 10. (A Kenyan mobile has 10 digits: is 0733 5210 468 a UK number, or could you check it?)",
    "Nambari ya simu ya Kenya ina tarakimu 10. (A Kenyan mobile has 10 digits: could you check 0733 521 04? For example 0712 345 678 or +254 712 345 678.)",
    "Nambari ya simu ya Kenya ina tarakimu 10. (+44 7700 900123 doesn't read as a phone number: could you check it?)",
  ];
  const newWording = [abroad, nowhere, foreign].map((c) => phoneCheckQuestion(c, true));

  it.each([
    ...oldWording.map((t, i) => [t, [abroad, nowhere, foreign][i]!.typed] as const),
    ...newWording.map((t, i) => [t, [abroad, nowhere, foreign][i]!.typed] as const),
  ])("recognises %j as the phone check about its number", (text, typed) => {
    expect(fieldAskedIn(text)).toBe("phone");
    expect(numberCheckedIn(text)?.replace(/\D/g, "")).toBe(typed.replace(/\D/g, ""));
  });

  it.each([[oldWording[0]!], [newWording[0]!]])(
    "stores the number abroad on 'ndio' after %j in a replayed chat",
    (question) => {
      const reply = offlineReply(
        {
          sessionId: "session-sw-check",
          history: [
            { role: "user", content: "Nataka CV, naitwa Achieng" },
            { role: "assistant", content: questions.phone!.sw },
            { role: "user", content: "0733 5210 468" },
            { role: "assistant", content: question },
          ],
          message: "ndio",
          lead: { firstName: "Achieng", services: ["cv-writing"] },
        },
        { knowledge: siteKnowledge, brand: "Kazi Career Services" },
      );
      expect(reply.lead.phone).toBe("+447335210468");
    },
  );
});
