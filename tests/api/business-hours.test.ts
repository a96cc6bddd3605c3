import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InquiryListResponse } from "../../contract/admin-inquiries";
import { chatInteractions, contactInquiries } from "../../server/db/schema";
import { startTestServer, type TestServer } from "../support/server";
import { conversationOf, converse, newSessionId } from "./chat-support";

/** An instant given in Nairobi time (UTC+3). 2026-11-25 is a Wednesday, 2026-11-28 a Saturday. */
const nairobi = (isoLocal: string) => new Date(`${isoLocal}+03:00`);
const wednesdayNoon = nairobi("2026-11-25T12:00:00");
const saturdayAfternoon = nairobi("2026-11-28T15:30:00");
const tuesdayNight = nairobi("2026-11-24T21:10:00");

let now = wednesdayNoon;
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: "off" }, { clock: () => now });
  token = await server.signIn();
});
afterAll(() => server.close());

const inquiry = {
  firstName: "Amina",
  lastName: "Wanjiku",
  email: "amina@example.co.ke",
  phone: "0712 345 678",
  service: "cv-writing",
  message: "I need a CV for a finance manager role.",
};

async function contactMessage(): Promise<string> {
  const res = await server.post("/api/contact", inquiry);
  expect(res.status).toBe(200);
  return ((await res.json()) as { message: string }).message;
}

describe("what a visitor is told about when a consultant replies", () => {
  it("the contact form promises a reply within a working day while the office is open", async () => {
    now = wednesdayNoon;
    expect(await contactMessage()).toBe(
      "Thank you for contacting us. A consultant will get back to you within one working day.",
    );
  });

  it("the contact form names the next opening on a Saturday afternoon", async () => {
    now = saturdayAfternoon;
    expect(await contactMessage()).toBe(
      "Thank you for contacting us. Our office is closed right now: a consultant will get back to you on Monday at 8:00 am (Nairobi time).",
    );
  });

  it("the chat's hand-over names the next opening at night, and says nothing of it by day", async () => {
    const handOverAt = async (at: Date) => {
      now = at;
      const answers = await converse(server, newSessionId(), [
        "I need a CV",
        "Jane Wanjiku",
        "0712 345 678",
      ]);
      const last = answers.at(-1)!;
      expect(last.readyForWhatsApp).toBe(true);
      return last.message;
    };
    expect(await handOverAt(tuesdayNight)).toContain(
      "Our office is closed right now: a consultant will get back to you tomorrow at 8:00 am (Nairobi time).",
    );
    expect(await handOverAt(wednesdayNoon)).not.toContain("closed");
  });

  it("a Swahili chat's hand-over names the next opening in Swahili, in Swahili time", async () => {
    now = tuesdayNight;
    const answers = await converse(server, newSessionId(), [
      "Habari, naomba msaada wa kuandika CV yangu tafadhali",
      "Jina langu ni Wanjiru Kamau",
      "0712 345 678",
    ]);
    const last = answers.at(-1)!;
    expect(last.readyForWhatsApp).toBe(true);
    expect(last.message).toContain(
      "Ofisi yetu imefungwa kwa sasa: mshauri atakujibu kesho saa mbili asubuhi (saa za Nairobi).",
    );
    expect(last.message).not.toContain("Our office is closed");
    now = wednesdayNoon;
  });
});

describe("the staff lists mark leads that arrived out of hours", () => {
  it("inquiries and conversations carry arrivedOutOfHours from when they arrived", async () => {
    const [night] = await server.services.db
      .insert(contactInquiries)
      .values({ ...inquiry, phone: "+254712345678", createdAt: tuesdayNight })
      .returning({ id: contactInquiries.id });
    const [day] = await server.services.db
      .insert(contactInquiries)
      .values({ ...inquiry, phone: "+254712345678", createdAt: wednesdayNoon })
      .returning({ id: contactInquiries.id });
    const res = await server.get("/api/admin/inquiries", token);
    const { inquiries } = (await res.json()) as InquiryListResponse;
    const flagOf = (id: number | undefined) =>
      inquiries.find((i) => i.id === id)?.arrivedOutOfHours;
    expect([flagOf(night?.id), flagOf(day?.id)]).toEqual([true, false]);

    const sessionId = newSessionId();
    await converse(server, sessionId, ["Hello"]);
    await server.services.db
      .update(chatInteractions)
      .set({ createdAt: saturdayAfternoon })
      .where(eq(chatInteractions.sessionId, sessionId));
    expect((await conversationOf(server, token, sessionId))?.arrivedOutOfHours).toBe(true);
  });
});
