import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import axe from "axe-core";
import type { Browser, Page } from "playwright-core";
import { type Database, openDatabase } from "../../../server/db/client";
import { type SpawnedServer, spawnServer } from "../../support/spawn-server";

/**
 * A production server of its own on a database seeded before it starts, so a test knows the
 * exact rows behind every figure. Rate limits stay on unless `env` says otherwise.
 */
export async function startSeededServer(
  /** Fills the database before the server starts; `dataDir` is the one it will serve. */
  seed: (db: Database, dataDir: string) => Promise<void>,
  env: Record<string, string> = {},
): Promise<SpawnedServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "kazi-e2e-admin-"));
  const handle = await openDatabase({ dataDir });
  await handle.migrate();
  await seed(handle.db, dataDir);
  await handle.close();
  const server = await spawnServer({ DEMO_CONTENT: "off", ...env }, { dataDir, entry: "bundle" });
  return {
    ...server,
    cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A fresh page (own storage) against `baseURL`, recording page errors. */
export async function openPageAt(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors };
}

/** Fills and submits the sign-in form as a person would. */
export async function submitLogin(page: Page, username: string, password: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** The stored session, as the dashboard reads it. */
export function storedSession(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem("adminToken"),
    user: localStorage.getItem("adminUser"),
  }));
}

/**
 * axe-core's WCAG 2 A/AA violations on the page as it is now. The script is evaluated
 * through DevTools, which the page's CSP does not govern.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  const result = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    }),
  );
  if (result.passes.length === 0) throw new Error("axe checked nothing: is the page empty?");
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}
