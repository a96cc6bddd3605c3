import { Hono } from "hono";
import type { Services } from "../../../services";
import type { AppEnv } from "../../env";
import { requireAdmin, requireOwner, requireOwnPassword } from "../../middleware/admin-auth";
import { accountRoutes } from "./account";
import { alertRoutes } from "./alerts";
import { backupRoutes } from "./backups";
import { adminBlogRoutes } from "./blog";
import { conversationRoutes } from "./conversations";
import { coverLetterRoutes } from "./cover-letters";
import { cvRoutes } from "./cvs";
import { documentRoutes } from "./documents";
import { funnelRoutes } from "./funnel";
import { inquiriesRoutes } from "./inquiries";
import { leadRoutes } from "./leads";
import { metricsRoutes } from "./metrics";
import { proofreadingRoutes } from "./proofreading";
import { loginRoutes, sessionRoutes } from "./session";
import { staffAccountRoutes } from "./staff-accounts";
import { subscribersRoutes } from "./subscribers";
import { uploadRoutes } from "./uploads";

/**
 * Everything under /api/admin. Login is mounted first; every router registered after
 * `requireAdmin` is reachable only with a live session, and after `requireOwnPassword` only
 * once a generated first password has been changed. Register new admin routers at the end,
 * before the owner-only staff accounts.
 */
export function adminApi(services: Services) {
  const api = new Hono<AppEnv>();
  // Staff answers carry personal data and tokens: no browser or proxy may keep a copy (L4).
  api.use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  api.route("/", loginRoutes(services));
  api.use("*", requireAdmin(services.auth.sessions));
  api.route("/", sessionRoutes(services));
  api.route("/", accountRoutes(services));
  api.use("*", requireOwnPassword());
  api.route("/", metricsRoutes(services));
  api.route("/", inquiriesRoutes(services));
  api.route("/", subscribersRoutes(services));
  api.route("/", conversationRoutes(services));
  api.route("/", adminBlogRoutes(services));
  api.route("/", cvRoutes(services));
  api.route("/", proofreadingRoutes(services));
  api.route("/", documentRoutes(services));
  api.route("/", uploadRoutes(services));
  api.route("/", coverLetterRoutes(services));
  api.route("/", alertRoutes(services));
  api.route("/leads", leadRoutes(services));
  api.route("/", funnelRoutes(services));
  // The last backup's status is for all staff; its file, all of the data at once, for owners.
  api.use("/backups/last/file", requireOwner("download a backup"));
  api.route("/", backupRoutes(services));
  // Staff accounts: owners only, for every route below /accounts.
  api.use("/accounts/*", requireOwner());
  api.route("/accounts", staffAccountRoutes(services));
  return api;
}
