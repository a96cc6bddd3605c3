import { describe, expect, it } from "vitest";
import { offlineReply } from "./offline-engine";
import { siteKnowledge } from "./site-knowledge";

const reply = (message: string) =>
  offlineReply(
    { sessionId: "location", history: [], message, lead: {} },
    { knowledge: siteKnowledge, brand: "Kazi Career Services" },
  );

describe("where the office is, asked in Swahili", () => {
  it.each(["ofisi yenu iko wapi?", "mnapatikana wapi", "mko wapi"])("answers %j", (text) => {
    expect(reply(text).message).toContain("Kilimani");
  });

  it("reads 'where I have worked' (nimefanya kazi wapi) as a CV's content, not a location question", () => {
    const found = reply(
      "nimepata kazi Dubai lakini wanataka nionyeshe nimefanya kazi wapi, karatasi zangu ziko mbaya",
    );
    expect(found.message).not.toContain("Kilimani");
    expect(found.lead.services).toEqual(["cv-writing"]);
  });
});
