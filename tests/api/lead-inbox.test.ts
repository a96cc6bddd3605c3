import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FirstPasswordResponse } from "../../contract/admin-accounts";
import type { LeadDetail, LeadListResponse } from "../../contract/admin-leads";
import { chatInteractions, contactInquiries } from "../../server/db/schema";
import { startTestServer, TEST_ADMIN, type TestServer } from "../support/server";

let server: TestServer;
let owner: string;
let consultant: { id: number; token: string };

const send = (method: string, path: string, token: string, body?: unknown) =>
  server.fetch(path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function list(query = "", token = owner): Promise<LeadListResponse> {
  const res = await send("GET", `/api/admin/leads${query}`, token);
  expect(res.status).toBe(200);
  return (await res.json()) as LeadListResponse;
}

async function change(path: string, body: unknown, token = owner) {
  const res = await send("PATCH", `/api/admin/leads/${path}`, token, body);
  return {
    status: res.status,
    body: (await res.json()) as { lead: LeadDetail; error?: { message: string } },
  };
}

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 8));

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signIn();
  const db = server.services.db;
  // 30 chat leads (one a day), a chat with nothing to reach the visitor by, and two inquiries.
  await db.insert(chatInteractions).values(
    Array.from({ length: 30 }, (_, i) => ({
      sessionId: `chat_lead_${i}`,
      firstName: `Visitor${i}`,
      phone: `+2547000000${String(i).padStart(2, "0")}`,
      serviceInterest: i % 2 ? "CV Writing" : "LinkedIn Optimization",
      referenceCode: `KZ-T${i}`,
      createdAt: day(1 + (i % 28)),
    })),
  );
  await db.insert(chatInteractions).values({ sessionId: "chat_anonymous", createdAt: day(29) });
  await db.insert(contactInquiries).values([
    {
      firstName: "Amina",
      lastName: "Wanjiku",
      email: "amina@example.co.ke",
      phone: "+254712345678",
      service: "cv-writing",
      message: "I need a CV.",
      createdAt: day(30),
    },
  ]);
  const added = await send("POST", "/api/admin/accounts", owner, {
    username: "wanjiru",
    email: "wanjiru@example.co.ke",
    role: "consultant",
  });
  const { account, firstPassword } = (await added.json()) as FirstPasswordResponse;
  const login = await server.post("/api/admin/login", {
    username: "wanjiru",
    password: firstPassword,
  });
  const { token } = (await login.json()) as { token: string };
  await server.post(
    "/api/admin/account/password",
    { currentPassword: firstPassword, newPassword: "wanjiru-own-password-1" },
    token,
  );
  consultant = { id: account.id, token };
});
afterAll(() => server.close());

