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
import { documentDesign } from "../../../contract/document-design";
import { type InlineRun, parseMarkdown } from "../markdown";
import { contactLine, type ExportableDocument } from "./model";

const d = documentDesign;
/** Word sizes are half-points and spacing is twentieths of a point. */
const halfPoints = (pt: number) => Math.round(pt * 2);
const twips = (pt: number) => Math.round(pt * 20);
const hex = (color: string) => color.replace("#", "");

const headingLevels = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
] as const;

/** A heading in the document design; keepNext holds it on the page of what follows. */
const headingStyle = (h: (typeof d)["h1" | "h2" | "h3"]) => ({
  run: { font: d.font.word, size: halfPoints(h.size), bold: true, color: hex(h.color) },
  paragraph: {
    keepNext: true,
    keepLines: true,
    spacing: { before: twips(h.spaceBefore), after: twips(h.spaceAfter) },
  },
});

/**
 * Word's "auto" line spacing multiplies the font's own line height (1.149 em for Arial and
 * Liberation Sans), where CSS and the PDF multiply the font size.
 */
const lineSpacing = Math.round((240 * d.body.lineHeight) / 1.149);

/** The marker hangs in the indent, as in the PDF and the HTML. */
const listIndent = {
  paragraph: { indent: { left: twips(d.listItem.indent), hanging: twips(d.listItem.indent) } },
};

/** The rule under the name block, on its last line. */
const headerRule = {
  border: {
    bottom: {
      style: BorderStyle.SINGLE,
      size: 6,
      color: hex(d.header.rule),
      space: d.header.paddingBottom,
    },
  },
  spacing: { after: twips(d.header.spaceAfter + d.header.paddingBottom) },
};

const runs = (items: InlineRun[]) =>
  // Only marked runs set bold or italic: the rest inherit a heading's bold.
  items.map(
    (r) => new TextRun({ text: r.text, bold: r.bold || undefined, italics: r.italic || undefined }),
  );

/** A Word file (recruiters often ask for one): real headings and bullet lists, one column. */
export async function renderDocx(doc: ExportableDocument): Promise<Uint8Array> {
  const paragraphs: Paragraph[] = [];
  const name = doc.personalInfo.name.trim();
  const contacts = contactLine(doc.personalInfo);
  if (name)
    paragraphs.push(
      new Paragraph({
        heading: HeadingLevel.TITLE,
        children: [new TextRun(name)],
        ...(contacts.length === 0 ? headerRule : {}),
      }),
    );
  contacts.forEach((line, i) => {
    const last = i === contacts.length - 1;
    paragraphs.push(
      new Paragraph({
        keepNext: !last,
        children: [
          new TextRun({
            text: line,
            size: halfPoints(d.contact.size),
            color: hex(d.contact.color),
          }),
        ],
        ...(last ? headerRule : { spacing: { after: twips(d.contact.spaceAfter) } }),
      }),
    );
  });
  for (const block of parseMarkdown(doc.markdown)) {
    if (block.kind === "heading") {
      const heading = headingLevels[Math.min(block.level, 3)] ?? HeadingLevel.HEADING_3;
      paragraphs.push(new Paragraph({ heading, children: runs(block.runs) }));
    } else if (block.kind === "paragraph") {
      paragraphs.push(
        new Paragraph({
          children: runs(block.runs),
          spacing: { after: twips(d.paragraph.spaceAfter) },
        }),
      );
    } else if (block.kind === "list") {
      for (const item of block.items) {
        paragraphs.push(
          new Paragraph({
            children: runs(item),
            numbering: { reference: block.ordered ? "numbered" : "bullets", level: 0 },
            keepLines: true,
            spacing: { after: twips(d.listItem.spaceAfter) },
          }),
        );
      }
    } else {
      paragraphs.push(
        new Paragraph({
          border: {
            bottom: { style: BorderStyle.SINGLE, size: 4, color: hex(d.rule.color), space: 1 },
          },
          spacing: { before: twips(d.rule.space), after: twips(d.rule.space) },
        }),
      );
    }
  }
  const file = new Document({
    title: doc.title || name || "Document",
    creator: "Kazi",
    styles: {
      default: {
        document: {
          run: { font: d.font.word, size: halfPoints(d.body.size), color: hex(d.body.color) },
          paragraph: { spacing: { line: lineSpacing } },
        },
        title: {
          run: { font: d.font.word, size: halfPoints(d.name.size), bold: true },
          paragraph: { keepNext: true, spacing: { after: twips(d.name.spaceAfter) } },
        },
        heading1: headingStyle(d.h1),
        heading2: headingStyle(d.h2),
        heading3: headingStyle(d.h3),
      },
    },
    numbering: {
      config: [
        {
          reference: "bullets",
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: "•",
              alignment: AlignmentType.LEFT,
              style: listIndent,
            },
          ],
        },
        {
          reference: "numbered",
          levels: [
            {
              level: 0,
              format: LevelFormat.DECIMAL,
              text: "%1.",
              alignment: AlignmentType.LEFT,
              style: listIndent,
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 }, // A4 in twips
            margin: {
              top: twips(d.pageMargin),
              right: twips(d.pageMargin),
              bottom: twips(d.pageMargin),
              left: twips(d.pageMargin),
            },
          },
        },
        children: paragraphs,
      },
    ],
  });
  const buffer = await Packer.toBuffer(file);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
