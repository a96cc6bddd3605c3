import { createAiRuntimes } from "./ai";
import { createAlerts } from "./alerts";
import type { AlertTiming } from "./alerts/alert-worker";
import { createAssistant } from "./assistant";
import { createChatService } from "./assistant/chat-service";
import { createChatSessionIds } from "./assistant/session-ids";
import { siteKnowledge } from "./assistant/site-knowledge";
import { createAdminAccounts } from "./auth/admin-accounts";
import { createAuditLog } from "./auth/audit";
import { createPasswordChange } from "./auth/password-change";
import { createSessionStore } from "./auth/sessions";
import { createSignIn } from "./auth/sign-in";
import { createStaffAccounts } from "./auth/staff-accounts";
import { createLlmDrafting } from "./blog/drafting/llm";
import { createBlogService } from "./blog/service";
import { createBrochure } from "./brochure/brochure";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import { createDocumentsCapability } from "./documents";
import { createPageCache } from "./http/page-cache";
import { type Clock, systemClock } from "./leads/business-hours";
import { createChatOpens } from "./leads/chat-opens";
import { createContactService } from "./leads/contact";
import { createConversationErasure } from "./leads/conversation-erasure";
import { createConversations } from "./leads/conversations";
import { createInquiriesService } from "./leads/inquiries";
import { createLeadInbox } from "./leads/lead-inbox";
import { createSubscribersService } from "./leads/subscribers";
import type { Logger } from "./log";
import { createFunnel } from "./metrics/funnel";
import { createMetricsService } from "./metrics/metrics";
import { createNewsletterService } from "./newsletter/service";
import { createRateLimiter } from "./rate-limit/rate-limiter";
import { createSeoAnalyzer } from "./seo/analyzer";

/**
 * Every service, built once per process and handed both to API handlers and to React Router
 * loaders (through the load context). Services are plain objects; none opens its own database.
 */
export function buildServices(
  config: Config,
  database: DatabaseHandle,
  log: Logger,
  options: { clock?: Clock; alertTiming?: AlertTiming } = {},
) {
  const db = database.db;
  const clock = options.clock ?? systemClock;
  const alerts = createAlerts({ config, db, log, clock, timing: options.alertTiming });
  const accounts = createAdminAccounts(db);
  const sessions = createSessionStore(db, {
    idleHours: config.SESSION_IDLE_HOURS,
    absoluteDays: config.SESSION_ABSOLUTE_DAYS,
  });
  const rateLimiter = createRateLimiter(db, config.RATE_LIMITS);
  const audit = createAuditLog(db, config.AUDIT_RETENTION_DAYS);
  const ai = createAiRuntimes(config, db, log);
  const conversations = createConversations(db);
  const leads = createLeadInbox(db);
  const newsletter = createNewsletterService(db, { siteUrl: config.SITE_URL, audit });
  // Public pages depend on config and published posts only: 5 s, like the blog's read cache
  // (off in development, where every edit must show).
  const pageCache = createPageCache({ ttlMs: config.NODE_ENV === "production" ? 5000 : 0 });
  // Scores blog posts in a worker thread that starts on first use (server/seo/analyzer.ts).
  const seo = createSeoAnalyzer();
  const assistant = createAssistant({
    runtime: ai.chat,
    knowledge: siteKnowledge,
    brand: config.SITE_NAME,
  });
  return {
    config,
    log,
    db,
    database: { kind: database.kind, ping: database.ping },
    rateLimiter,
    auth: {
      accounts,
      sessions,
      audit,
      signIn: createSignIn(accounts, sessions, rateLimiter, audit, config.RATE_LIMITS),
      changePassword: createPasswordChange(accounts, sessions, rateLimiter, audit),
      /** Owners managing staff accounts from the panel. */
      staff: createStaffAccounts(db, sessions, audit),
    },
    metrics: createMetricsService(db),
    /** The Overview's funnel, from a chat opened to a lead won. */
    funnel: createFunnel(db, clock),
    inquiries: createInquiriesService(db, leads),
    /** Chat leads and inquiries in one list, with status, assignee, notes and history. */
    leads,
    subscribers: createSubscribersService(db, newsletter.unsubscribeUrl),
    contact: createContactService(db, log, { clock, onInquiry: alerts.inquiry }),
    /** Staff alerts of new leads (email, webhook) through a queue in the database. */
    alerts,
    brochure: createBrochure(config),
    /** Model access, one runtime per token budget (chat; staff tools): see server/ai. */
    ai,
    conversations,
    /** A conversation and what was made from it, on a client's request (leads/conversation-erasure.ts). */
    eraseConversation: createConversationErasure(db),
    chat: createChatService({
      assistant,
      conversations,
      whatsappNumber: config.WHATSAPP_NUMBER,
      contactPhone: config.CONTACT_PHONE,
      clock,
      onLead: alerts.conversationLead,
    }),
    /** Visits whose chat opened: the funnel's first step. */
    chatOpens: createChatOpens(db),
    /** Conversation ids handed to the widget, bound to its browser by a cookie (review L1). */
    chatSessionIds: createChatSessionIds(db),
    pageCache,
    seo,
    blog: createBlogService({
      db,
      seo,
      // The model when one is configured, the offline engine otherwise or on any failure.
      drafting: createLlmDrafting(ai.staff),
      log,
      onPublicChange: () => pageCache.clear(),
    }),
    newsletter,
    documents: createDocumentsCapability(db, log, ai.staff),
  };
}

export type Services = ReturnType<typeof buildServices>;