describe("the lead list", () => {
  it("lists chat leads and inquiries together, newest first, 25 a page", async () => {
    const first = await list();
    expect(first.total).toBe(31);
    expect(first.leads).toHaveLength(25);
    expect(first.leads[0]).toMatchObject({
      source: "inquiry",
      name: "Amina Wanjiku",
      status: "new",
      assignee: null,
    });
    const dates = first.leads.map((l) => l.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await list("?page=2");
    expect(second.leads).toHaveLength(6);
    expect(second.leads.some((l) => l.referenceCode === null && l.source === "chat")).toBe(false);
  });

  it("searches by name, phone, email and reference code", async () => {
    expect((await list("?q=wanjiku")).leads.map((l) => l.id)).toHaveLength(1);
    expect((await list("?q=amina%40example")).total).toBe(1);
    expect((await list("?q=%2B254700000007")).leads[0]?.name).toBe("Visitor7");
    // A number as people type it: trunk 0 and spaces.
    expect((await list("?q=0700%20000%20007")).leads.map((l) => l.name)).toEqual(["Visitor7"]);
    expect((await list("?q=KZ-T12")).leads[0]?.referenceCode).toBe("KZ-T12");
    expect((await list("?q=100%25")).total).toBe(0);
  });

  it("filters by source and service", async () => {
    expect((await list("?source=inquiry")).total).toBe(1);
    expect((await list("?source=chat")).total).toBe(30);
    // 15 chats asked for a CV, and the inquiry's contact option is CV writing.
    expect((await list("?service=cv-writing")).total).toBe(16);
    expect((await list("?service=linkedin-optimization")).total).toBe(15);
  });

  it("answers 400 with a message for an unknown filter", async () => {
    for (const query of [
      "?status=maybe",
      "?source=fax",
      "?service=astrology",
      "?assignee=x",
      "?page=0",
    ]) {
      const res = await send("GET", `/api/admin/leads${query}`, owner);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBeTruthy();
    }
  });
});

describe("working a lead", () => {
  it("assigns, moves the status, takes notes and records who did what", async () => {
    const [lead] = (await list("?q=Visitor3&source=chat")).leads;
    expect(lead?.name).toBe("Visitor3");
    const path = `chat/${lead?.id}`;
    const assigned = await change(path, { assigneeId: consultant.id });
    expect(assigned.status).toBe(200);
    expect(assigned.body.lead.assignee).toEqual({ id: consultant.id, username: "wanjiru" });

    expect((await change(path, { status: "contacted" }, consultant.token)).status).toBe(200);
    const note = await send("POST", `/api/admin/leads/${path}/notes`, consultant.token, {
      text: "Called; wants a CV by Friday.",
    });
    expect(note.status).toBe(201);
    const won = await change(path, { status: "won" }, consultant.token);
    expect(won.body.lead.status).toBe("won");
    expect(won.body.lead.notes.map((n) => [n.by, n.detail])).toEqual([
      ["wanjiru", "Called; wants a CV by Friday."],
    ]);
    expect(won.body.lead.history.map((e) => `${e.by} ${e.kind} ${e.detail}`)).toEqual([
      `${TEST_ADMIN.username} assignee wanjiru`,
      "wanjiru status contacted",
      "wanjiru note Called; wants a CV by Friday.",
      "wanjiru status won",
    ]);
    for (const e of won.body.lead.history) expect(Number.isNaN(Date.parse(e.at))).toBe(false);

    expect((await list(`?assignee=${consultant.id}`)).leads.map((l) => l.id)).toEqual([lead?.id]);
    expect((await list("?status=won")).total).toBe(1);
    expect((await list("?assignee=none")).total).toBe(30);
  });

  it("refuses lost without a reason, an unknown status or assignee, and changes nothing", async () => {
    const [lead] = (await list("?source=inquiry")).leads;
    const path = `inquiry/${lead?.id}`;
    for (const body of [
      { status: "lost" },
      { status: "lost", lostReason: "  " },
      { status: "archived" },
      { assigneeId: 99_999 },
      {},
    ]) {
      const res = await change(path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error?.message).toBeTruthy();
    }
    const after = await send("GET", `/api/admin/leads/${path}`, owner);
    const { lead: unchanged } = (await after.json()) as { lead: LeadDetail };
    expect(unchanged).toMatchObject({ status: "new", assignee: null, history: [] });

    const lost = await change(path, { status: "lost", lostReason: "Chose another firm" });
    expect(lost.body.lead).toMatchObject({ status: "lost", lostReason: "Chose another firm" });
    expect(lost.body.lead.history.map((e) => e.detail)).toEqual(["lost: Chose another firm"]);
  });

  it("answers 404 for a lead that does not exist and 400 for an unknown source", async () => {
    expect((await send("GET", "/api/admin/leads/chat/99999", owner)).status).toBe(404);
    expect((await send("GET", "/api/admin/leads/fax/1", owner)).status).toBe(400);
  });
});

describe("staff access", () => {
  it("lists active staff as assignees for a consultant, who cannot open the accounts", async () => {
    const res = await send("GET", "/api/admin/leads/assignees", consultant.token);
    expect(res.status).toBe(200);
    const { assignees } = (await res.json()) as { assignees: { username: string }[] };
    expect(assignees.map((a) => a.username).sort()).toEqual(
      [TEST_ADMIN.username, "wanjiru"].sort(),
    );
    expect((await send("GET", "/api/admin/accounts", consultant.token)).status).toBe(403);
  });

  it("keeps every lead route behind sign-in", async () => {
    expect((await server.fetch("/api/admin/leads")).status).toBe(401);
    expect((await server.fetch("/api/admin/leads/export.csv")).status).toBe(401);
    expect((await server.fetch("/api/admin/leads/assignees")).status).toBe(401);
  });
});

describe("the CSV export", () => {
  it("holds every match of the filters, not only one page", async () => {
    const res = await send("GET", "/api/admin/leads/export.csv?source=chat", owner);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/csv/);
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines[0]).toContain("Received,Source,Name,Email,Phone");
    expect(lines).toHaveLength(31);
    expect(lines.slice(1).every((l) => l.includes(",chat,"))).toBe(true);
  });
});
