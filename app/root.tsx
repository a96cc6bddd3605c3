// First of all imports: zod reads this when a schema is built, and route modules build theirs
// as they load, before entry.client runs (see the module).
import "./lib/zod-jitless";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
} from "react-router";
import { services } from "../content/services";
import type { Route } from "./+types/root";
import "./app.css";
import { ChatWidget } from "./components/chat/chat-widget";
import { Island } from "./islands/island";
import { IslandScripts } from "./islands/island-scripts";
import { useIslandsPage } from "./islands/page";
import { appContext } from "./lib/app-context";
import { useNonce } from "./lib/nonce";
import { publicConfigOf } from "./lib/public-config";

// On the root, so the staff panel and error pages have it too.
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ context }: Route.LoaderArgs) {
  return {
    publicConfig: publicConfigOf(context.get(appContext).services.config),
    // For the chat's first message when a call to action names a service (chat-panel.tsx).
    serviceNames: Object.fromEntries(services.map((s) => [s.id, s.name])),
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const islands = useIslandsPage();
  return (
    <html lang="en-KE">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        {children}
        {islands ? (
          <IslandScripts page={islands} nonce={nonce} />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const { publicConfig } = loaderData;
  return (
    <>
      <Outlet />
      {/* The chat assistant on every public page, hydrated once the page is idle. */}
      {pathname.startsWith("/admin") ? null : (
        <Island
          name="chat"
          when="idle"
          component={ChatWidget}
          props={{
            siteName: publicConfig.siteName,
            contactPhone: publicConfig.contactPhone,
            serviceNames: loaderData.serviceNames,
          }}
        />
      )}
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-2xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">
        {notFound ? "404 Page Not Found" : "Something went wrong"}
      </h1>
      <p className="mt-4 text-slate-700">
        {notFound
          ? "The page you are looking for does not exist."
          : "Please try again in a moment, or contact us directly."}
      </p>
      <a className="mt-8 inline-block font-semibold text-brand-700 underline" href="/">
        Back to the home page
      </a>
    </main>
  );
}
