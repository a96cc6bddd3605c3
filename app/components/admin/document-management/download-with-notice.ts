import { downloadFile, type EditableKind } from "../cv-documents/api";
import { notify } from "./notice";

/** Downloads a staff document as PDF, HTML or Word, telling the consultant it started or failed. */
export async function downloadWithNotice(
  item: { kind: EditableKind; type: string; id: number },
  format: "pdf" | "html" | "docx",
): Promise<void> {
  const label = format === "docx" ? "Word" : format.toUpperCase();
  notify({
    title: `${label} download started`,
    description: "Your document will be downloaded shortly.",
  });
  try {
    await downloadFile(item.kind, item.type, item.id, format);
  } catch {
    notify({ title: "Download failed", destructive: true });
  }
}
