import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { checkPdfStreams } from "./pdf-streams";

const mb = 1024 * 1024;

/** A PDF body with one object per stream, each declaring /Length 5 whatever its real length. */
function pdfWith(streams: Buffer[], eol = "\n"): Uint8Array {
  return Buffer.concat([
    Buffer.from("%PDF-1.7\n"),
    ...streams.flatMap((data, i) => [
      Buffer.from(`${i + 1} 0 obj\n<< /Length 5 /Filter /FlateDecode >>\nstream${eol}`),
      data,
      Buffer.from("\nendstream\nendobj\n"),
    ]),
  ]);
}

const refused = (limitMb: number) =>
  `This PDF unpacks to more than ${limitMb} MB, so it was refused as unsafe.`;

describe("checkPdfStreams", () => {
  it("lets through a PDF whose streams stay under the cap", async () => {
    await expect(
      checkPdfStreams(pdfWith([deflateSync(Buffer.alloc(mb))]), 2 * mb),
    ).resolves.toBeUndefined();
  });

  it("adds up every stream, whatever /Length says", async () => {
    const streams = [deflateSync(Buffer.alloc(1.5 * mb)), deflateSync(Buffer.alloc(1.5 * mb))];
    await expect(checkPdfStreams(pdfWith(streams), 2 * mb)).rejects.toThrow(refused(2));
  });

  it("reads a stream past an 'endstream' inside its data, and after a CR-only end of line", async () => {
    // Stored (level 0), the text shows through verbatim: "endstream" and "stream" included.
    const text = Buffer.from("endstream\nendobj\n2 0 obj\nstream\n".repeat(100_000));
    const pdf = pdfWith([deflateSync(text, { level: 0 })], "\r");
    await expect(checkPdfStreams(pdf, 2 * mb)).rejects.toThrow(refused(2));
  });

  it("costs linear time on files made of stream keywords (a few seconds at most, not minutes)", async () => {
    // CPU time of this process (zlib's threads included), not the wall clock: on a shared
    // machine the wall clock counts other processes' turns (7.8 s at load 22 for 1.4 s of work).
    const timed = async (pdf: Uint8Array) => {
      const before = process.cpuUsage();
      await checkPdfStreams(pdf);
      const used = process.cpuUsage(before);
      return (used.user + used.system) / 1000;
    };
    // Without a line end after any of them: each keyword once looked for one to the end.
    expect(await timed(Buffer.from("stream".repeat(1_000_000)))).toBeLessThan(5000);
    // 300,000 empty Flate streams: one zlib stream each took 14.6 s.
    const empty = Buffer.from("stream\n\x78\x01\x03\x00", "latin1");
    expect(await timed(Buffer.concat(Array(300_000).fill(empty)))).toBeLessThan(5000);
  }, 30_000);
});
