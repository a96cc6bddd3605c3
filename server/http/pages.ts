import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import type { createRequestHandler, RouterContextProvider, ServerBuild } from "react-router";
import { fromRoot } from "../paths";
import type { Services } from "../services";
import type { AppEnv } from "./env";
import { answerFormPost } from "./form-post";
import type { AppLoadContextValue } from "./load-context";
import { pageForms } from "./page-forms";
import { asPublicRequest } from "./public-request";
import { createRenderGate } from "./render-gate";

export const buildDir = fromRoot("build");
export const serverBuildPath = path.join(buildDir, "server/index.js");

/**
 * What app/entry.server.tsx exports beside the default render function. Both come from the
 * bundle's own copy of react-router: under Vite's dev server it is another module instance than
 * the one this file would import, and the context must be an instance of the bundle's class.
 */
interface KaziEntryModule {
  createAppLoadContext(value: AppLoadContextValue): RouterContextProvider;
  createRequestHandler: typeof createRequestHandler;
}

function entryOf(build: ServerBuild): KaziEntryModule {
  const entry = build.entry.module as unknown as Partial<KaziEntryModule>;
  if (
    typeof entry.createAppLoadContext !== "function" ||
    typeof entry.createRequestHandler !== "function"
  ) {
    throw new Error(
      "app/entry.server.tsx must export createAppLoadContext and createRequestHandler",
    );
  }
  return entry as KaziEntryModule;
}

/** Methods a page can answer: GET and HEAD everywhere, POST where a route has an action. */
const PAGE_METHODS = new Set(["GET", "HEAD", "POST"]);

/**
 * Answers what no page can take before React Router sees it: other methods (405) and paths whose
 * percent-encoding is broken (400). Scanners send thousands of these; each gets one request log
 * line and costs no render, where React Router would log a stack trace or a warning for each.
 */
function refusedBeforeRender(c: Context<AppEnv>): Response | null {
  if (!PAGE_METHODS.has(c.req.method)) {
    return c.text("Method not allowed", 405, { Allow: "GET, HEAD" });
  }
  try {
    decodeURI(new URL(c.req.url).pathname);
  } catch {
    return c.text("Malformed URL", 400);
  }
  return null;
}

/**
 * Pages rendered at once (server/http/render-gate.ts): two per core. Rendering is CPU work, so
 * more renders than cores only wait longer and hold their memory longer; the second per core
 * keeps the CPU busy while a loader waits on the database.
 */
export const RENDERS_AT_ONCE = 2 * availableParallelism();

/** Serves React Router pages; the build comes from `getBuild` (fixed in production, fresh in dev). */
export function pageHandler(services: Services, getBuild: () => Promise<ServerBuild>) {
  const mode = services.config.NODE_ENV === "production" ? "production" : "development";
  // One handler per build: once in production, again after each edit in development.
  const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();
  // Cached pages are served without a place; only renders wait for one.
  const gate = createRenderGate(RENDERS_AT_ONCE);
  const forms = pageForms(services);
  return async (c: Context<AppEnv>) => {
    const refused = refusedBeforeRender(c);
    if (refused) return refused;
    const build = await getBuild();
    const entry = entryOf(build);
    let handler = handlers.get(build);
    if (!handler) {
      handler = entry.createRequestHandler(build, mode);
      handlers.set(build, handler);
    }
    const nonce = c.get("cspNonce");
    const render = handler;
    const request = asPublicRequest(c.req.raw, services.config.SITE_URL);
    return services.pageCache.serve(request, nonce, () =>
      gate.run(
        () =>
          render(
            request,
            entry.createAppLoadContext({
              services,
              cspNonce: nonce,
              requestId: c.get("requestId"),
              postForm: (form, request) =>
                answerFormPost(forms[form], request, {
                  rateLimiter: services.rateLimiter,
                  ip: c.get("clientIp"),
                  log: c.get("log"),
                }),
            }),
          ),
        request.signal,
      ),
    );
  };
}

/** The production build, imported once. Null when the site has not been built. */
export async function loadProductionBuild(): Promise<ServerBuild | null> {
  if (!existsSync(serverBuildPath)) return null;
  return (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
}

/** Hashed assets are immutable; everything else in build/client may change between releases. */
export function mountStaticAssets(app: Hono<AppEnv>) {
  const root = path.relative(process.cwd(), path.join(buildDir, "client"));
  // Browsers and crawlers ask for /favicon.ico whatever the page links: point them at the SVG.
  app.get("/favicon.ico", (c) => c.redirect("/favicon.svg", 301));
  app.use(
    "/assets/*",
    serveStatic({
      root,
      // The .br and .gz copies written at build time (scripts/precompress-assets.mjs).
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use(
    "*",
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=3600");
      },
    }),
  );
}
