import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { hiddenFlateBombPdf } from "../../../tests/fixtures/upload-corpus";
import { tooMuchMemory, withDecodeBudget } from "./decode-budget";
import { extractUploadText } from "./extract";

const refused = { code: "payload_too_large", message: tooMuchMemory };

describe("the PDF decoding budget", () => {
  it("refuses a PDF whose hex-encoded stream inflates to 1 GB, which the stream checks miss", async () => {
    await expect(extractUploadText("pdf", await hiddenFlateBombPdf())).rejects.toMatchObject(
      refused,
    );
  }, 60_000);

  it("refuses the allocation past the budget before it happens, and every one after it", async () => {
    const made: number[] = [];
    const work = withDecodeBudget(1000, async () => {
      made.push(new Uint8Array(600).length);
      for (const size of [600, 10]) {
        try {
          made.push(new Uint8Array(size).length);
        } catch {
          // pdf.js skips a stream it cannot decode and goes on.
        }
      }
      return "partial text";
    });
    await expect(work).rejects.toMatchObject(refused);
    expect(made).toEqual([600]);
  });

  it("counts copies but not views, keeps instanceof, and gives the constructor back", async () => {
    const original = Uint8Array;
    const buffer = new ArrayBuffer(4096);
    const value = await withDecodeBudget(100, async () => {
      const view = new Uint8Array(buffer);
      const copy = new Uint8Array([1, 2, 3]);
      return (
        view instanceof Uint8Array &&
        copy instanceof Uint8Array &&
        Buffer.from("x") instanceof Uint8Array
      );
    });
    expect(value).toBe(true);
    expect(globalThis.Uint8Array).toBe(original);
    await expect(withDecodeBudget(100, async () => new Uint8Array(101))).rejects.toMatchObject(
      refused,
    );
    expect(globalThis.Uint8Array).toBe(original);
  });

  it("counts what a DecompressionStream gives, as pdf.js inflates with one", async () => {
    const inflate = async () => {
      const chunks = new Blob([deflateSync(Buffer.alloc(100_000))])
        .stream()
        .pipeThrough(new DecompressionStream("deflate"));
      let total = 0;
      for await (const chunk of chunks) total += chunk.byteLength;
      return total;
    };
    await expect(withDecodeBudget(200_000, inflate)).resolves.toBe(100_000);
    await expect(withDecodeBudget(50_000, inflate)).rejects.toMatchObject(refused);
  });

  it("passes a work's own error through untouched", async () => {
    const own = new Error("not a PDF");
    await expect(
      withDecodeBudget(100, async () => {
        throw own;
      }),
    ).rejects.toBe(own);
  });
});
