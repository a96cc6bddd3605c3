/** What every exporter (PDF, Word, HTML) needs to lay out one document. */
export type DocumentType = "cv" | "cover-letter" | "proofreading" | "document";

export type PersonalInfo = { name: string; email: string; phone: string; address: string };

export type ExportableDocument = {
  type: DocumentType;
  title: string;
  /** Shown as the name header; empty fields are left out. */
  personalInfo: PersonalInfo;
  markdown: string;
};

/** The contact line under the name: only the fields that have a value. */
export function contactLine(info: PersonalInfo): string[] {
  return [info.email, info.phone, info.address].map((v) => v.trim()).filter((v) => v !== "");
}

/** The browser saves a download as `{type}_{id}.{ext}`. */
export function downloadName(type: DocumentType, id: number, ext: "pdf" | "html" | "docx") {
  return `${type}_${id}.${ext}`;
}
