import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";

/** The policy of everything under /api. */
const apiPolicy = "default-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";

/**
 * Security headers on every response: pages, API, assets and errors. The CSP nonce is made
 * per request and handed to React Router's server rendering through the load context.
 * In development Vite injects inline scripts without a nonce, so the CSP is report-only there.
 */
export function securityHeaders(options: {
  https: boolean;
  development: boolean;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // JSON, CSV and files from /api never run script: they get the strictest policy, and no
    // nonce has to be made for them.
    const api = c.req.path.startsWith("/api/");
    const nonce = api ? "" : randomBytes(16).toString("base64");
    c.set("cspNonce", nonce);
    await next();
    const csp = api
      ? apiPolicy
      : [
          "default-src 'self'",
          `script-src 'nonce-${nonce}' 'strict-dynamic'`,
          "style-src 'self' 'unsafe-inline'",
          "img-src 'self' data: blob:",
          "font-src 'self'",
          `connect-src 'self'${options.development ? " ws: wss:" : ""}`,
          "object-src 'none'",
          "base-uri 'none'",
          "frame-ancestors 'none'",
          "form-action 'self'",
        ].join("; ");
    const headers = c.res.headers;
    headers.set(
      options.development ? "Content-Security-Policy-Report-Only" : "Content-Security-Policy",
      csp,
    );
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    );
    headers.set("X-Frame-Options", "DENY");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    if (options.https) {
      headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
  };
}
