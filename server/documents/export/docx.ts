import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
} from "docx";
import { type InlineRun, parseMarkdown } from "../markdown";
import { contactLine, type ExportableDocument } from "./model";

const headingLevels = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
] as const;

const runs = (items: InlineRun[]) =>
  items.map((r) => new TextRun({ text: r.text, bold: r.bold, italics: r.italic }));

/** A Word file (recruiters often ask for one): real headings and bullet lists, one column. */
export async function renderDocx(doc: ExportableDocument): Promise<Uint8Array> {
  const paragraphs: Paragraph[] = [];
  const name = doc.personalInfo.name.trim();
  if (name)
    paragraphs.push(new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(name)] }));
  const contacts = contactLine(doc.personalInfo);
  if (contacts.length > 0) {
    paragraphs.push(
      new Paragraph({
        children: [new TextRun({ text: contacts.join("  |  "), size: 19 })],
        border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: "999999", space: 4 } },
        spacing: { after: 200 },
      }),
    );
  }
  for (const block of parseMarkdown(doc.markdown)) {
    if (block.kind === "heading") {
      const heading = headingLevels[Math.min(block.level, 3)] ?? HeadingLevel.HEADING_3;
      paragraphs.push(new Paragraph({ heading, children: runs(block.runs) }));
    } else if (block.kind === "paragraph") {
      paragraphs.push(new Paragraph({ children: runs(block.runs), spacing: { after: 120 } }));
    } else if (block.kind === "list") {
      for (const item of block.items) {
        paragraphs.push(
          new Paragraph({
            children: runs(item),
            numbering: { reference: block.ordered ? "numbered" : "bullets", level: 0 },
          }),
        );
      }
    } else {
      paragraphs.push(
        new Paragraph({
          border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: "BBBBBB", space: 1 } },
        }),
      );
    }
  }
  const file = new Document({
    title: doc.title || name || "Document",
    creator: "Kazi",
    styles: { default: { document: { run: { font: "Calibri", size: 22 } } } },
    numbering: {
      config: [
        {
          reference: "bullets",
          levels: [
            { level: 0, format: LevelFormat.BULLET, text: "•", alignment: AlignmentType.LEFT },
          ],
        },
        {
          reference: "numbered",
          levels: [
            { level: 0, format: LevelFormat.DECIMAL, text: "%1.", alignment: AlignmentType.LEFT },
          ],
        },
      ],
    },
    sections: [{ children: paragraphs }],
  });
  const buffer = await Packer.toBuffer(file);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
