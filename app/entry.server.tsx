import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  RouterContextProvider,
  ServerRouter,
} from "react-router";
import type { AppLoadContextValue } from "../server/http/load-context";
import { islandEntryUrl } from "./islands/entry-url.server";
import { IslandsPageContext, isIslandsPage } from "./islands/page";
import { appContext } from "./lib/app-context";
import { NonceContext } from "./lib/nonce";
import { lowPriorityModulePreloads } from "./lib/preload-priority.server";

export const streamTimeout = 5_000;

// server/http/pages.ts handles requests with this bundle's own react-router (see there).
export { createRequestHandler } from "react-router";

/** Called by server/http/pages.ts: the load context lives in this bundle so its key matches. */
export function createAppLoadContext(value: AppLoadContextValue): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(appContext, value);
  return context;
}

/**
 * React Router's report of an error in a loader, an action or a render. A 4xx answer (no such
 * post, a method a route does not take) is the client's and is not logged; neither is a request
 * the client abandoned. A real failure is one JSON log line with its stack and request id.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const { services, requestId } = context.get(appContext);
  services.log.error({ err: error, requestId }, "page failed");
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    // The headers GET would send, without rendering the body.
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(appContext).cspNonce;
  // A page of islands hands no router state to the browser: no router runs there to take it.
  const islands = isIslandsPage(routerContext)
    ? { entryUrl: islandEntryUrl(), devRuntimeUrl: routerContext.manifest.hmr?.runtime }
    : null;
  const context = islands ? { ...routerContext, serverHandoffStream: undefined } : routerContext;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once; people get the shell as soon as it is ready.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <IslandsPageContext value={islands}>
          <ServerRouter context={context} url={request.url} nonce={nonce} />
        </IslandsPageContext>
      </NonceContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          const html = body.pipe(lowPriorityModulePreloads());
          resolve(
            new Response(createReadableStreamFromReadable(html), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
