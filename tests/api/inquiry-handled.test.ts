import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminInquiry, InquiryListResponse } from "../../contract/admin-inquiries";
import type { LeadDetail } from "../../contract/admin-leads";
import { contactInquiries } from "../../server/db/schema";
import { startTestServer, TEST_ADMIN, type TestServer } from "../support/server";

let server: TestServer;
let token: string;

const send = async <T>(method: string, path: string, body?: unknown) => {
  const res = await server.fetch(path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}`).toBe(200);
  return (await res.json()) as T;
};

/** What the Inquiries tab shows of one inquiry. */
async function inInquiries(id: number, filter = "all"): Promise<AdminInquiry | undefined> {
  const { inquiries } = await send<InquiryListResponse>(
    "GET",
    `/api/admin/inquiries?status=${filter}`,
  );
  return inquiries.find((i) => i.id === id);
}
const lead = async (id: number) =>
  (await send<{ lead: LeadDetail }>("GET", `/api/admin/leads/inquiry/${id}`)).lead;
const markHandled = (id: number, handled: boolean) =>
  send<{ inquiry: AdminInquiry }>("PATCH", `/api/admin/inquiries/${id}`, { handled });
const moveLead = (id: number, change: object) =>
  send<{ lead: LeadDetail }>("PATCH", `/api/admin/leads/inquiry/${id}`, change);
const statusHistory = (detail: LeadDetail) =>
  detail.history.filter((e) => e.kind === "status").map((e) => `${e.by} ${e.detail}`);

async function newInquiry(firstName: string): Promise<number> {
  const [row] = await server.services.db
    .insert(contactInquiries)
    .values({ firstName, lastName: "Otieno", email: "o@example.co.ke", phone: "+254712000111" })
    .returning({ id: contactInquiries.id });
  return row!.id;
}

beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn();
});
afterAll(() => server.close());

describe("the Inquiries handled mark and the lead status are one truth", () => {
  it("marking an inquiry handled moves its lead to contacted, recorded with who and when", async () => {
    const id = await newInquiry("Handled");
    const before = Date.now();
    const { inquiry } = await markHandled(id, true);
    expect(inquiry.handledAt).not.toBeNull();

    const detail = await lead(id);
    expect(detail.status).toBe("contacted");
    expect(statusHistory(detail)).toEqual([`${TEST_ADMIN.username} contacted`]);
    const at = Date.parse(detail.history[0]!.at);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await inInquiries(id, "handled"))?.handledAt).toBe(inquiry.handledAt);
    expect(await inInquiries(id, "unhandled")).toBeUndefined();
  });

  it("unmarking it puts the lead back to new, recorded too", async () => {
    const id = await newInquiry("Reopened");
    await markHandled(id, true);
    const { inquiry } = await markHandled(id, false);
    expect(inquiry.handledAt).toBeNull();
    const detail = await lead(id);
    expect(detail.status).toBe("new");
    expect(statusHistory(detail)).toEqual([
      `${TEST_ADMIN.username} contacted`,
      `${TEST_ADMIN.username} new`,
    ]);
    expect((await inInquiries(id, "unhandled"))?.handledAt).toBeNull();
  });

  it("a lead moved past new in the Leads tab shows as handled in Inquiries, and back", async () => {
    for (const status of ["contacted", "qualified", "won"] as const) {
      const id = await newInquiry(`Moved ${status}`);
      await moveLead(id, { status });
      expect((await inInquiries(id, "handled"))?.handledAt, status).not.toBeNull();
    }
    const id = await newInquiry("Lost");
    await moveLead(id, { status: "lost", lostReason: "Chose another firm" });
    const handled = (await inInquiries(id, "handled"))?.handledAt;
    expect(handled).not.toBeNull();

    // Moving on from one result to another keeps the time it was first handled.
    await moveLead(id, { status: "won" });
    expect((await inInquiries(id))?.handledAt).toBe(handled);

    await moveLead(id, { status: "new" });
    expect((await inInquiries(id, "unhandled"))?.handledAt).toBeNull();
  });

  it("marking a won lead handled leaves it won, with nothing new in its history", async () => {
    const id = await newInquiry("Won");
    await moveLead(id, { status: "won" });
    const { inquiry } = await markHandled(id, true);
    expect(inquiry.handledAt).not.toBeNull();
    const detail = await lead(id);
    expect(detail.status).toBe("won");
    expect(statusHistory(detail)).toEqual([`${TEST_ADMIN.username} won`]);
  });

  it("answers 404 for marking an inquiry that does not exist", async () => {
    const res = await server.fetch("/api/admin/inquiries/999999", {
      method: "PATCH",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ handled: true }),
    });
    expect(res.status).toBe(404);
  });
});
