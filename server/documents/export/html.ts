import { escapeHtml, markdownToSafeHtml } from "../markdown";
import { contactLine, type ExportableDocument } from "./model";

/** The name header as sanitised HTML (escaped text only), shared by the preview and the export. */
export function headerHtml(doc: Pick<ExportableDocument, "personalInfo">): string {
  const name = doc.personalInfo.name.trim();
  const lines = contactLine(doc.personalInfo);
  if (!name && lines.length === 0) return "";
  return `<header>${name ? `<h1>${escapeHtml(name)}</h1>` : ""}${lines
    .map((line) => `<p class="contact">${escapeHtml(line)}</p>`)
    .join("")}</header>`;
}

const css = `
body{font-family:"Liberation Sans",Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.45;max-width:48rem;margin:2.5rem auto;padding:0 1.5rem}
header{border-bottom:1px solid #999;padding-bottom:.6rem;margin-bottom:1rem}
header h1{font-size:1.8rem;margin:0 0 .25rem}
.contact{margin:0;color:#444;font-size:.92rem}
h2{color:#1f3a5f;font-size:1.2rem;margin:1.2rem 0 .4rem}
h3{font-size:1.05rem;margin:.8rem 0 .3rem}
ul,ol{padding-left:1.3rem}li{margin:.2rem 0}
@media print{body{margin:0;max-width:none}}`;

/** A standalone, styled HTML file: opens offline, prints cleanly, carries no scripts. */
export function renderStandaloneHtml(doc: ExportableDocument): string {
  const title = escapeHtml(doc.title || doc.personalInfo.name || "Document");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${css}</style>
</head>
<body>
${headerHtml(doc)}
<main>${markdownToSafeHtml(doc.markdown)}</main>
</body>
</html>
`;
}
