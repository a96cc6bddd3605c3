import path from "node:path";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { z } from "zod";
import { parseTrustProxy } from "./net/trust-proxy";

/** A year: long enough to look back on an incident found late. */
export const defaultAuditRetentionDays = 365;

/**
 * The one place the environment is read. A bad value stops the start with a list that
 * names each bad variable (see `loadConfig`).
 */
const onOff = z
  .enum(["on", "off", "true", "false", "1", "0"])
  .transform((v) => v === "on" || v === "true" || v === "1");

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/**
 * A phone number written any way people write one: spaces, dashes, brackets, a leading 0 for a
 * Kenyan number. Checked with libphonenumber-js, so a value that is not a phone number stops
 * the start and names its variable.
 */
function phoneNumber(fallback: string) {
  return z
    .string()
    .trim()
    .default(fallback)
    .transform((written, ctx) => {
      const parsed = parsePhoneNumberFromString(written, "KE");
      if (!parsed?.isValid()) {
        ctx.addIssue({
          code: "custom",
          message: "must be a phone number, such as +254 712 345 678 or 0712 345 678",
        });
        return z.NEVER;
      }
      return { written, e164: parsed.number as string };
    });
}

/** Every environment variable the server reads, with its default and its check. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
        .optional(),
    ),
    ADMIN_USERNAME: optionalText.pipe(z.string().max(50).optional()),
    ADMIN_PASSWORD: optionalText.pipe(
      z.string().min(12, "must be at least 12 characters").max(256).optional(),
    ),
    /** Once: set the existing ADMIN_USERNAME's password to ADMIN_PASSWORD and end its sessions. */
    ADMIN_PASSWORD_RESET: onOff.default(false),
    /** Without a trailing slash: links are written `${SITE_URL}/path`. */
    SITE_URL: z
      .url()
      .default("http://localhost:3000")
      .transform((url) => url.replace(/\/$/, "")),
    SITE_NAME: z.string().min(1).default("Kazi Career Services"),
    /** Shown to visitors as written; it must still be a phone number. */
    CONTACT_PHONE: phoneNumber("+254 712 345 678").transform((phone) => phone.written),
    /** The hand-over's number, as E.164 (+254712345678) whatever way it was written. */
    WHATSAPP_NUMBER: phoneNumber("+254712345678").transform((phone) => phone.e164),
    AI_PROVIDER: z.enum(["offline", "openai", "anthropic"]).default("offline"),
    AI_BASE_URL: optionalText.pipe(z.url().optional()),
    AI_API_KEY: optionalText,
    AI_MODEL: optionalText,
    AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
    /** Every model call of a UTC day together, chat and staff tools (ADR 017). */
    AI_DAILY_TOKEN_BUDGET: z.coerce.number().int().min(0).max(1_000_000_000).default(200_000),
    /** The chat's share of AI_DAILY_TOKEN_BUDGET (default: half); the staff tools get the rest. */
    AI_CHAT_DAILY_TOKEN_BUDGET: optionalText.pipe(
      z.coerce.number<string>().int().min(0).max(1_000_000_000).optional(),
    ),
    DEMO_CONTENT: onOff.default(true),
    /** A daily backup into BACKUP_DIR (server/backup/backup-schedule.ts). */
    BACKUPS: onOff.default(true),
    /** Where backups go: default DATA_DIR/backups (none for an in-memory database). */
    BACKUP_DIR: optionalText,
    /** The hour of the daily backup, in the server's time zone (TZ). */
    BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(2),
    /** Where alert emails go out: smtp://user:password@host:587 or smtps://…:465. */
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
        .pipe(z.url())
        .optional(),
    ),
    /** Staff addresses a new lead is emailed to, separated by commas. */
    ALERT_EMAILS: optionalText.pipe(
      z
        .string()
        .transform((list) => list.split(",").map((address) => address.trim()))
        .pipe(z.array(z.email("must be email addresses separated by commas")))
        .optional(),
    ),
    /** The From of alert emails; default "SITE_NAME <alerts@SITE_URL's host>". */
    ALERT_EMAIL_FROM: optionalText,
    /** A JSON POST for each new lead, signed with ALERT_WEBHOOK_SECRET (server/alerts). */
    ALERT_WEBHOOK_URL: optionalText.pipe(
      z
        .url()
        .regex(/^https?:\/\//, "must be an http:// or https:// URL")
        .optional(),
    ),
    ALERT_WEBHOOK_SECRET: optionalText.pipe(
      z.string().min(16, "must be at least 16 characters").optional(),
    ),
    /** The hour (Nairobi time) of the daily digest of leads nobody has touched yet. */
    ALERT_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
    RATE_LIMITS: onOff.default(true),
    /** Behind proxies: which X-Forwarded-For entry is the client (server/net/trust-proxy.ts). */
    TRUST_PROXY: z
      .string()
      .default("off")
      .transform((text, ctx) => {
        const trust = parseTrustProxy(text);
        if (typeof trust !== "string") return trust;
        ctx.addIssue({ code: "custom", message: trust });
        return z.NEVER;
      }),
    /** Days an audit entry (sign-ins, failures, lockouts) is kept; older ones are deleted. */
    AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).default(defaultAuditRetentionDays),
    /**
     * Seconds between two "memory" log lines (resident memory, V8 heap, PGlite's WebAssembly
     * memory), for measuring where memory goes; 0 writes none.
     */
    MEMORY_REPORT_SECONDS: z.coerce.number().int().min(0).default(0),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    SESSION_IDLE_HOURS: z.coerce.number().positive().default(12),
    // 12 hours: OWASP ASVS 4 §3.3.2 (level 2) asks for re-authentication at least that often.
    SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().default(0.5),
  })
  // Checks across variables. `when` makes them run even when another variable is bad, so one
  // start names every problem.
  .superRefine(
    (env, ctx) => {
      // A variable already reported as bad holds its raw text: judge nothing by it.
      const bad = new Set(ctx.issues.map((issue) => issue.path?.[0]));
      if (!bad.has("AI_PROVIDER") && env.AI_PROVIDER !== "offline" && !env.AI_MODEL) {
        ctx.addIssue({
          code: "custom",
          path: ["AI_MODEL"],
          message: `required when AI_PROVIDER is ${env.AI_PROVIDER}`,
        });
      }
      const chatShare = env.AI_CHAT_DAILY_TOKEN_BUDGET;
      const budgetsKnown =
        !bad.has("AI_DAILY_TOKEN_BUDGET") && !bad.has("AI_CHAT_DAILY_TOKEN_BUDGET");
      if (budgetsKnown && chatShare !== undefined && chatShare > env.AI_DAILY_TOKEN_BUDGET) {
        ctx.addIssue({
          code: "custom",
          path: ["AI_CHAT_DAILY_TOKEN_BUDGET"],
          message: "must not exceed AI_DAILY_TOKEN_BUDGET, of which it is a share",
        });
      }
      const mailKnown = !bad.has("SMTP_URL") && !bad.has("ALERT_EMAILS");
      if (mailKnown && Boolean(env.SMTP_URL) !== Boolean(env.ALERT_EMAILS)) {
        ctx.addIssue({
          code: "custom",
          path: [env.SMTP_URL ? "ALERT_EMAILS" : "SMTP_URL"],
          message: "set SMTP_URL and ALERT_EMAILS both or neither",
        });
      }
      if (!bad.has("ALERT_WEBHOOK_URL") && env.ALERT_WEBHOOK_URL && !env.ALERT_WEBHOOK_SECRET) {
        ctx.addIssue({
          code: "custom",
          path: ["ALERT_WEBHOOK_SECRET"],
          message:
            "required when ALERT_WEBHOOK_URL is set: the receiver checks the signature with it",
        });
      }
      const adminPairKnown = !bad.has("ADMIN_USERNAME") && !bad.has("ADMIN_PASSWORD");
      if (adminPairKnown && Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
        ctx.addIssue({
          code: "custom",
          path: ["ADMIN_USERNAME"],
          message: "set ADMIN_USERNAME and ADMIN_PASSWORD both or neither",
        });
      }
      if (adminPairKnown && env.ADMIN_PASSWORD_RESET && !env.ADMIN_PASSWORD) {
        ctx.addIssue({
          code: "custom",
          path: ["ADMIN_PASSWORD_RESET"],
          message: "needs ADMIN_USERNAME and ADMIN_PASSWORD: the password to reset to",
        });
      }
    },
    { when: () => true },
  );

export type Config = Omit<
  z.infer<typeof envSchema>,
  "DATA_DIR" | "BACKUP_DIR" | "AI_CHAT_DAILY_TOKEN_BUDGET"
> & {
  /** Absolute path; `null` for an in-memory PGlite (tests). */
  DATA_DIR: string | null;
  /** Absolute path; `null` when there is nowhere to keep them (no DATA_DIR and none given). */
  BACKUP_DIR: string | null;
  AI_CHAT_DAILY_TOKEN_BUDGET: number;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

/** Parses an environment (process.env by default); throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    );
  }
  const config = parsed.data;
  const dataDir = config.DATA_DIR === ":memory:" ? null : path.resolve(config.DATA_DIR);
  return {
    ...config,
    DATA_DIR: dataDir,
    BACKUP_DIR: config.BACKUP_DIR
      ? path.resolve(config.BACKUP_DIR)
      : dataDir && path.join(dataDir, "backups"),
    AI_CHAT_DAILY_TOKEN_BUDGET:
      config.AI_CHAT_DAILY_TOKEN_BUDGET ?? Math.floor(config.AI_DAILY_TOKEN_BUDGET / 2),
  };
}
