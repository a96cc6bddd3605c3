import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import type { IslandName } from "../../../app/islands/catalog";

/** Every public URL (aliases included) with the h1 it must render. */
export const publicRoutes: { path: string; h1: RegExp; canonical: string }[] = [
  { path: "/", h1: /Land the job you deserve/, canonical: "/" },
  { path: "/home", h1: /Land the job you deserve/, canonical: "/" },
  {
    path: "/services/cv-writing",
    h1: /A CV that gets you shortlisted/,
    canonical: "/services/cv-writing",
  },
  {
    path: "/services/youth-programs",
    h1: /A CV that gets you shortlisted/,
    canonical: "/services/cv-writing",
  },
  {
    path: "/cv-writing-services",
    h1: /A CV that gets you shortlisted/,
    canonical: "/services/cv-writing",
  },
  {
    path: "/linkedin-optimization",
    h1: /Get found by the recruiters you want/,
    canonical: "/linkedin-optimization",
  },
  {
    path: "/services/corporate-training",
    h1: /Training that changes how your team works/,
    canonical: "/services/corporate-training",
  },
  {
    path: "/services/professional-development",
    h1: /Training that changes how your team works/,
    canonical: "/services/corporate-training",
  },
  { path: "/services/editing", h1: /Documents that read as well/, canonical: "/services/editing" },
  {
    path: "/services/editing-services",
    h1: /Documents that read as well/,
    canonical: "/services/editing",
  },
  {
    path: "/services/business-writing",
    h1: /Documents that read as well/,
    canonical: "/services/editing",
  },
  { path: "/sample-cvs", h1: /Sample CVs/, canonical: "/sample-cvs" },
  {
    path: "/resources/cv-templates",
    h1: /A CV template that works in Kenya/,
    canonical: "/resources/cv-templates",
  },
  {
    path: "/resources/interview-guide",
    h1: /Interview preparation guide/,
    canonical: "/resources/interview-guide",
  },
  {
    path: "/resources/salary-negotiation",
    h1: /Salary negotiation tips/,
    canonical: "/resources/salary-negotiation",
  },
  { path: "/resources/linkedin-tips", h1: /LinkedIn tips/, canonical: "/resources/linkedin-tips" },
];

/**
 * Waits until the named island has hydrated: each marks its own root (ADR 023). The page's
 * script installs the calls to action's listener before it hydrates any island, so a hydrated
 * navbar also means the calls to action work.
 */
export async function waitForIsland(page: Page, name: IslandName) {
  // The root takes no box (display: contents): attached is all it can be.
  await page.waitForSelector(`[data-island="${name}"][data-hydrated="true"]`, {
    state: "attached",
    timeout: 30_000,
  });
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** Runs axe-core (WCAG 2.2 A/AA rules) in the page; evaluate bypasses the page's CSP. */
export async function axeViolations(page: Page) {
  await page.evaluate(`${axeSource};0`);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: "tag",
        values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
      },
    });
    return result.violations.map((v) => ({
      id: v.id,
      targets: v.nodes.map((n) => n.target.join(" ")),
    }));
  });
}

/** Records every `open-chat` window event the page raises, for assertions. */
export async function recordOpenChat(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __openChat: unknown[] };
    w.__openChat = [];
    window.addEventListener("open-chat", (e) => w.__openChat.push((e as CustomEvent).detail));
  });
  return () => page.evaluate(() => (window as unknown as { __openChat: unknown[] }).__openChat);
}
