import type { Clock } from "../leads/business-hours";
import { nairobiDayAndHour } from "../leads/business-hours";
import type { Logger } from "../log";
import { type AlertMessage, digestMessage, newLeadMessage } from "./alert-messages";
import type { AlertChannel, AlertQueue, ClaimedAlert } from "./alert-queue";
import type { AlertSender } from "./channels";
import type { LeadSummaries } from "./lead-summary";

export interface AlertTiming {
  /** How often the queue is looked at besides the nudge of each new alert. */
  pollMs: number;
  /** The wait after a first failure; it doubles with each further one, up to an hour. */
  retryBaseMs: number;
  /** Attempts before an alert is given up on and shown as failed in the panel. */
  maxAttempts: number;
}

/** A failing mail server is tried for about a day: 30 s, 1 min, 2 min … then hourly. */
export const defaultAlertTiming: AlertTiming = {
  pollMs: 15_000,
  retryBaseMs: 30_000,
  maxAttempts: 30,
};

const BATCH = 10;
const MAX_RETRY_MS = 3_600_000;
/** Digests list this many leads; the rest are counted. */
const DIGEST_LEADS = 50;

export interface AlertWorkerOptions {
  queue: AlertQueue;
  leads: LeadSummaries;
  senders: Partial<Record<AlertChannel, AlertSender>>;
  siteName: string;
  digestHour: number;
  clock: Clock;
  log: Logger;
  timing: AlertTiming;
}

const errorText = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).slice(0, 500);

/**
 * Drains the alert queue: claims due alerts, writes each from its lead, sends it, records the
 * result. One drain at a time per instance; a nudge during a drain makes it look again after.
 */
export function createAlertWorker(options: AlertWorkerOptions) {
  const { queue, leads, senders, log, timing } = options;

  async function compose(alert: ClaimedAlert): Promise<AlertMessage | null> {
    if (alert.kind === "digest") {
      const { leads: listed, total } = await leads.untouched(DIGEST_LEADS);
      return total === 0
        ? null
        : digestMessage(listed, total, alert.digestDay ?? "", options.siteName);
    }
    const lead = alert.leadId === null ? null : await leads.lead(alert.kind, alert.leadId);
    return lead && newLeadMessage(lead, options.siteName);
  }

  async function deliver(alert: ClaimedAlert): Promise<void> {
    const send = senders[alert.channel];
    if (!send)
      return queue.markDropped(alert, `${alert.channel} alerts are not configured any more`);
    try {
      const message = await compose(alert);
      if (!message) {
        return await queue.markDropped(
          alert,
          "nothing to send: the lead was erased, or no lead is waiting",
        );
      }
      // Stopping does not wait for a hanging server: the lease lapses and the alert is retried.
      if ((await Promise.race([send(message), stopping.promise])) === "stopped") return;
      await queue.markSent(alert);
      log.info(
        { event: "alerts.sent", alertId: alert.id, kind: alert.kind, channel: alert.channel },
        "alert sent",
      );
    } catch (err) {
      const giveUp = alert.attempts >= timing.maxAttempts;
      const retryInMs = giveUp
        ? null
        : Math.min(timing.retryBaseMs * 2 ** (alert.attempts - 1), MAX_RETRY_MS);
      await queue.markFailed(alert, errorText(err), retryInMs);
      log.warn(
        {
          event: "alerts.failed",
          alertId: alert.id,
          channel: alert.channel,
          attempts: alert.attempts,
          retryInMs,
          error: errorText(err),
        },
        giveUp ? "alert given up on" : "alert not sent; will retry",
      );
    }
  }

  let draining: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const stopping = Promise.withResolvers<"stopped">();

  /** Sends whatever is due; resolves when the queue has nothing due left. */
  function drain(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (draining) {
      again = true;
      return draining;
    }
    draining = (async () => {
      do {
        again = false;
        while (!stopped) {
          const claimed = await queue.claim(BATCH);
          if (claimed.length === 0) break;
          for (const alert of claimed) if (!stopped) await deliver(alert);
        }
      } while (again && !stopped);
    })()
      .catch((err: unknown) => log.warn({ err }, "the alert queue could not be drained"))
      .finally(() => {
        draining = null;
      });
    return draining;
  }

  let digestAddedFor: string | null = null;
  /** In the digest hour (Nairobi), adds the day's digest once; other instances add the same row. */
  async function addDigestIfDue(): Promise<void> {
    const { day, hour } = nairobiDayAndHour(options.clock());
    if (hour !== options.digestHour || digestAddedFor === day) return;
    await queue.addDigest(day);
    digestAddedFor = day;
  }

  let timer: NodeJS.Timeout | undefined;
  return {
    drain,
    /** One poll: the digest if due, then the queue. */
    async tick(): Promise<void> {
      await addDigestIfDue().catch((err: unknown) =>
        log.warn({ err }, "the daily lead digest could not be queued"),
      );
      await drain();
    },
    start(): void {
      if (stopped) return;
      timer = setInterval(() => void this.tick(), timing.pollMs);
      timer.unref();
      void this.tick();
    },
    async stop(): Promise<void> {
      stopped = true;
      stopping.resolve("stopped");
      clearInterval(timer);
      await draining;
    },
  };
}

export type AlertWorker = ReturnType<typeof createAlertWorker>;
