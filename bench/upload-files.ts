import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { Document, Packer, Paragraph, Tab, TextRun } from "docx";

const run = promisify(execFile);

/** The MIME type a browser sends for each kind of CV a client uploads. */
const mimeTypes: Record<string, string> = {
  ".txt": "text/plain",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".doc": "application/msword",
  ".pdf": "application/pdf",
};

/**
 * A case's uploaded CV as the file the client would send: a `.txt` as its text; a `.docx` as a
 * real Word document of the same lines (a tab stays a tab, as in a Word table pasted as text);
 * a `.doc` or `.pdf` as LibreOffice saves that Word document (Debian's
 * libreoffice-writer-nogui), so the server's own readers (mammoth, word-extractor, unpdf) read
 * what they would read from a client.
 */
export async function uploadFile(text: string, fileName: string): Promise<File> {
  const ext = extname(fileName).toLowerCase();
  const type = mimeTypes[ext];
  if (!type) throw new Error(`${fileName}: no upload kind for "${ext}"`);
  if (ext === ".txt") return new File([text], fileName, { type });
  const docx = await wordDocument(text);
  const bytes = ext === ".docx" ? docx : await converted(docx, ext.slice(1));
  return new File([bytes], fileName, { type });
}

async function wordDocument(text: string): Promise<Uint8Array<ArrayBuffer>> {
  const paragraphs = text.split("\n").map(
    (line) =>
      new Paragraph({
        children: line
          .split("\t")
          .flatMap((cell, i) =>
            i === 0 ? [new TextRun(cell)] : [new TextRun({ children: [new Tab(), cell] })],
          ),
      }),
  );
  const doc = new Document({ sections: [{ children: paragraphs }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/** The Word document saved by LibreOffice as `format` ("doc", "pdf"). */
async function converted(docx: Uint8Array, format: string): Promise<Uint8Array<ArrayBuffer>> {
  const dir = await mkdtemp(join(tmpdir(), "kazi-upload-"));
  try {
    await writeFile(join(dir, "cv.docx"), docx);
    await run(
      "soffice",
      [
        `-env:UserInstallation=file://${join(dir, "profile")}`,
        "--headless",
        "--convert-to",
        format,
        "--outdir",
        dir,
        join(dir, "cv.docx"),
      ],
      { timeout: 120_000 },
    ).catch((error: unknown) => {
      throw new Error(
        `soffice could not save a .${format} (apt-get install libreoffice-writer-nogui): ${String(error)}`,
      );
    });
    return new Uint8Array(await readFile(join(dir, `cv.${format}`)));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
