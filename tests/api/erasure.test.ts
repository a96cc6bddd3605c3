import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InquiryListResponse } from "../../contract/admin-inquiries";
import type { SubscriberListResponse } from "../../contract/admin-subscribers";
import type { CvItem, DocumentItem } from "../../contract/documents";
import type { UnfinishedCvRequest } from "../../contract/erasure";
import { cvGenerationRequests } from "../../server/db/schema";
import { startTestServer, type TestServer } from "../support/server";
import { seedConversation } from "./documents-support";

/** Erasure on a person's request (security review M7), seen through the API. */
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: "off" });
  token = await server.signIn();
});
afterAll(() => server.close());

const remove = (path: string, bearer: string | undefined = token) =>
  server.fetch(path, {
    method: "DELETE",
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
const getJson = async <T>(path: string) => (await (await server.get(path, token)).json()) as T;
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

/** The newest audit rows, as a whole text: erasure rows must not repeat what they erased. */
async function auditText(rows = 5): Promise<{ events: string[]; text: string }> {
  const recent = await server.services.auth.audit.recent(rows);
  return { events: recent.map((r) => r.event), text: JSON.stringify(recent) };
}

describe("DELETE /api/admin/inquiries/{id}", () => {
  it("erases the inquiry, answers 404 for it afterwards and keeps an audit row without its data", async () => {
    const sent = await server.post("/api/contact", {
      firstName: "Wambui",
      lastName: "Otieno",
      email: "wambui.erase@example.co.ke",
      phone: "0712 345 678",
      message: "Please call me about an executive CV.",
    });
    expect(sent.status).toBe(200);
    const before = await getJson<InquiryListResponse>("/api/admin/inquiries");
    const inquiry = before.inquiries.find((i) => i.email === "wambui.erase@example.co.ke");
    expect(inquiry).toBeDefined();

    const res = await remove(`/api/admin/inquiries/${inquiry?.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const after = await getJson<InquiryListResponse>("/api/admin/inquiries");
    expect(after.inquiries.map((i) => i.id)).not.toContain(inquiry?.id);
    expect(after.total).toBe(before.total - 1);

    const audit = await auditText(1);
    expect(audit.events).toEqual(["erasure"]);
    expect(audit.text).toContain(`inquiry ${inquiry?.id}`);
    expect(audit.text).not.toMatch(/wambui|otieno|0712|executive/i);

    const again = await remove(`/api/admin/inquiries/${inquiry?.id}`);
    expect(again.status).toBe(404);
    expect(await errorOf(again)).toMatchObject({
      code: "not_found",
      message: `Inquiry ${inquiry?.id} does not exist.`,
    });
  });

  it("answers 400 for a malformed id and 401 without a session, erasing nothing", async () => {
    await server.post("/api/contact", {
      firstName: "Kept",
      lastName: "Person",
      email: "kept@example.co.ke",
      phone: "0712 345 679",
    });
    const { total } = await getJson<InquiryListResponse>("/api/admin/inquiries");
    const bad = await remove("/api/admin/inquiries/abc");
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).code).toBe("invalid_input");
    expect((await remove("/api/admin/inquiries/1", "")).status).toBe(401);
    expect((await getJson<InquiryListResponse>("/api/admin/inquiries")).total).toBe(total);
  });
});

describe("DELETE /api/admin/subscribers/{id}", () => {
  it("erases the subscriber, answers 404 for it afterwards and keeps an audit row without the address", async () => {
    expect((await server.post("/api/newsletter", { email: "leaving@example.com" })).status).toBe(
      200,
    );
    const before = await getJson<SubscriberListResponse>("/api/admin/subscribers");
    const subscriber = before.subscribers.find((s) => s.email === "leaving@example.com");
    expect(subscriber).toBeDefined();

    const res = await remove(`/api/admin/subscribers/${subscriber?.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const after = await getJson<SubscriberListResponse>("/api/admin/subscribers");
    expect(after.subscribers.map((s) => s.email)).not.toContain("leaving@example.com");
    expect(after.total).toBe(before.total - 1);

    const audit = await auditText(1);
    expect(audit.events).toEqual(["erasure"]);
    expect(audit.text).toContain(`subscriber ${subscriber?.id}`);
    expect(audit.text).not.toContain("leaving");

    const again = await remove(`/api/admin/subscribers/${subscriber?.id}`);
    expect(again.status).toBe(404);
    expect((await errorOf(again)).message).toBe(`Subscriber ${subscriber?.id} does not exist.`);
  });

  it("answers 400 for a malformed id and 401 without a session", async () => {
    expect((await remove("/api/admin/subscribers/0")).status).toBe(400);
    expect((await remove("/api/admin/subscribers/1.5")).status).toBe(400);
    expect((await remove("/api/admin/subscribers/1", "")).status).toBe(401);
  });
});

/**
 * A manual-form request that failed, as the form leaves it (the offline writer does not fail,
 * so the row is written the way cvs.generateManual's failure path writes it).
 */
async function failedRequest(form: { firstName: string; email: string }): Promise<number> {
  const [row] = await server.services.db
    .insert(cvGenerationRequests)
    .values({
      userInfo: JSON.stringify({ ...form, lastName: "Client", currentRole: "Clerk" }),
      status: "failed",
      failureReason: "model unavailable",
    })
    .returning({ id: cvGenerationRequests.id });
  if (!row) throw new Error("no request row");
  return row.id;
}

const unfinishedIds = async () =>
  (await getJson<{ requests: UnfinishedCvRequest[] }>("/api/admin/cv-requests")).requests.map(
    (r) => r.id,
  );

describe("failed manual-form CV requests", () => {
  it("are listed for staff with the name and email they hold, and erased by id", async () => {
    const id = await failedRequest({ firstName: "Baraka", email: "baraka@example.com" });
    const { requests } = await getJson<{ requests: UnfinishedCvRequest[] }>(
      "/api/admin/cv-requests",
    );
    expect(requests.find((r) => r.id === id)).toMatchObject({
      status: "failed",
      name: "Baraka Client",
      email: "baraka@example.com",
      failureReason: "model unavailable",
    });

    const res = await remove(`/api/admin/cv-requests/${id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(await unfinishedIds()).not.toContain(id);
    const audit = await auditText(1);
    expect(audit.text).toContain(`CV request ${id}`);
    expect(audit.text).not.toContain("baraka");

    const again = await remove(`/api/admin/cv-requests/${id}`);
    expect(again.status).toBe(404);
    expect((await errorOf(again)).message).toBe(`CV request ${id} does not exist.`);
    expect((await remove("/api/admin/cv-requests/x")).status).toBe(400);
  });

  it("go with the CV of the same person when that CV is erased", async () => {
    const made = await server.post(
      "/api/admin/manual-cv-generation",
      {
        firstName: "Neema",
        lastName: "Mutua",
        email: "neema@example.com",
        currentRole: "Teacher",
        experience: "4",
        industry: "Education",
        careerGoal: "Head of department",
      },
      token,
    );
    const { cvId } = (await made.json()) as { cvId: number };
    const theirs = await failedRequest({ firstName: "Neema", email: "NEEMA@example.com" });
    const someoneElse = await failedRequest({ firstName: "Otieno", email: "otieno@example.com" });

    expect((await remove(`/api/admin/cvs/${cvId}`)).status).toBe(200);
    const left = await unfinishedIds();
    expect(left).not.toContain(theirs);
    expect(left).toContain(someoneElse);
  });
});

describe("DELETE /api/admin/conversations/{sessionId}", () => {
  it("erases the conversation, the CVs and cover letters made from it and the person's failed requests, and counts them", async () => {
    await seedConversation(server, "session-erase-everything");
    const cvIds: number[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await server.post(
        "/api/admin/generate-cv",
        { sessionId: "session-erase-everything" },
        token,
      );
      cvIds.push(((await res.json()) as { cvId: number }).cvId);
    }
    const letter = await server.post(
      "/api/admin/generate-cover-letter",
      { cvId: cvIds[0], companyName: "Safaricom", position: "Analyst" },
      token,
    );
    const { documentId } = (await letter.json()) as { documentId: number };
    const failed = await failedRequest({ firstName: "Grace", email: "grace@example.com" });
    // Another client's CV and letter stay.
    await seedConversation(server, "session-kept");
    const kept = await server.post("/api/admin/generate-cv", { sessionId: "session-kept" }, token);
    const keptCv = ((await kept.json()) as { cvId: number }).cvId;

    const res = await remove("/api/admin/conversations/session-erase-everything");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      messages: 2,
      cvs: 2,
      coverLetters: 1,
      cvRequests: 1,
    });
    const { cvs } = await getJson<{ cvs: CvItem[] }>("/api/admin/cvs");
    expect(cvs.map((c) => c.id)).not.toContain(cvIds[0]);
    expect(cvs.map((c) => c.id)).not.toContain(cvIds[1]);
    expect(cvs.map((c) => c.id)).toContain(keptCv);
    const { documents } = await getJson<{ documents: DocumentItem[] }>("/api/admin/documents");
    expect(documents.map((d) => d.id)).not.toContain(documentId);
    expect(await unfinishedIds()).not.toContain(failed);
    const audit = await auditText(1);
    expect(audit.events).toEqual(["erasure"]);
    expect(audit.text).toContain(
      "conversation (messages 2, CVs 2, cover letters 1, CV requests 1)",
    );
    expect(audit.text).not.toMatch(/grace|achieng|session-erase/i);

    expect((await remove("/api/admin/conversations/session-erase-everything")).status).toBe(404);
  });
});

describe("the newsletter unsubscribe link", () => {
  async function subscribe(email: string) {
    expect((await server.post("/api/newsletter", { email })).status).toBe(200);
    const { subscribers } = await getJson<SubscriberListResponse>("/api/admin/subscribers");
    const row = subscribers.find((s) => s.email === email);
    if (!row) throw new Error(`${email} is not listed`);
    return row;
  }
  const tokenOf = (url: string) => new URL(url).searchParams.get("token") ?? "";
  const unsubscribe = (token: unknown) => server.post("/api/newsletter/unsubscribe", { token });
  const listed = async (email: string) =>
    (await getJson<SubscriberListResponse>("/api/admin/subscribers")).subscribers.some(
      (s) => s.email === email,
    );

  it("is listed for staff per subscriber (JSON and CSV) and removes the address; a second use answers the same", async () => {
    const row = await subscribe("unsub@example.com");
    expect(row.unsubscribeUrl).toMatch(/^http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=/);
    const csv = await (await server.get("/api/admin/subscribers.csv", token)).text();
    expect(csv).toContain("unsub@example.com,");
    expect(csv).toContain(row.unsubscribeUrl);

    const first = await unsubscribe(tokenOf(row.unsubscribeUrl));
    expect(first.status).toBe(200);
    const firstBody = await first.json();
    expect(firstBody).toEqual({ success: true, message: expect.stringMatching(/unsubscribed/) });
    expect(await listed("unsub@example.com")).toBe(false);
    const audit = await auditText(1);
    expect(audit.text).toContain(`subscriber ${row.id} (unsubscribe link)`);
    expect(audit.text).not.toContain("unsub@");

    // Already removed: the same answer, so the link tells nothing about who is on the list.
    const second = await unsubscribe(tokenOf(row.unsubscribeUrl));
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(firstBody);
  });

  it("refuses a forged, tampered or missing token with a clear 400 and removes no one", async () => {
    const victim = await subscribe("victim@example.com");
    const other = await subscribe("other@example.com");
    const good = tokenOf(other.unsubscribeUrl);
    const [, mac] = good.split(".");
    const flipped = `${good.slice(0, -1)}${good.endsWith("A") ? "B" : "A"}`;
    for (const bad of [
      `${victim.id}.${mac}`, // another subscriber's signature on the victim's id
      `${victim.id}.${"A".repeat(43)}`,
      flipped,
      String(victim.id),
      "",
      "not a token",
      `${victim.id}.${mac}.extra`,
    ]) {
      const res = await unsubscribe(bad);
      expect(res.status, bad).toBe(400);
      expect((await errorOf(res)).message).toMatch(/link/);
    }
    expect((await unsubscribe(42)).status).toBe(400);
    expect(await listed("victim@example.com")).toBe(true);
    expect(await listed("other@example.com")).toBe(true);
  });
});
