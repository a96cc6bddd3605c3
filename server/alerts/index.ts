import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Clock } from "../leads/business-hours";
import type { Logger } from "../log";
import { type AlertChannel, createAlertQueue } from "./alert-queue";
import { type AlertTiming, createAlertWorker, defaultAlertTiming } from "./alert-worker";
import { type AlertSender, emailSender, webhookSender } from "./channels";
import { createLeadSummaries } from "./lead-summary";

type AlertConfig = Pick<
  Config,
  | "SITE_URL"
  | "SITE_NAME"
  | "SMTP_URL"
  | "ALERT_EMAILS"
  | "ALERT_EMAIL_FROM"
  | "ALERT_WEBHOOK_URL"
  | "ALERT_WEBHOOK_SECRET"
  | "ALERT_DIGEST_HOUR"
>;

/** "Kazi Career Services <alerts@kazi.example>", from the site's own host. */
function defaultFrom(config: AlertConfig): string {
  return `${config.SITE_NAME.replace(/["<>]/g, "")} <alerts@${new URL(config.SITE_URL).hostname}>`;
}

/**
 * Staff alerts of new leads, by email (SMTP_URL, ALERT_EMAILS) and/or a signed JSON webhook
 * (ALERT_WEBHOOK_URL, ALERT_WEBHOOK_SECRET), through a queue in the database. Adding an alert
 * never waits on the visitor's request and never fails it: it runs beside the answer, and a
 * failure is logged. With neither channel configured nothing is queued.
 */
export function createAlerts(options: {
  config: AlertConfig;
  db: Database;
  log: Logger;
  clock: Clock;
  timing?: AlertTiming;
}) {
  const { config, db, log } = options;
  const senders: Partial<Record<AlertChannel, AlertSender>> = {};
  const email =
    config.SMTP_URL && config.ALERT_EMAILS
      ? emailSender({
          smtpUrl: config.SMTP_URL,
          to: config.ALERT_EMAILS,
          from: config.ALERT_EMAIL_FROM ?? defaultFrom(config),
        })
      : null;
  if (email) senders.email = email.send;
  if (config.ALERT_WEBHOOK_URL && config.ALERT_WEBHOOK_SECRET) {
    senders.webhook = webhookSender({
      url: config.ALERT_WEBHOOK_URL,
      secret: config.ALERT_WEBHOOK_SECRET,
    });
  }
  const channels = Object.keys(senders) as AlertChannel[];
  const queue = createAlertQueue(db, channels);
  const worker = createAlertWorker({
    queue,
    leads: createLeadSummaries(db, config.SITE_URL),
    senders,
    siteName: config.SITE_NAME,
    digestHour: config.ALERT_DIGEST_HOUR,
    clock: options.clock,
    log,
    timing: options.timing ?? defaultAlertTiming,
  });

  const adding = new Set<Promise<void>>();
  /** Queues beside the request: the caller does not wait, and a failure is only logged. */
  function addBeside(add: () => Promise<void>): void {
    if (channels.length === 0) return;
    const task = add()
      .then(() => void worker.drain())
      .catch((err: unknown) =>
        log.warn({ err, event: "alerts.enqueue_failed" }, "a lead alert could not be queued"),
      )
      .finally(() => adding.delete(task));
    adding.add(task);
  }

  return {
    enabled: channels.length > 0,
    /** A chat visitor left a phone or email, or was handed over: once per conversation. */
    conversationLead: (sessionId: string) => addBeside(() => queue.addConversation(sessionId)),
    inquiry: (inquiryId: number) => addBeside(() => queue.addInquiry(inquiryId)),
    problems: (limit: number) => queue.problems(limit),
    /** Sends what is due now (also run every poll once started). */
    drain: () => worker.drain(),
    tick: () => worker.tick(),
    start(): void {
      if (channels.length === 0) {
        log.info(
          { event: "alerts.off" },
          "lead alerts are off: set SMTP_URL and ALERT_EMAILS, or ALERT_WEBHOOK_URL and ALERT_WEBHOOK_SECRET, to hear of new leads",
        );
        return;
      }
      log.info({ event: "alerts.on", channels }, "lead alerts on");
      worker.start();
    },
    async stop(): Promise<void> {
      await Promise.all(adding);
      await worker.stop();
      email?.close();
    },
  };
}

export type Alerts = ReturnType<typeof createAlerts>;
