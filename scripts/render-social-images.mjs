// Renders the PNG social-preview images from their SVG sources (ADR 015): every
// public/images/blog/*.svg to a 1200x630 PNG beside it, and public/images/logo.svg to a 512x512
// logo.png for the JSON-LD publisher. Social networks do not show SVG previews.
//
// The PNGs are committed, so neither the build nor CI needs this; run it after changing an SVG:
//   node scripts/render-social-images.mjs
// Needs Debian's chromium and pngquant (apt-get install chromium pngquant). Chromium dithers
// gradients, which PNG compresses badly (~280 KB each); 64 colours without dithering keep them
// under 50 KB with no visible banding at these sizes.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const images = fileURLToPath(new URL("../public/images/", import.meta.url));
const jobs = [
  ...readdirSync(path.join(images, "blog"))
    .filter((name) => name.endsWith(".svg"))
    .map((name) => ({ svg: path.join(images, "blog", name), width: 1200, height: 630 })),
  { svg: path.join(images, "logo.svg"), width: 512, height: 512 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
});
try {
  for (const { svg, width, height } of jobs) {
    const page = await browser.newPage({ viewport: { width, height } });
    // The SVG scaled to the viewport, whatever its own width and height say.
    const markup = readFileSync(svg, "utf8").replace(
      /<svg\b/,
      `<svg style="display:block;width:${width}px;height:${height}px"`,
    );
    await page.setContent(`<!doctype html><body style="margin:0">${markup}</body>`);
    const png = svg.replace(/\.svg$/, ".png");
    // Transparent where the SVG draws nothing (the logo's rounded corners).
    await page.screenshot({ path: png, clip: { x: 0, y: 0, width, height }, omitBackground: true });
    await page.close();
    execFileSync("pngquant", ["64", "--nofs", "--speed", "1", "--force", "--output", png, png]);
    console.log(path.relative(process.cwd(), png));
  }
} finally {
  await browser.close();
}
