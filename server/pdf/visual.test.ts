import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { systemToolReady } from "../../tests/support/system-tool";
import { fromRoot } from "../paths";
import { referenceCvs } from "./reference-cvs";
import { renderPdf } from "./render";

/**
 * Visual regression of the two reviewed reference CVs: each page rasterised by poppler's pdftoppm
 * (Debian's poppler-utils) at 24 dpi in grey, compared with the reviewed page in server/pdf/visual/.
 * After a reviewed design change, KAZI_UPDATE_VISUALS=1 rewrites the baselines.
 */
const run = promisify(execFile);
const dir = await mkdtemp(join(tmpdir(), "kazi-visual-"));
afterAll(() => rm(dir, { recursive: true, force: true }));
const baselineDir = fromRoot("server/pdf/visual");
const update = process.env.KAZI_UPDATE_VISUALS === "1";

/** A binary PGM: "P5 width height 255" then one byte per pixel. */
function pixels(pgm: Buffer): { width: number; height: number; data: Buffer } {
  const header = pgm.subarray(0, 40).toString("latin1").split(/\s+/);
  const [, width, height, max] = header.map(Number);
  const start = pgm.length - (width ?? 0) * (height ?? 0);
  if (!width || !height || max !== 255 || start <= 0) throw new Error("not an 8-bit PGM");
  return { width, height, data: pgm.subarray(start) };
}

/** The share of pixels whose grey differs by more than `tolerance` levels. */
function difference(a: Buffer, b: Buffer, tolerance = 16): number {
  let changed = 0;
  for (let i = 0; i < a.length; i++) if (Math.abs((a[i] ?? 0) - (b[i] ?? 0)) > tolerance) changed++;
  return changed / a.length;
}

async function pages(name: string): Promise<string[]> {
  const pdf = join(dir, `${name}.pdf`);
  await writeFile(pdf, await renderPdf(referenceCvs[name as keyof typeof referenceCvs]));
  await run("pdftoppm", ["-r", "24", "-gray", pdf, join(dir, name)]);
  return (await readdir(dir)).filter((f) => f.startsWith(`${name}-`) && f.endsWith(".pgm")).sort();
}

const pdftoppmReady = await systemToolReady("pdftoppm", ["-v"], "poppler-utils");

describe.skipIf(!pdftoppmReady)("PDF pages of the reference CVs look as reviewed", () => {
  for (const name of Object.keys(referenceCvs)) {
    it(`renders ${name} like its reviewed pages`, async () => {
      const rendered = await pages(name);
      if (update)
        for (const page of rendered)
          await writeFile(join(baselineDir, page), await readFile(join(dir, page)));
      const reviewed = (await readdir(baselineDir)).filter((f) => f.startsWith(`${name}-`)).sort();
      expect(rendered).toEqual(reviewed);
      for (const page of rendered) {
        const now = pixels(await readFile(join(dir, page)));
        const then = pixels(await readFile(join(baselineDir, page)));
        expect([now.width, now.height]).toEqual([then.width, then.height]);
        // Recolouring the headings or a half-point larger job title changes 0.4% or more of the
        // pixels; rendering the same PDF again changes none.
        expect(difference(now.data, then.data)).toBeLessThan(0.002);
      }
    }, 30_000);
  }
});
