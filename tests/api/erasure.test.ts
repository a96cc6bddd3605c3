import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InquiryListResponse } from "../../contract/admin-inquiries";
import type { SubscriberListResponse } from "../../contract/admin-subscribers";
import { startTestServer, type TestServer } from "../support/server";

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
