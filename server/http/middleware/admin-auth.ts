import type { MiddlewareHandler } from "hono";
import type { SessionStore } from "../../auth/sessions";
import { AppError } from "../../errors";
import type { AppEnv } from "../env";

const bearer = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/**
 * The one gate in front of every /api/admin/* route except login: a missing, malformed,
 * expired or revoked token gets 401 and the handler never runs.
 */
export function requireAdmin(sessions: SessionStore): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const match = bearer.exec(c.req.header("authorization") ?? "");
    if (!match?.[1]) throw new AppError("unauthorized", "Sign in to continue");
    const session = await sessions.verify(match[1]);
    if (!session) throw new AppError("unauthorized", "Your session has ended. Sign in again.");
    const { tokenHash, ...admin } = session;
    c.set("admin", { ...admin, sessionTokenHash: tokenHash });
    await next();
  };
}

/**
 * Mounted after the routes a signed-in admin always reaches (me, logout, the password
 * change): an admin still on a password Kazi generated gets 403 everywhere else (ADR 018).
 */
export function requireOwnPassword(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get("admin").mustChangePassword) {
      throw new AppError("password_change_required", "Choose a new password before you continue.");
    }
    await next();
  };
}

/**
 * In front of owner-only routes (staff accounts, backup files): a consultant gets 403 saying
 * that only an owner can `what`.
 */
export function requireOwner(what = "manage staff accounts"): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get("admin").role !== "owner") {
      throw new AppError("forbidden", `Only an owner can ${what}.`);
    }
    await next();
  };
}
