import { type DocumentFormat, downloadFile, type EditableKind } from "../cv-documents/api";
import { notify } from "./notice";

/** How staff name a format: Word for .docx. */
export function formatLabel(format: DocumentFormat): string {
  return format === "docx" ? "Word" : format.toUpperCase();
}

/** Downloads a staff document as PDF, HTML or Word, telling the consultant it started or failed. */
export async function downloadWithNotice(
  item: { kind: EditableKind; type: string; id: number },
  format: DocumentFormat,
): Promise<void> {
  notify({
    title: `${formatLabel(format)} download started`,
    description: "Your document will be downloaded shortly.",
  });
  try {
    await downloadFile(item.kind, item.type, item.id, format);
  } catch {
    notify({ title: "Download failed", destructive: true });
  }
}
