import { readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { categoryImage, IMAGED_CATEGORIES, PUBLISHER_LOGO } from "./blog-rules";

const publicFile = (path: string) => new URL(`../public${path}`, import.meta.url);

/** Width and height from a PNG's IHDR chunk, after checking the PNG signature. */
function pngSize(path: string) {
  const bytes = readFileSync(publicFile(path));
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("category images", () => {
  const nine = [
    "CV Writing",
    "Interview Preparation",
    "Career Development",
    "Professional Development",
    "Business Writing",
    "Corporate Training",
    "Job Search",
    "Networking",
    "Leadership",
  ];

  it("gives each of the nine categories its own image and every other one the default", () => {
    expect([...IMAGED_CATEGORIES].sort()).toEqual([...nine].sort());
    const images = nine.map((c) => categoryImage(c));
    expect(new Set(images).size).toBe(9);
    expect(images).not.toContain("/images/blog/default.svg");
    expect(categoryImage("CV Writing")).toBe("/images/blog/cv-writing.svg");
    for (const other of ["Career Tips", "Industry Insights", "cv writing", ""]) {
      expect(categoryImage(other)).toBe("/images/blog/default.svg");
    }
  });

  it("has a 1200x630 PNG under 60 KB beside each SVG for social previews", () => {
    for (const category of [...nine, "Career Tips"]) {
      const svg = categoryImage(category);
      const png = categoryImage(category, "png");
      expect(png).toBe(svg.replace(/\.svg$/, ".png"));
      expect(statSync(publicFile(svg)).isFile()).toBe(true);
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
      expect(statSync(publicFile(png)).size).toBeLessThan(60 * 1024);
    }
  });

  it("has a square PNG logo for the JSON-LD publisher", () => {
    const { width, height } = pngSize(PUBLISHER_LOGO);
    expect(width).toBe(height);
    expect(width).toBeGreaterThanOrEqual(112); // Google's minimum for a logo
  });
});
