import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip, gzipAroundNonce } from "./gzip-around-nonce";

const parts = (text: string, nonce: string) => text.split(nonce).map((part) => Buffer.from(part));

describe("gzip around a nonce", () => {
  it.each([
    ['<script nonce="N1">a()</script><p>Karibu — CV ✓</p><link nonce="N1">', "N1"],
    ["N1 at both ends N1", "N1"],
    ["N1N1", "N1"],
    ["no nonce at all, ".repeat(500), "N1"],
    [`${'<script nonce="N1">{"a":1}</script>'.repeat(50)}N\u0000`, "N1"],
  ])("decodes to the page with the request's own nonce: %s", (page, old) => {
    const gzip = gzipAroundNonce(parts(page, old), 2);
    for (const nonce of ["N2", "NN", "N1", '"<']) {
      const body = Buffer.concat(gzip.withNonce(Buffer.from(nonce)));
      expect(gunzipSync(body).toString()).toBe(page.split(old).join(nonce));
    }
  });

  it("compresses each part once: a hit only joins kept bytes", () => {
    const page = `<script nonce="N1"></script>${"<li>Kazi</li>".repeat(2000)}`;
    const gzip = gzipAroundNonce(parts(page, "N1"), 5);
    const body = Buffer.concat(gzip.withNonce(Buffer.from("fresh")));
    expect(body.length).toBeLessThan(Buffer.byteLength(page) / 20);
  });

  it("costs little more than gzip of the whole page: the nonce's bytes and a flush per place", () => {
    const nonce = "YWJjZGVmZ2hpamtsbW5vcA==";
    const island = (i: number) =>
      `<div data-island="cta-${i % 4}"><script nonce="${nonce}" type="application/json">{"label":"Book a CV review","href":"/contact"}</script></div><p>Section ${i} of the page.</p>`;
    const page = Array.from({ length: 120 }, (_, i) => island(i)).join("");
    const gzip = gzipAroundNonce(parts(page, nonce), nonce.length);
    const joined = Buffer.concat(gzip.withNonce(Buffer.from("ZnJlc2gtbm9uY2UtMTIzNA==")));
    // Each place: the nonce stored (24 + 5 bytes) and a block's flush and code tables.
    expect(joined.length).toBeLessThan(gzipSync(page, { level: 9 }).length + 120 * 64);
  });

  it("takes only nonces of the length it was made for", () => {
    const gzip = gzipAroundNonce(parts("<a nonce=N1>", "N1"), 2);
    expect(gzip.fits(Buffer.from("N2"))).toBe(true);
    expect(gzip.fits(Buffer.from("N22"))).toBe(false);
  });

  it.each([
    ["gzip, deflate, br", true],
    ["br, gzip;q=0.5", true],
    ["GZIP", true],
    ["*", true],
    ["br", false],
    ["gzip;q=0", false],
    ["*, gzip;q=0", false],
    [null, false],
  ])("Accept-Encoding %s accepts gzip: %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
