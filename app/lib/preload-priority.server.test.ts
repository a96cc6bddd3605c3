import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./preload-priority.server";

async function run(chunks: string[]): Promise<string> {
  let out = "";
  for await (const part of Readable.from(chunks).pipe(lowPriorityModulePreloads()))
    out += part.toString();
  return out;
}

describe("lowPriorityModulePreloads", () => {
  const html =
    '<head><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/s.css"/><link rel="modulepreload" href="/b.js"/></head>';
  const expected = html.replaceAll(
    '<link rel="modulepreload"',
    '<link rel="modulepreload" fetchpriority="low"',
  );

  it("lowers every modulepreload and leaves other tags alone", async () => {
    expect(await run([html])).toBe(expected);
  });

  it("finds tags split across chunks at any position", async () => {
    for (let cut = 1; cut < html.length; cut++) {
      expect(await run([html.slice(0, cut), html.slice(cut)])).toBe(expected);
    }
  });
});
