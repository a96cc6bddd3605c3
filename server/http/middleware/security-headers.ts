import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";

/** The policy of everything under /api. */
const apiPolicy = "default-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";

interface HeaderOptions {
  https: boolean;
  development: boolean;
}

/** The name of the CSP header: in development Vite injects inline scripts without a nonce. */
const cspHeader = (options: HeaderOptions) =>
  options.development ? "Content-Security-Policy-Report-Only" : "Content-Security-Policy";

/** The headers every response carries beside its CSP. */
function commonHeaders(options: HeaderOptions): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(options.https
      ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" }
      : {}),
  };
}

/** Every security header of an answer under /api, for a route answered outside this middleware. */
export function apiSecurityHeaders(options: HeaderOptions): Record<string, string> {
  return { [cspHeader(options)]: apiPolicy, ...commonHeaders(options) };
}

/**
 * Security headers on every response: pages, API, assets and errors. The CSP nonce is made
 * per request and handed to React Router's server rendering through the load context.
 * In development Vite injects inline scripts without a nonce, so the CSP is report-only there.
 */
export function securityHeaders(options: HeaderOptions): MiddlewareHandler<AppEnv> {
  const common = Object.entries(commonHeaders(options));
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
    headers.set(cspHeader(options), csp);
    for (const [name, value] of common) headers.set(name, value);
  };
}
