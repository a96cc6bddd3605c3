import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AlertProblemsResponse } from "../../contract/admin-alerts";
import { createAlerts } from "../../server/alerts";
import { createAlertQueue } from "../../server/alerts/alert-queue";
import type { AlertTiming } from "../../server/alerts/alert-worker";
import { openDatabase } from "../../server/db/client";
import { chatInteractions, contactInquiries, leadAlerts } from "../../server/db/schema";
import { nairobiDayAndHour } from "../../server/leads/business-hours";
import { createLogger } from "../../server/log";
import {
  startSilentSmtp,
  startSmtpReceiver,
  startWebhookReceiver,
  until,
} from "../support/alert-receivers";
import { capturedLogger } from "../support/log-capture";
import { startTestServer, type TestServer } from "../support/server";
import { converse, newSessionId } from "./chat-support";

// Each test starts its own server and waits for a worker to send: 10-28 s apiece at load 12.
vi.setConfig({ testTimeout: 90_000 });

/** Short waits, so a refused send is retried within the test. */
const fast: AlertTiming = { pollMs: 100, retryBaseMs: 50, maxAttempts: 5 };
const WEBHOOK_SECRET = "a-webhook-secret-of-32-characters";
const STAFF = ["consultant@kazi.example", "owner@kazi.example"];

const inquiry = {
  firstName: "Amina",
  lastName: "Wanjiku",
  email: "amina@example.co.ke",
  phone: "0712 345 678",
  service: "cv-writing",
  message: "I need a CV for a finance manager role.",
};

/**
 * The daily digest is queued whenever the server's clock is in ALERT_DIGEST_HOUR (07:00 Nairobi
 * by default): a test run in that hour would see a digest beside the lead's own alert. The tests
 * of a lead's alert set the digest twelve hours away from now; the digest's own test sets both.
 */
const digestHourAwayFromNow = () => String((nairobiDayAndHour(new Date()).hour + 12) % 24);

const servers: TestServer[] = [];
async function server(
  env: Record<string, string>,
  options: { clock?: () => Date; log?: ReturnType<typeof capturedLogger>["log"] } = {},
) {
  const started = await startTestServer(
    {
      RATE_LIMITS: "off",
      SITE_URL: "https://kazi.example",
      ALERT_DIGEST_HOUR: digestHourAwayFromNow(),
      ...env,
    },
    { alertTiming: fast, ...options },
  );
  servers.push(started);
  return started;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  webhook = await startWebhookReceiver();
});
afterAll(async () => {
  await smtp.close();
  await webhook.close();
});
afterEach(() => {
  smtp.mails.length = 0;
  webhook.hooks.length = 0;
});

const mailEnv = () => ({ SMTP_URL: smtp.url, ALERT_EMAILS: STAFF.join(", ") });
const hookEnv = () => ({ ALERT_WEBHOOK_URL: webhook.url, ALERT_WEBHOOK_SECRET: WEBHOOK_SECRET });
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

