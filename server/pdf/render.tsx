import { Document, Font, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { documentDesign } from "../../contract/document-design";
import { contactLine, type ExportableDocument } from "../documents/export/model";
import { type Block, type InlineRun, parseMarkdown } from "../documents/markdown";
import { fromRoot } from "../paths";
import { pdfPageLines } from "./page-lines";

const fontFile = (name: string) => fromRoot("server/pdf/fonts", name);

let fontsRegistered = false;
/** Liberation Sans ships in the repo: it has é ü ’ – • and embeds as selectable text. */
function registerFonts() {
  if (fontsRegistered) return;
  Font.register({
    family: "Body",
    fonts: [
      { src: fontFile("LiberationSans-Regular.ttf") },
      { src: fontFile("LiberationSans-Bold.ttf"), fontWeight: "bold" },
      { src: fontFile("LiberationSans-Italic.ttf"), fontStyle: "italic" },
      { src: fontFile("LiberationSans-BoldItalic.ttf"), fontWeight: "bold", fontStyle: "italic" },
    ],
  });
  // Words are never split with a hyphen: a CV's names and terms must stay whole.
  Font.registerHyphenationCallback((word) => [word]);
  fontsRegistered = true;
}

const d = documentDesign;
type HeadingDesign = { size: number; color: string; spaceBefore: number; spaceAfter: number };

/** Compact spacing pulls a tail of a few lines back onto the previous page. */
const compact = { spacing: 0.5, lineHeight: 1.28 };

/** The PDF styles of the document design; `tight` shrinks vertical spacing, never the type. */
function pdfStyles(tight: boolean) {
  const k = tight ? compact.spacing : 1;
  const heading = (h: HeadingDesign) => ({
    fontSize: h.size,
    fontWeight: "bold" as const,
    color: h.color,
    marginTop: h.spaceBefore * k,
    marginBottom: h.spaceAfter * k,
  });
  return StyleSheet.create({
    page: {
      fontFamily: "Body",
      fontSize: d.body.size,
      lineHeight: tight ? compact.lineHeight : d.body.lineHeight,
      padding: d.pageMargin,
      color: d.body.color,
    },
    name: { fontSize: d.name.size, fontWeight: "bold", marginBottom: d.name.spaceAfter * k },
    contact: {
      fontSize: d.contact.size,
      color: d.contact.color,
      marginBottom: d.contact.spaceAfter * k,
    },
    header: {
      borderBottomWidth: 1,
      borderBottomColor: d.header.rule,
      paddingBottom: d.header.paddingBottom * k,
      marginBottom: d.header.spaceAfter * k,
    },
    h1: heading(d.h1),
    h2: heading(d.h2),
    h3: heading(d.h3),
    paragraph: { marginBottom: d.paragraph.spaceAfter * k },
    item: { flexDirection: "row", marginBottom: d.listItem.spaceAfter * k },
    bullet: { width: d.listItem.indent },
    itemText: { flex: 1 },
    rule: {
      borderBottomWidth: 0.5,
      borderBottomColor: d.rule.color,
      marginVertical: d.rule.space * k,
    },
  });
}

type Styles = ReturnType<typeof pdfStyles>;

function Runs({ runs }: { runs: InlineRun[] }) {
  return runs.map((run, i) => (
    <Text
      // biome-ignore lint/suspicious/noArrayIndexKey: runs are static and never reordered
      key={i}
      // Only marked runs set a weight or style: the rest inherit a heading's bold.
      style={{
        ...(run.bold ? { fontWeight: "bold" } : {}),
        ...(run.italic ? { fontStyle: "italic" } : {}),
      }}
    >
      {run.text}
    </Text>
  ));
}

/** A heading moves to the next page unless about three lines of what follows fit under it. */
const keepWithHeading = 3 * d.body.size * d.body.lineHeight;

function BlockView({ block, styles }: { block: Block; styles: Styles }) {
  switch (block.kind) {
    case "heading": {
      const style = block.level <= 1 ? styles.h1 : block.level === 2 ? styles.h2 : styles.h3;
      return (
        <Text style={style} minPresenceAhead={keepWithHeading}>
          <Runs runs={block.runs} />
        </Text>
      );
    }
    case "paragraph":
      return (
        <Text style={styles.paragraph}>
          <Runs runs={block.runs} />
        </Text>
      );
    case "list":
      return (
        <View style={styles.paragraph}>
          {block.items.map((runs, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: list items are static
            <View key={i} style={styles.item} wrap={false}>
              <Text style={styles.bullet}>{block.ordered ? `${i + 1}.` : "•"}</Text>
              <Text style={styles.itemText}>
                <Runs runs={runs} />
              </Text>
            </View>
          ))}
        </View>
      );
    case "rule":
      return <View style={styles.rule} />;
  }
}

function PdfDocument({ doc, styles }: { doc: ExportableDocument; styles: Styles }) {
  const name = doc.personalInfo.name.trim();
  const contacts = contactLine(doc.personalInfo);
  return (
    <Document title={doc.title || name || "Document"} author={name || undefined} creator="Kazi">
      <Page size="A4" style={styles.page}>
        {name || contacts.length > 0 ? (
          <View style={styles.header}>
            {name ? <Text style={styles.name}>{name}</Text> : null}
            {contacts.map((line) => (
              <Text key={line} style={styles.contact}>
                {line}
              </Text>
            ))}
          </View>
        ) : null}
        {parseMarkdown(doc.markdown).map((block, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static
          <BlockView key={i} block={block} styles={styles} />
        ))}
      </Page>
    </Document>
  );
}

/** A last page holding fewer lines than this is a tail worth pulling back. */
const shortTailLines = 6;

async function renderOnce(doc: ExportableDocument, tight: boolean): Promise<Uint8Array> {
  const buffer = await renderToBuffer(<PdfDocument doc={doc} styles={pdfStyles(tight)} />);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/**
 * Renders a document to PDF bytes. CPU-bound: call it through the document worker. When the last
 * page holds only a short tail, a second pass with compact spacing is kept if it saves the page.
 */
export async function renderPdf(doc: ExportableDocument): Promise<Uint8Array> {
  registerFonts();
  const bytes = await renderOnce(doc, false);
  const pages = await pdfPageLines(bytes);
  const lastLines = pages.at(-1) ?? 0;
  if (pages.length < 2 || lastLines >= shortTailLines) return bytes;
  const tight = await renderOnce(doc, true);
  return (await pdfPageLines(tight)).length < pages.length ? tight : bytes;
}
