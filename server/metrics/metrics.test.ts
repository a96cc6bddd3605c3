import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { chatInteractions, contactInquiries, cvDocuments, proofreadingJobs } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { createMetricsService } from "./metrics";

let handle: DatabaseHandle;
const now = new Date("2026-06-15T09:00:00Z");
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);

beforeAll(async () => {
  handle = await openTestDatabase();
  const { db } = handle;
  await db.insert(chatInteractions).values([
    // Older chats stored the option value, as the contact form does.
    { sessionId: "s1", serviceInterest: "cv-writing", sentToWhatsApp: "sent", createdAt: now },
    // A row stored under the option's label counts with the value that has that label.
    { sessionId: "s2", serviceInterest: "CV Writing & Career Services", createdAt: daysAgo(1) },
    {
      sessionId: "s3",
      serviceInterest: "professional-development",
      sentToWhatsApp: "sent",
      createdAt: daysAgo(40),
    },
    { sessionId: "s4", serviceInterest: "  ", createdAt: now },
    { sessionId: "s5", createdAt: now },
    // Chats store the services as asked: each counts under its option, once per option.
    {
      sessionId: "s6",
      serviceInterest: "CV Writing, LinkedIn Optimization",
      createdAt: daysAgo(40),
    },
    {
      sessionId: "s7",
      serviceInterest: "Cover Letters, Interview Coaching",
      createdAt: daysAgo(40),
    },
  ]);
  const inquiry = { firstName: "A", lastName: "B", email: "a@example.com", phone: "0712345678" };
  await db.insert(contactInquiries).values([
    { ...inquiry, service: "cv-writing", createdAt: daysAgo(1) },
    { ...inquiry, service: "editing", createdAt: daysAgo(29) },
    { ...inquiry, createdAt: daysAgo(30) },
  ]);
  const [cv] = await db
    .insert(cvDocuments)
    .values([
      { userId: "u", sessionId: "s1", cvContent: "# CV" },
      { userId: "u", sessionId: "s2", cvContent: "# CV" },
    ])
    .returning({ id: cvDocuments.id });
  await db.insert(proofreadingJobs).values({ cvDocumentId: cv?.id, originalContent: "text" });
});
afterAll(() => handle.close());

describe("metrics overview", () => {
  it("counts the rows of each table and the conversations handed to WhatsApp, by service", async () => {
    const m = await createMetricsService(handle.db, { now: () => now }).overview();
    expect(m).toMatchObject({
      totalConversations: 7,
      totalCvs: 2,
      totalProofreadingJobs: 1,
      activeUsers: 2,
      // The services as asked, older rows' option ids and labels read as service names.
      serviceMetrics: [
        { service: "CV Writing", count: 3 },
        { service: "Cover Letters", count: 1 },
        { service: "Interview Coaching", count: 1 },
        { service: "LinkedIn Optimization", count: 1 },
        { service: "Professional Development", count: 1 },
      ],
      // Beside the contact form's inquiries: the six options, once per option per conversation.
      leadsByService: [
        { service: "CV Writing & Career Services", conversations: 4, inquiries: 1 },
        { service: "Professional Development", conversations: 2, inquiries: 0 },
        { service: "Editing & Proofreading", conversations: 0, inquiries: 1 },
      ],
    });
  });

  it("charts the last 30 Nairobi days, leaving older leads out", async () => {
    const { leadsPerDay } = await createMetricsService(handle.db, { now: () => now }).overview();
    expect(leadsPerDay).toHaveLength(30);
    expect(leadsPerDay.at(-1)).toEqual({ date: "2026-06-15", conversations: 3, inquiries: 0 });
    expect(leadsPerDay.at(-2)).toEqual({ date: "2026-06-14", conversations: 1, inquiries: 1 });
    expect(leadsPerDay[0]).toEqual({ date: "2026-05-17", conversations: 0, inquiries: 1 });
    const sum = leadsPerDay.reduce((n, d) => n + d.conversations + d.inquiries, 0);
    expect(sum).toBe(6);
  });
});