describe("lead alerts by email (a real SMTP server on loopback)", () => {
  it("emails every staff address who, what service, how to reach them, the reference and the link", async () => {
    const kazi = await server(mailEnv());
    const res = await kazi.post("/api/contact", inquiry);
    expect(res.status).toBe(200);
    await until(() => smtp.mails.length === 1);
    const [stored] = await kazi.services.db.select().from(contactInquiries);
    const mail = smtp.mails[0]!;
    expect(mail.to.sort()).toEqual([...STAFF].sort());
    expect(mail.from).toBe("alerts@kazi.example");
    expect(mail.headers.from).toBe("Kazi Career Services <alerts@kazi.example>");
    expect(mail.headers.subject).toBe(
      `New lead from the contact form: Amina Wanjiku (CV Writing & Career Services), Inquiry #${stored!.id}`,
    );
    expect(mail.text).toContain("Name: Amina Wanjiku");
    expect(mail.text).toContain("Service: CV Writing & Career Services");
    expect(mail.text).toContain("Phone: +254712345678");
    expect(mail.text).toContain("Email: amina@example.co.ke");
    expect(mail.text).toContain(`Reference: Inquiry #${stored!.id}`);
    expect(mail.text).toContain("I need a CV for a finance manager role.");
    expect(mail.text).toContain(
      `Open it in the staff panel: https://kazi.example/admin/dashboard?tab=leads&lead=inquiry-${stored!.id}`,
    );
  });

  it("alerts once per conversation: at the first contact detail, not again at the hand-over or after", async () => {
    const kazi = await server(mailEnv());
    const sessionId = newSessionId();
    const answers = await converse(kazi, sessionId, [
      "I need a CV",
      "Jane Wanjiku",
      "0712 345 678",
      "jane@example.com",
      "thanks",
    ]);
    expect(answers[2]!.readyForWhatsApp).toBe(true);
    const code = answers[2]!.whatsappMessage!.match(/KZ-[0-9A-Z]{6}/)![0];
    await until(() => smtp.mails.length >= 1);
    await settle();
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0]!;
    expect(mail.headers.subject).toBe(`New lead from the chat: Jane Wanjiku (CV Writing), ${code}`);
    expect(mail.text).toContain("Phone: +254712345678");
    expect(mail.text).toContain(`Reference: ${code}`);
    const [chat] = await kazi.services.db
      .select({ id: chatInteractions.id })
      .from(chatInteractions)
      .where(eq(chatInteractions.sessionId, sessionId));
    expect(mail.text).toContain(
      `Open it in the staff panel: https://kazi.example/admin/dashboard?tab=leads&lead=chat-${chat!.id}`,
    );
  });

  it("retries a server that refuses, with back-off, and sends the alert once; the panel saw the failure", async () => {
    const kazi = await server(mailEnv());
    const token = await kazi.signIn();
    smtp.refuse(2);
    await kazi.post("/api/contact", inquiry);
    await until(async () => {
      const res = await kazi.get("/api/admin/alerts/problems", token);
      return ((await res.json()) as AlertProblemsResponse).alerts.length > 0;
    });
    const problems = (await (
      await kazi.get("/api/admin/alerts/problems", token)
    ).json()) as AlertProblemsResponse;
    expect(problems.enabled).toBe(true);
    expect(problems.alerts[0]).toMatchObject({
      kind: "inquiry",
      channel: "email",
      status: "retrying",
    });
    expect(problems.alerts[0]!.lastError).toContain("Mailbox busy");
    await until(() => smtp.mails.length === 1);
    await settle();
    expect(smtp.mails).toHaveLength(1);
    const [row] = await kazi.services.db.select().from(leadAlerts);
    expect(row).toMatchObject({ status: "sent", attempts: 3 });
    expect(row!.lastError).toContain("451");
    const after = (await (
      await kazi.get("/api/admin/alerts/problems", token)
    ).json()) as AlertProblemsResponse;
    expect(after.alerts).toEqual([]);
  });

  it("a refused sign-in to the mail server is recorded and logged without the password", async () => {
    const { log, lines } = capturedLogger();
    const wrong = smtp.url.replace(/:[^:@]+@/, ":wrong-password-4711@");
    const kazi = await server({ SMTP_URL: wrong, ALERT_EMAILS: STAFF[0]! }, { log });
    await kazi.post("/api/contact", inquiry);
    await until(async () => (await kazi.services.alerts.problems(1)).length === 1);
    const [problem] = await kazi.services.alerts.problems(1);
    expect(problem!.lastError).toContain("Invalid username or password");
    expect(lines.some((l) => l.event === "alerts.failed")).toBe(true);
    expect(JSON.stringify(lines)).not.toContain("wrong-password-4711");
    expect(smtp.mails).toEqual([]);
  });
});

describe("lead alerts by webhook (a receiver on loopback)", () => {
  it("POSTs the lead as JSON signed with HMAC-SHA256 of the timestamp and body", async () => {
    const kazi = await server(hookEnv());
    await kazi.post("/api/contact", inquiry);
    await until(() => webhook.hooks.length === 1);
    const [stored] = await kazi.services.db.select().from(contactInquiries);
    const { headers, body } = webhook.hooks[0]!;
    expect(headers["content-type"]).toBe("application/json");
    const timestamp = String(headers["x-kazi-timestamp"]);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    const expected = createHmac("sha256", WEBHOOK_SECRET)
      .update(`${timestamp}.${body}`)
      .digest("hex");
    expect(headers["x-kazi-signature"]).toBe(`sha256=${expected}`);
    const json = JSON.parse(body) as { event: string; text: string; lead: Record<string, unknown> };
    expect(json.event).toBe("lead.new");
    expect(json.text).toContain("Amina Wanjiku");
    expect(json.lead).toMatchObject({
      source: "contact form",
      name: "Amina Wanjiku",
      services: ["CV Writing & Career Services"],
      phone: "+254712345678",
      email: "amina@example.co.ke",
      url: `https://kazi.example/admin/dashboard?tab=leads&lead=inquiry-${stored!.id}`,
    });
  });

  it("retries a receiver that answers 503 and delivers once", async () => {
    const kazi = await server(hookEnv());
    webhook.refuse(2);
    await kazi.post("/api/contact", inquiry);
    await until(() => webhook.hooks.length === 1);
    await settle();
    expect(webhook.hooks).toHaveLength(1);
    const [row] = await kazi.services.db.select().from(leadAlerts);
    expect(row).toMatchObject({ status: "sent", attempts: 3, channel: "webhook" });
    expect(row!.lastError).toBe("the webhook answered HTTP 503");
  });
});

