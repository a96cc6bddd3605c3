import { Document, Font, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { contactLine, type ExportableDocument } from "../documents/export/model";
import { type Block, type InlineRun, parseMarkdown } from "../documents/markdown";
import { fromRoot } from "../paths";

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

const styles = StyleSheet.create({
  page: { fontFamily: "Body", fontSize: 10.5, lineHeight: 1.4, padding: 48, color: "#1a1a1a" },
  name: { fontSize: 20, fontWeight: "bold", marginBottom: 4 },
  contact: { fontSize: 9.5, color: "#444444", marginBottom: 2 },
  header: {
    borderBottomWidth: 1,
    borderBottomColor: "#999999",
    paddingBottom: 8,
    marginBottom: 12,
  },
  h1: { fontSize: 15, fontWeight: "bold", marginTop: 10, marginBottom: 4 },
  h2: { fontSize: 12.5, fontWeight: "bold", marginTop: 10, marginBottom: 4, color: "#1f3a5f" },
  h3: { fontSize: 11, fontWeight: "bold", marginTop: 6, marginBottom: 2 },
  paragraph: { marginBottom: 6 },
  item: { flexDirection: "row", marginBottom: 3 },
  bullet: { width: 14 },
  itemText: { flex: 1 },
  rule: { borderBottomWidth: 0.5, borderBottomColor: "#bbbbbb", marginVertical: 6 },
});

function Runs({ runs }: { runs: InlineRun[] }) {
  return runs.map((run, i) => (
    <Text
      // biome-ignore lint/suspicious/noArrayIndexKey: runs are static and never reordered
      key={i}
      style={{
        fontWeight: run.bold ? "bold" : "normal",
        fontStyle: run.italic ? "italic" : "normal",
      }}
    >
      {run.text}
    </Text>
  ));
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case "heading": {
      const style = block.level <= 1 ? styles.h1 : block.level === 2 ? styles.h2 : styles.h3;
      return (
        <Text style={style} minPresenceAhead={24}>
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

function PdfDocument({ doc }: { doc: ExportableDocument }) {
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
          <BlockView key={i} block={block} />
        ))}
      </Page>
    </Document>
  );
}

/** Renders a document to PDF bytes. CPU-bound: call it through the document worker. */
export async function renderPdf(doc: ExportableDocument): Promise<Uint8Array> {
  registerFonts();
  const buffer = await renderToBuffer(<PdfDocument doc={doc} />);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
