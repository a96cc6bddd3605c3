import { beforeAll, describe, expect, it } from "vitest";
import { buildUploadCorpus, type CorpusFile } from "../../../tests/fixtures/upload-corpus";
import { AppError } from "../../errors";
import { readUpload } from "./prepare";
import { safeOriginalName } from "./validate";
import { inspectZip } from "./zip-inspect";

let corpus: CorpusFile[] = [];
beforeAll(async () => {
  corpus = await buildUploadCorpus();
}, 60_000);

describe("upload checks and extraction", () => {
  it("answers every corpus file exactly as expected", async () => {
    for (const file of corpus) {
      const outcome = await readUpload(file.name, file.bytes).then(
        (checked) => ({
          status: 201,
          text: checked.text,
          originalName: checked.originalName,
          mimeType: checked.mimeType,
          storedName: checked.storedName,
        }),
        (error: AppError) => ({ error }),
      );
      if (file.expect.status === 201) {
        expect(outcome, file.label).toMatchObject({
          status: 201,
          originalName: file.expect.originalName,
          mimeType: file.expect.mimeType,
        });
        if (!("text" in outcome)) throw new Error(file.label);
        expect(outcome.text, file.label).toBe(file.expect.text);
        expect(outcome.storedName, file.label).toMatch(/^[0-9a-f-]{36}\.(pdf|docx|doc|txt)$/);
      } else {
        if (!("error" in outcome)) throw new Error(`${file.label} was accepted`);
        expect(outcome.error, file.label).toBeInstanceOf(AppError);
        expect({ code: outcome.error.code, message: outcome.error.message }, file.label).toEqual({
          code: file.expect.code,
          message: file.expect.message,
        });
      }
    }
  }, 60_000);

  it("reads a zip's declared size without unpacking it", () => {
    const bomb = corpus.find((f) => f.label === "docx unpacking to 1 GB");
    const summary = inspectZip(bomb!.bytes);
    expect(summary?.entries).toBe(2);
    expect(summary?.unpackedBytes).toBeGreaterThan(1024 ** 3);
  });

  it("keeps only the last part of a client's file name", () => {
    expect(safeOriginalName("..\\..\\win.ini")).toBe("win.ini");
    expect(safeOriginalName("../")).toBe("upload");
    expect(safeOriginalName("cv\u0000.pdf")).toBe("cv.pdf");
  });
});
