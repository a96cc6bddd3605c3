import { describe, expect, it } from "vitest";
import { leadOfLinkParam, leadPanelPath } from "./admin-leads";

describe("a link to one lead in the staff panel", () => {
  it("opens the Leads tab on that lead", () => {
    expect(leadPanelPath("inquiry", 12)).toBe("/admin/dashboard?tab=leads&lead=inquiry-12");
    expect(leadPanelPath("chat", 3)).toBe("/admin/dashboard?tab=leads&lead=chat-3");
  });

  it("reads back the lead the link names", () => {
    const lead = new URL(leadPanelPath("chat", 3), "https://kazi.example").searchParams.get("lead");
    expect(leadOfLinkParam(lead)).toEqual({ source: "chat", id: 3 });
    expect(leadOfLinkParam("inquiry-12")).toEqual({ source: "inquiry", id: 12 });
  });

  it("names no lead for anything else", () => {
    for (const value of [
      null,
      "",
      "chat",
      "chat-0",
      "chat-01",
      "email-3",
      "chat-3x",
      "chat-2147483648",
    ]) {
      expect(leadOfLinkParam(value)).toBeNull();
    }
  });
});
