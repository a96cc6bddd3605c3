import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuditLog } from "../auth/audit";
import type { DatabaseHandle } from "../db/client";
import { adminUsers, contactInquiries, newsletterSubscribers } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { createNewsletterService } from "../newsletter/service";
import { createInquiriesService } from "./inquiries";
import { createLeadInbox, type LeadActor } from "./lead-inbox";
import { createSubscribersService } from "./subscribers";

let handle: DatabaseHandle;
const ids: number[] = [];
let actor: LeadActor;
const inquiryService = () => createInquiriesService(handle.db, createLeadInbox(handle.db));

beforeAll(async () => {
  handle = await openTestDatabase();
  const [account] = await handle.db
    .insert(adminUsers)
    .values({ username: "wanjiru", email: "wanjiru@kazi.local", passwordHash: "x" })
    .returning({ id: adminUsers.id, username: adminUsers.username });
  actor = account!;
  const rows = await handle.db
    .insert(contactInquiries)
    .values([
      {
        firstName: "Amina",
        lastName: "Otieno",
        email: "amina@example.com",
        phone: "+254711000001",
        service: "cv-writing",
        message: "Need a CV, 50% off?",
        createdAt: new Date("2026-01-01T08:00:00Z"),
      },
      {
        firstName: "Brian",
        lastName: "Kamau",
        email: "brian@example.com",
        phone: "0722000002",
        message: "=cmd|' /C calc'!A0",
        createdAt: new Date("2026-01-02T08:00:00Z"),
      },
    ])
    .returning({ id: contactInquiries.id });
  ids.push(...rows.map((r) => r.id));
});
afterAll(() => handle.close());

describe("inquiries", () => {
  it("lists newest first with a total", async () => {
    const { inquiries, total } = await inquiryService().list({ status: "all" });
    expect(total).toBe(2);
    expect(inquiries.map((i) => i.firstName)).toEqual(["Brian", "Amina"]);
    expect(inquiries[1]).toMatchObject({
      service: "cv-writing",
      createdAt: "2026-01-01T08:00:00.000Z",
      handledAt: null,
    });
  });

  it("searches names, email, phone, service and message, literally", async () => {
    const service = inquiryService();
    const names = async (q: string) =>
      (await service.list({ q, status: "all" })).inquiries.map((i) => i.firstName);
    expect(await names("amina otieno")).toEqual(["Amina"]);
    expect(await names("0722")).toEqual(["Brian"]);
    expect(await names("BRIAN@")).toEqual(["Brian"]);
    expect(await names("50%")).toEqual(["Amina"]);
    expect(await names("5_%")).toEqual([]);
    expect(await names("nobody")).toEqual([]);
  });

  it("keeps the handled mark and filters by it", async () => {
    const service = inquiryService();
    const handledAt = new Date("2026-01-03T10:00:00Z");
    const updated = await service.setHandled(actor, ids[0]!, true, handledAt);
    expect(updated.handledAt).toBe(handledAt.toISOString());
    expect((await service.list({ status: "handled" })).inquiries.map((i) => i.id)).toEqual([
      ids[0],
    ]);
    expect((await service.list({ status: "unhandled" })).inquiries.map((i) => i.id)).toEqual([
      ids[1],
    ]);
    await service.setHandled(actor, ids[0]!, false);
    expect((await service.list({ status: "handled" })).total).toBe(0);
  });

  it("reports a missing inquiry as not found", async () => {
    await expect(inquiryService().setHandled(actor, 999_999, true)).rejects.toMatchObject({
      code: "not_found",
    });
  });

  it("exports the matches as CSV with formulas defused", async () => {
    const csv = await inquiryService().csv({ status: "all" });
    const lines = csv.replace("\uFEFF", "").trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Received,First name,Last name,Email,Phone,Service,Message,Handled,Handled at",
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("Brian,Kamau,brian@example.com,0722000002,,'=cmd|' /C calc'!A0,no,");
    expect(lines[2]).toContain("'+254711000001,CV Writing & Career Services");
  });
});

describe("subscribers", () => {
  it("is empty, then lists and exports sign-ups newest first", async () => {
    const newsletter = createNewsletterService(handle.db, {
      siteUrl: "https://kazi.example",
      audit: createAuditLog(handle.db),
    });
    const service = createSubscribersService(handle.db, newsletter.unsubscribeUrl);
    expect(await service.list()).toEqual({ subscribers: [], total: 0 });
    await handle.db.insert(newsletterSubscribers).values([
      { email: "old@example.com", createdAt: new Date("2026-02-01T00:00:00Z") },
      { email: "new@example.com", createdAt: new Date("2026-02-02T00:00:00Z") },
    ]);
    const { subscribers, total } = await service.list();
    expect(total).toBe(2);
    expect(subscribers.map((s) => s.email)).toEqual(["new@example.com", "old@example.com"]);
    const [newest, oldest] = subscribers.map((s) => s.unsubscribeUrl);
    expect(newest).toMatch(
      /^https:\/\/kazi\.example\/newsletter\/unsubscribe\?token=\d+\.[\w-]{43}$/,
    );
    expect(await service.csv()).toBe(
      `\uFEFFEmail,Subscribed,Unsubscribe link\r\nnew@example.com,2026-02-02T00:00:00.000Z,${newest}\r\nold@example.com,2026-02-01T00:00:00.000Z,${oldest}\r\n`,
    );
  });
});
