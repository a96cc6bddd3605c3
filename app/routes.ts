import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/** Every URL of the site. The catch-all must stay last. */
export default [
  // Downloads (resource routes: no HTML shell). Crawler files are served by server/http/feeds.ts.
  route("brochure.pdf", "routes/brochure[.]pdf.ts"),

  // Staff panel: its own bundle, never loaded by public pages.
  route("admin", "routes/admin/login.tsx"),
  route("admin/dashboard", "routes/admin/dashboard.tsx"),

  // Public pages share the navbar, footer and toasts; aliases keep the old and the linked URLs
  // working.
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx", { id: "home" }),
    route("home", "routes/home.tsx", { id: "home-alias" }),
    route("services/cv-writing", "routes/cv-writing.tsx", { id: "cv-writing" }),
    route("services/youth-programs", "routes/cv-writing.tsx", { id: "youth-programs" }),
    route("cv-writing-services", "routes/cv-writing.tsx", { id: "cv-writing-services" }),
    route("linkedin-optimization", "routes/linkedin-optimization.tsx"),
    route("services/corporate-training", "routes/corporate-training.tsx", {
      id: "corporate-training",
    }),
    route("services/professional-development", "routes/corporate-training.tsx", {
      id: "professional-development",
    }),
    route("services/editing", "routes/editing.tsx", { id: "editing" }),
    route("services/editing-services", "routes/editing.tsx", { id: "editing-services" }),
    route("services/business-writing", "routes/editing.tsx", { id: "business-writing" }),
    route("sample-cvs", "routes/sample-cvs.tsx"),
    route("resources/:slug", "routes/resource.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/:slug", "routes/blog.$slug.tsx"),
    route("newsletter/unsubscribe", "routes/newsletter.unsubscribe.tsx"),
    route("cv-writing", "routes/cv-writing-redirect.ts"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
