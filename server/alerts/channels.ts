import { createHmac } from "node:crypto";
import type { Transporter } from "nodemailer";
import type { AlertMessage } from "./alert-messages";

/** Sends one alert; throws with a message worth showing staff when it could not. */
export type AlertSender = (message: AlertMessage) => Promise<void>;

/** A send that hangs is a failed attempt, retried later, never a stuck queue. */
const SEND_TIMEOUT_MS = 15_000;

/** Email through SMTP_URL to ALERT_EMAILS. */
export function emailSender(options: { smtpUrl: string; to: string[]; from: string }): {
  send: AlertSender;
  close(): void;
} {
  // nodemailer is loaded with the first alert, not at start: most hours send none.
  let transport: Transporter | undefined;
  return {
    async send(message) {
      if (!transport) {
        const { default: nodemailer } = await import("nodemailer");
        transport = nodemailer.createTransport({
          url: options.smtpUrl,
          connectionTimeout: SEND_TIMEOUT_MS,
          greetingTimeout: SEND_TIMEOUT_MS,
          socketTimeout: SEND_TIMEOUT_MS,
        });
      }
      await transport.sendMail({
        from: options.from,
        to: options.to,
        subject: message.subject,
        text: message.text,
      });
    },
    close: () => transport?.close(),
  };
}

export const signatureHeader = "X-Kazi-Signature";
export const timestampHeader = "X-Kazi-Timestamp";

/**
 * The webhook's signature: HMAC-SHA256 with the shared secret over "<timestamp>.<body>", hex,
 * prefixed "sha256=". The timestamp (Unix seconds) is signed too, so a receiver that refuses
 * old timestamps cannot be fed a captured request again later.
 */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** A JSON POST to ALERT_WEBHOOK_URL, signed with ALERT_WEBHOOK_SECRET; any 2xx is delivered. */
export function webhookSender(options: { url: string; secret: string }): AlertSender {
  return async (message) => {
    const body = JSON.stringify(message.json);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const res = await fetch(options.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [timestampHeader]: timestamp,
        [signatureHeader]: webhookSignature(options.secret, timestamp, body),
      },
      body,
      redirect: "error",
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (!res.ok) throw new Error(`the webhook answered HTTP ${res.status}`);
  };
}
