import { describe, expect, it } from "vitest";
import type { Conversation } from "../../../../contract/chat";
import {
  clientName,
  followUpLinks,
  followUpSummary,
  formatCreated,
  parseConversationData,
  serviceLabel,
} from "./conversation-data";

const conversation: Conversation = {
  id: 7,
  sessionId: "chat_abcdefgh",
  firstName: "Jane",
  lastName: "Wanjiku",
  email: "jane@example.com",
  phone: "+254712345678",
  serviceInterest: "CV Writing, LinkedIn Optimization",
  sentToWhatsApp: "pending",
  conversationData: null,
  createdAt: "2026-11-22T04:00:00.000Z",
  arrivedOutOfHours: true,
  referenceCode: "KZ-ABC123",
  priority: false,
  flagged: false,
  flagNote: null,
  followUpSentAt: null,
  followUpChannel: null,
  messageCount: 4,
};

describe("parseConversationData", () => {
  it("lists the eight fields in order with 'Not provided' for missing ones", () => {
    const rows = parseConversationData(
      JSON.stringify({ currentRole: "Accountant", budget: "KSh 5,000", urgency: null }),
    );
    expect(rows).toEqual([
      { label: "Current role", value: "Accountant" },
      { label: "Years of experience", value: "Not provided" },
      { label: "Industry", value: "Not provided" },
      { label: "Budget range", value: "KSh 5,000" },
      { label: "Career goal", value: "Not provided" },
      { label: "Current company", value: "Not provided" },
      { label: "Urgency level", value: "Not provided" },
      { label: "Specific challenge", value: "Not provided" },
    ]);
  });

  it("treats no data as all 'Not provided'", () => {
    expect(parseConversationData(null)?.every((r) => r.value === "Not provided")).toBe(true);
  });

  it.each(["{not json", "[1,2]", '"text"', "42"])("returns null for invalid data %j", (raw) => {
    expect(parseConversationData(raw)).toBeNull();
  });
});

describe("labels and follow-ups", () => {
  it("names the client and the service", () => {
    expect(clientName(conversation)).toBe("Jane Wanjiku");
    expect(clientName({ firstName: null, lastName: null })).toBe("Anonymous visitor");
    expect(serviceLabel("CV Writing, LinkedIn Optimization")).toBe(
      "CV Writing, LinkedIn Optimization",
    );
    // A row stored before services were stored as asked: its option id, by the service's name.
    expect(serviceLabel("editing")).toBe("Editing & Proofreading");
    expect(serviceLabel("professional-development")).toBe("Professional Development");
    expect(serviceLabel(null)).toBe("Not provided");
  });

  it("prepares WhatsApp and email follow-ups with the reference code", () => {
    const links = followUpLinks(conversation, "Kazi");
    expect(links.whatsapp).toMatch(/^https:\/\/wa\.me\/254712345678\?text=/);
    const text = decodeURIComponent(links.whatsapp!.split("text=")[1]!);
    expect(text).toContain("Hello Jane");
    expect(text).toContain("about CV Writing, LinkedIn Optimization (reference");
    expect(text).toContain("KZ-ABC123");
    expect(links.email).toMatch(/^mailto:jane@example\.com\?subject=/);
    expect(followUpLinks({ ...conversation, phone: null, email: null }, "Kazi")).toEqual({});
  });

  it("says when and how the last follow-up went out", () => {
    expect(followUpSummary(conversation)).toBeNull();
    const sentAt = "2026-11-22T07:30:00.000Z";
    expect(followUpSummary({ followUpSentAt: sentAt, followUpChannel: "whatsapp" })).toBe(
      `Follow-up sent ${formatCreated(sentAt)} via WhatsApp`,
    );
    expect(followUpSummary({ followUpSentAt: sentAt, followUpChannel: "email" })).toMatch(
      /^Follow-up sent .*2026.* via Email$/,
    );
    // Recorded before the channel was stored.
    expect(followUpSummary({ followUpSentAt: sentAt, followUpChannel: null })).toBe(
      `Follow-up sent ${formatCreated(sentAt)}`,
    );
  });
});
