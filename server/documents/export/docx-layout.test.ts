import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { getDocumentProxy } from "unpdf";
import { afterAll, describe, expect, it } from "vitest";
import { systemToolReady } from "../../../tests/support/system-tool";
import { pdfPageText } from "../../pdf/page-lines";
import { referenceCvs } from "../../pdf/reference-cvs";
import { renderDocx } from "./docx";
import type { ExportableDocument } from "./model";

const run = promisify(execFile);
const dir = await mkdtemp(join(tmpdir(), "kazi-docx-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The Word file as a real reader lays it out: LibreOffice (Debian's libreoffice-writer-nogui) prints it to PDF. */
async function wordAsPdf(doc: ExportableDocument, name: string): Promise<Uint8Array> {
  await writeFile(join(dir, `${name}.docx`), await renderDocx(doc));
  await run("soffice", [
    `-env:UserInstallation=file://${join(dir, "profile")}`,
    "--headless",
    "--convert-to",
    "pdf",
    "--outdir",
    dir,
    join(dir, `${name}.docx`),
  ]);
  return new Uint8Array(await readFile(join(dir, `${name}.pdf`)));
}

const libreOfficeReady = await systemToolReady(
  "soffice",
  ["--version"],
  "libreoffice-writer-nogui",
);

describe.skipIf(!libreOfficeReady)("Word file of the reference CVs, opened in LibreOffice", () => {
  it("lays out the one-page and two-page CVs on one and two pages, ending on the referees", async () => {
    const onePage = await pdfPageText(await wordAsPdf(referenceCvs.onePage, "one"));
    expect(onePage).toHaveLength(1);
    const twoPages = await pdfPageText(await wordAsPdf(referenceCvs.twoPages, "two"));
    expect(twoPages).toHaveLength(2);
    expect(twoPages[1]?.length).toBeGreaterThanOrEqual(6);
    expect(twoPages[1]?.slice(-2)).toEqual(["Referees", "Available on request."]);
  }, 60_000);

  it("sets job titles in the bold of the name, not the body's regular", async () => {
    const pdf = await getDocumentProxy(await wordAsPdf(referenceCvs.onePage, "bold"));
    const items = (await (await pdf.getPage(1)).getTextContent()).items as {
      str: string;
      fontName: string;
    }[];
    const fontOf = (text: string) => items.find((item) => item.str.startsWith(text))?.fontName;
    const bold = fontOf("Wanjiku Achieng Otieno");
    expect(fontOf("Procurement Officer — Nakuru County Government")).toBe(bold);
    expect(fontOf("Led a team of 3 procurement assistants.")).not.toBe(bold);
  }, 60_000);
});
