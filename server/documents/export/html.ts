import { documentPageHtml } from "../../../contract/document-design";
import { escapeHtml } from "../../html-text";
import { markdownToSafeHtml } from "../markdown";
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

/** A standalone, styled HTML file: opens offline, prints cleanly, carries no scripts. */
export function renderStandaloneHtml(doc: ExportableDocument): string {
  return documentPageHtml({
    title: escapeHtml(doc.title || doc.personalInfo.name || "Document"),
    header: headerHtml(doc),
    body: markdownToSafeHtml(doc.markdown),
  });
}