describe("the alert queue", () => {
  it("two drainers on one database send each alert exactly once", async () => {
    const kazi = await server({});
    const ids = await kazi.services.db
      .insert(contactInquiries)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          ...inquiry,
          firstName: `Visitor${i}`,
          phone: "+254712345678",
        })),
      )
      .returning({ id: contactInquiries.id });
    const queue = createAlertQueue(kazi.services.db, ["email", "webhook"]);
    for (const { id } of ids) await queue.addInquiry(id);
    // On PostgreSQL the second drainer has its own pool, as a second instance would.
    const second = kazi.services.config.DATABASE_URL
      ? await openDatabase({ databaseUrl: kazi.services.config.DATABASE_URL, dataDir: null })
      : null;
    const config = { ...kazi.services.config, ...mailEnv(), ...hookEnv(), ALERT_EMAILS: STAFF };
    const log = createLogger("silent");
    const drainers = [kazi.services.db, second?.db ?? kazi.services.db].map((db) =>
      createAlerts({ config, db, log, clock: () => new Date(), timing: fast }),
    );
    try {
      await Promise.all(drainers.flatMap((d) => [d.drain(), d.drain(), d.drain()]));
      const subjects = smtp.mails.map((m) => m.headers.subject);
      const names = webhook.hooks.map(
        (h) => (JSON.parse(h.body) as { lead: { name: string } }).lead.name,
      );
      const expected = ids.map((_, i) => `Visitor${i} Wanjiku`).sort();
      expect(subjects.map((s) => s?.match(/Visitor\d+ Wanjiku/)?.[0]).sort()).toEqual(expected);
      expect(names.sort()).toEqual(expected);
    } finally {
      await Promise.all(drainers.map((d) => d.stop()));
      await second?.close();
    }
  });

  it("a chat turn is answered as fast with the mail server down as with no alerts at all", async () => {
    const silent = await startSilentSmtp();
    try {
      const withAlerts = await server({ SMTP_URL: silent.url, ALERT_EMAILS: STAFF[0]! });
      const without = await server({});
      const timings: Record<"down" | "none", number[]> = { down: [], none: [] };
      for (let round = 0; round < 4; round++) {
        for (const [kind, kazi] of [
          ["down", withAlerts],
          ["none", without],
        ] as const) {
          const sessionId = newSessionId();
          for (const line of ["I need a CV", "Jane Wanjiku", "0712 345 678", "jane@example.com"]) {
            const started = performance.now();
            const res = await kazi.post("/api/chat", { sessionId, message: line, messages: [] });
            expect(res.status).toBe(200);
            timings[kind].push(performance.now() - started);
          }
        }
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      // The mail server holds each send until the 15 s timeout: a turn that waited on it would
      // take that long; the bound leaves room for a loaded machine's slowest turn.
      expect(Math.max(...timings.down)).toBeLessThan(5000);
      expect(median(timings.down)).toBeLessThan(median(timings.none) * 2 + 20);
      const rows = await withAlerts.services.db.select().from(leadAlerts);
      expect(rows).toHaveLength(4);
      expect(rows.every((r) => r.sentAt === null)).toBe(true);
    } finally {
      await Promise.all(servers.splice(0).map((s) => s.close()));
      await silent.close();
    }
  }, 60_000);

  it("with neither channel set, queues nothing and says so once at the start", async () => {
    const { log, lines } = capturedLogger();
    const kazi = await startTestServer({ RATE_LIMITS: "off" }, { log });
    servers.push(kazi);
    await kazi.post("/api/contact", inquiry);
    await converse(kazi, newSessionId(), ["I need a CV", "Jane Wanjiku", "0712 345 678"]);
    await settle();
    expect(await kazi.services.db.select().from(leadAlerts)).toEqual([]);
    expect(lines.filter((l) => l.event === "alerts.off")).toHaveLength(1);
  });
});

describe("the daily digest", () => {
  it("at ALERT_DIGEST_HOUR (Nairobi) lists the leads nobody has touched, once a day", async () => {
    let now = new Date("2026-11-24T06:59:00+03:00");
    const kazi = await server({ ...mailEnv(), ALERT_DIGEST_HOUR: "7" }, { clock: () => now });
    const [waiting] = await kazi.services.db
      .insert(contactInquiries)
      .values([
        { ...inquiry, firstName: "Waiting", phone: "+254712345678" },
        { ...inquiry, firstName: "Answered", phone: "+254712345678", handledAt: new Date() },
        { ...inquiry, firstName: "Contacted", phone: "+254712345678", leadStatus: "contacted" },
      ])
      .returning({ id: contactInquiries.id });
    await kazi.services.alerts.tick();
    expect(await kazi.services.db.select().from(leadAlerts)).toEqual([]);
    now = new Date("2026-11-24T07:20:00+03:00");
    await kazi.services.alerts.tick();
    await kazi.services.alerts.tick();
    await until(() => smtp.mails.length === 1);
    await settle();
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0]!;
    expect(mail.headers.subject).toBe(
      "Kazi Career Services: 1 lead nobody has touched yet (2026-11-24)",
    );
    expect(mail.text).toContain("Waiting Wanjiku");
    expect(mail.text).toContain(
      `https://kazi.example/admin/dashboard?tab=leads&lead=inquiry-${waiting!.id}`,
    );
    expect(mail.text).not.toContain("Answered");
    expect(mail.text).not.toContain("Contacted");
    const digests = await kazi.services.db
      .select()
      .from(leadAlerts)
      .where(eq(leadAlerts.kind, "digest"));
    expect(digests).toHaveLength(1);
  });
});
