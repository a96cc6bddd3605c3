import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { adminTabs } from "../../app/components/admin/tab-registry";
import { TEST_ADMIN } from "../support/server";
import { systemToolReady } from "../support/system-tool";
import { baseUrl, launchBrowser, openPage, signInAsAdmin } from "./support/browser";
import { publicRoutes } from "./support/public";

// Every public page and the staff panel pass the W3C Nu HTML checker (vnu-jar,
// run with the machine's Java) with no error. Java is a system package, not an npm one: where it
// is missing the check cannot run, and CI (which installs it) must not let that pass unseen.

const run = promisify(execFile);
const vnuJar = createRequire(import.meta.url)("vnu-jar") as string;
const workDir = mkdtempSync(path.join(tmpdir(), "kazi-vnu-"));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
}

/** The pages a visitor or crawler can reach, one post and a not-found page among them. */
async function pagesToCheck(): Promise<string[]> {
  const list = await (await fetch(`${baseUrl()}/blog`)).text();
  const post = /href="(\/blog\/[a-z0-9-]+)"/.exec(list)?.[1];
  if (!post) throw new Error("no post linked from /blog");
  const paths = new Set([...publicRoutes.map((r) => r.path), "/blog", post, "/blog/no-such-post"]);
  paths.add("/no-such-page");
  paths.add("/admin");
  return [...paths];
}

/** The checker's errors on each page, as "label:line message". */
async function checkerErrors(pages: { label: string; html: string }[]): Promise<string[]> {
  const files = pages.map(({ label, html }, i) => {
    const file = path.join(workDir, `${label.replace(/\W+/g, "-")}-${i}.html`);
    writeFileSync(file, html);
    return { file, label };
  });
  const result = await run(
    "java",
    ["-jar", vnuJar, "--format", "json", "--exit-zero-always", ...files.map((f) => f.file)],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const { messages } = JSON.parse(result.stderr) as { messages: VnuMessage[] };
  const byFile = new Map(files.map((f) => [`file:${f.file}`, f.label]));
  return messages
    .filter((m) => m.type === "error" || m.subType === "fatal")
    .map((m) => `${byFile.get(m.url) ?? m.url}:${m.lastLine ?? "?"} ${m.message}`);
}

const checkerReady = await systemToolReady("java", ["-version"], "default-jre-headless");

describe.skipIf(!checkerReady)("the W3C Nu HTML checker", () => {
  it("finds no error on any public page nor the staff panel's page", async () => {
    const served = await Promise.all(
      (await pagesToCheck()).map(async (label) => ({
        label,
        html: await (await fetch(`${baseUrl()}${label}`)).text(),
      })),
    );
    expect(await checkerErrors(served)).toEqual([]);
  }, 120_000);

  it("finds no error on any tab of the staff panel as the browser renders it", async () => {
    const browser = await launchBrowser();
    try {
      const { page } = await openPage(browser);
      await signInAsAdmin(page, TEST_ADMIN);
      const rendered: { label: string; html: string }[] = [];
      for (const tab of adminTabs) {
        await page.goto(`/admin/dashboard?tab=${tab.id}`);
        const panel = page.getByRole("tabpanel", { name: tab.label, exact: true });
        await expect
          .poll(async () => (await panel.textContent()) ?? "", { timeout: 20_000 })
          .not.toMatch(/^\s*$|Loading/);
        rendered.push({ label: `tab ${tab.id}`, html: await page.content() });
      }
      expect(await checkerErrors(rendered)).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 180_000);
});
