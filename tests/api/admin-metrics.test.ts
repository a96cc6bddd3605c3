import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MetricsResponse } from "../../contract/admin-metrics";
import {
  chatInteractions,
  contactInquiries,
  cvDocuments,
  newsletterSubscribers,
  proofreadingJobs,
} from "../../server/db/schema";
import { startTestServer, type TestServer } from "../support/server";

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn();
});
afterAll(() => server.close());

const inquiry = (firstName: string, extra: Partial<typeof contactInquiries.$inferInsert> = {}) => ({
  firstName,
  lastName: "Wanjiru",
  email: `${firstName.toLowerCase()}@example.com`,
  phone: "+254700000000",
  ...extra,
});

describe("GET /api/admin/metrics", () => {
  it("starts at zero with no service data", async () => {
    const res = await server.get("/api/admin/metrics", token);
    expect(res.status).toBe(200);
    const m = (await res.json()) as MetricsResponse;
    expect(m).toMatchObject({
      totalConversations: 0,
      totalCvs: 0,
      totalProofreadingJobs: 0,
      activeUsers: 0,
      serviceMetrics: [],
      leadsByService: [],
    });
    expect(m.leadsPerDay).toHaveLength(30);
  });

  it("counts exactly the rows created", async () => {
    const { db } = server.services;
    await db.insert(chatInteractions).values([
      // The services as asked, as the chat stores them; staff read them under the contact
      // form's options, as the contact form stores them ("cv-writing").
      { sessionId: "m-1", serviceInterest: "CV Writing", sentToWhatsApp: "sent" },
      { sessionId: "m-2", serviceInterest: "CV Writing, LinkedIn Optimization" },
      { sessionId: "m-3", serviceInterest: "Corporate Training", sentToWhatsApp: "sent" },
    ]);
    const cvs = await db
      .insert(cvDocuments)
      .values(
        [1, 2, 3, 4].map((n) => ({ userId: `u${n}`, sessionId: `m-${n}`, cvContent: "# CV" })),
      )
      .returning({ id: cvDocuments.id });
    await db
      .insert(proofreadingJobs)
      .values(cvs.slice(0, 2).map((cv) => ({ cvDocumentId: cv.id, originalContent: "text" })));
    await db.insert(contactInquiries).values([inquiry("Achieng", { service: "cv-writing" })]);

    const m = (await (await server.get("/api/admin/metrics", token)).json()) as MetricsResponse;
    expect(m).toMatchObject({
      totalConversations: 3,
      totalCvs: 4,
      totalProofreadingJobs: 2,
      activeUsers: 2,
      serviceMetrics: [
        { service: "CV Writing", count: 2 },
        { service: "Corporate Training", count: 1 },
        { service: "LinkedIn Optimization", count: 1 },
      ],
      leadsByService: [
        { service: "CV Writing & Career Services", conversations: 2, inquiries: 1 },
        { service: "Corporate Training", conversations: 1, inquiries: 0 },
        { service: "Professional Development", conversations: 1, inquiries: 0 },
      ],
    });
    expect(m.leadsPerDay.at(-1)).toMatchObject({ conversations: 3, inquiries: 1 });
  });
});

describe("inquiries", () => {
  it("lists newest first, searches, toggles handled and exports CSV", async () => {
    const { db } = server.services;
    await db.insert(contactInquiries).values([
      inquiry("Baraka", {
        message: "Interview coaching please",
        createdAt: new Date(Date.now() + 1000),
      }),
      inquiry("Chebet", { createdAt: new Date(Date.now() + 2000) }),
    ]);
    const list = async (query = "") =>
      (await (await server.get(`/api/admin/inquiries${query}`, token)).json()) as {
        inquiries: Array<{ id: number; firstName: string; handledAt: string | null }>;
        total: number;
      };

    const all = await list();
    expect(all.inquiries.map((i) => i.firstName)).toEqual(["Chebet", "Baraka", "Achieng"]);
    expect(all.total).toBe(3);
    expect((await list("?q=coaching")).inquiries.map((i) => i.firstName)).toEqual(["Baraka"]);

    const baraka = all.inquiries[1]!;
    const patch = (body: unknown, id: number | string = baraka.id) =>
      server.fetch(`/api/admin/inquiries/${id}`, {
        method: "PATCH",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const marked = await patch({ handled: true });
    expect(marked.status).toBe(200);
    expect(((await marked.json()) as { inquiry: { handledAt: string } }).inquiry.handledAt).toMatch(
      /^\d{4}-/,
    );
    expect((await list("?status=handled")).inquiries.map((i) => i.firstName)).toEqual(["Baraka"]);
    expect((await list("?status=unhandled")).total).toBe(2);

    expect((await patch({ handled: "yes" })).status).toBe(400);
    expect((await patch({ handled: true }, 999_999)).status).toBe(404);
    expect((await patch({ handled: true }, "abc")).status).toBe(400);
    expect((await server.get("/api/admin/inquiries?status=maybe", token)).status).toBe(400);
    expect((await list("?status=handled")).total).toBe(1);

    const csv = await server.get("/api/admin/inquiries.csv?status=handled", token);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toMatch(
      /attachment; filename="inquiries-.*\.csv"/,
    );
    const lines = (await csv.text()).trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("Baraka,Wanjiru,baraka@example.com");
  });
});

describe("subscribers", () => {
  it("lists and exports newsletter sign-ups", async () => {
    const empty = await server.get("/api/admin/subscribers", token);
    expect(await empty.json()).toEqual({ subscribers: [], total: 0 });
    await server.services.db.insert(newsletterSubscribers).values({ email: "reader@example.com" });
    const body = (await (await server.get("/api/admin/subscribers", token)).json()) as {
      subscribers: Array<{ email: string }>;
      total: number;
    };
    expect(body.total).toBe(1);
    expect(body.subscribers[0]?.email).toBe("reader@example.com");
    const csv = await (await server.get("/api/admin/subscribers.csv", token)).text();
    expect(csv).toContain("Email,Subscribed,Unsubscribe link\r\nreader@example.com,");
  });
});
