import { Hono } from "hono";
import { compress } from "hono/compress";
import type { Services } from "../services";
import { adminApi } from "./api/admin";
import { blogRoutes } from "./api/blog";
import { chatRoutes } from "./api/chat";
import { contactRoutes } from "./api/contact";
import { newsletterRoutes } from "./api/newsletter";
import type { AppEnv } from "./env";
import { apiNotFound, handleError } from "./errors";
import { feedRoutes } from "./feeds";
import { requestContext } from "./middleware/request-context";
import { securityHeaders } from "./middleware/security-headers";

export interface CreateAppOptions {
  /** Serves everything outside /api (React Router pages and static files). */
  mountPages?: (app: Hono<AppEnv>) => void;
  development?: boolean;
}

/** The Hono app: middleware, the JSON API under /api, then pages. */
export function createApp(services: Services, options: CreateAppOptions = {}) {
  const { config } = services;
  const app = new Hono<AppEnv>();
  app.use("*", requestContext(services.log, config.TRUST_PROXY));
  app.use(
    "*",
    securityHeaders({
      https: config.SITE_URL.startsWith("https:"),
      development: options.development ?? false,
    }),
  );
  app.use("*", compress());

  app.route("/api", apiRoutes(services));
  app.route("/", feedRoutes(services));
  app.onError(handleError);
  options.mountPages?.(app);
  return app;
}

/** Every /api router. Register a new resource here (admin resources in api/admin/index.ts). */
export function apiRoutes(services: Services) {
  const api = new Hono<AppEnv>();
  api.route("/", contactRoutes(services));
  api.route("/", chatRoutes(services));
  api.route("/", blogRoutes(services));
  api.route("/", newsletterRoutes(services));
  api.route("/admin", adminApi(services));
  api.all("*", apiNotFound);
  return api;
}
