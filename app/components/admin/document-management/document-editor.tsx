import { DownloadIcon, EyeIcon, PencilIcon, PrinterIcon } from "lucide-react";
import { useId, useState } from "react";
import { markdownToHtml } from "~/lib/markdown";
import type { PersonalInfo } from "../../../../contract/documents";
import { downloadFile } from "../cv-documents/api";
import {
  buttonClass,
  inputClass,
  MarkdownView,
  NameHeader,
  TypeBadge,
} from "../cv-documents/parts";
import { type EditableItem, type EditorValues, hasEditableTitle } from "./editable";
import { notify } from "./notice";

const emptyInfo: PersonalInfo = { name: "", email: "", phone: "", address: "" };

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Prints the preview through a hidden frame: no pop-up, only the document on the page. */
function printDocument(values: EditorValues) {
  const frame = document.createElement("iframe");
  frame.style.position = "fixed";
  frame.style.width = "0";
  frame.style.height = "0";
  frame.style.border = "0";
  const info = values.personalInfo;
  const header = [
    info.name && `<h1>${escapeHtml(info.name)}</h1>`,
    ...[info.email, info.phone, info.address].filter(Boolean).map((l) => `<p>${escapeHtml(l)}</p>`),
  ]
    .filter(Boolean)
    .join("");
  frame.srcdoc = `<!doctype html><html><head><title>${escapeHtml(values.title)}</title><style>body{font-family:Arial,sans-serif;margin:2rem;line-height:1.45}h1{margin:0}header{border-bottom:1px solid #999;margin-bottom:1rem}</style></head><body><header>${header}</header>${markdownToHtml(values.content)}</body></html>`;
  frame.onload = () => {
    frame.contentWindow?.print();
    setTimeout(() => frame.remove(), 1000);
  };
  document.body.append(frame);
}

/** SPEC §2/§4 document editor: type badge, Preview and Edit/Cancel toggles, Save, downloads, Print. */
export function DocumentEditor({
  item,
  onSave,
}: {
  item: EditableItem;
  onSave(values: EditorValues): Promise<void>;
}) {
  // What Cancel goes back to: the item as opened, then whatever was last saved.
  const [saved, setSaved] = useState<EditorValues>(() => ({
    title: item.title,
    content: item.content,
    personalInfo: item.personalInfo ?? emptyInfo,
  }));
  const [values, setValues] = useState<EditorValues>(saved);
  const [editing, setEditing] = useState(false);
  const [preview, setPreview] = useState(true);
  const [saving, setSaving] = useState(false);
  const id = useId();
  const withInfo = item.type === "cv" || item.type === "cover-letter";

  function cancel() {
    // SPEC §4: Cancel restores the original title, content and personal info.
    setValues(saved);
    setEditing(false);
  }

  async function save() {
    setSaving(true);
    try {
      await onSave(values);
      setSaved(values);
      notify({
        title: "Document saved successfully",
        description: "Your changes have been saved.",
      });
      setEditing(false);
    } catch {
      notify({
        title: "Error saving document",
        description: "Please try again later.",
        destructive: true,
      });
    } finally {
      setSaving(false);
    }
  }

  async function download(format: "pdf" | "html" | "docx") {
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

  const setInfo = (key: keyof PersonalInfo, value: string) =>
    setValues((v) => ({ ...v, personalInfo: { ...v.personalInfo, [key]: value } }));

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <TypeBadge>{item.type}</TypeBadge>
        <button
          type="button"
          className={buttonClass.outline}
          aria-pressed={preview}
          onClick={() => setPreview((p) => !p)}
        >
          <EyeIcon aria-hidden="true" className="size-4" />
          {preview ? "Hide Preview" : "Preview"}
        </button>
        <button
          type="button"
          className={buttonClass.outline}
          onClick={() => (editing ? cancel() : setEditing(true))}
        >
          <PencilIcon aria-hidden="true" className="size-4" />
          {editing ? "Cancel" : "Edit"}
        </button>
        <span className="grow" />
        <button type="button" className={buttonClass.outline} onClick={() => download("pdf")}>
          <DownloadIcon aria-hidden="true" className="size-4" /> Download PDF
        </button>
        <button type="button" className={buttonClass.outline} onClick={() => download("html")}>
          <DownloadIcon aria-hidden="true" className="size-4" /> Download HTML
        </button>
        <button type="button" className={buttonClass.outline} onClick={() => download("docx")}>
          <DownloadIcon aria-hidden="true" className="size-4" /> Download Word
        </button>
        <button type="button" className={buttonClass.outline} onClick={() => printDocument(values)}>
          <PrinterIcon aria-hidden="true" className="size-4" /> Print
        </button>
      </div>

      {editing ? (
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          {withInfo ? (
            <fieldset className="grid gap-3 sm:grid-cols-2">
              <legend className="mb-1 text-sm font-semibold text-slate-900">
                Personal Information
              </legend>
              {(
                [
                  ["name", "Full Name", "text"],
                  ["email", "Email", "email"],
                  ["phone", "Phone", "tel"],
                  ["address", "Address", "text"],
                ] as const
              ).map(([key, label, type]) => (
                <label key={key} className="flex flex-col gap-1 text-sm font-medium text-slate-900">
                  {label}
                  <input
                    className={inputClass}
                    type={type}
                    value={values.personalInfo[key]}
                    onChange={(e) => setInfo(key, e.target.value)}
                  />
                </label>
              ))}
            </fieldset>
          ) : null}
          {hasEditableTitle(item) ? (
            <>
              <label htmlFor={`${id}-title`} className="text-sm font-medium text-slate-900">
                Document Title
              </label>
              <input
                id={`${id}-title`}
                className={inputClass}
                value={values.title}
                onChange={(e) => setValues((v) => ({ ...v, title: e.target.value }))}
              />
            </>
          ) : null}
          <label htmlFor={`${id}-content`} className="text-sm font-medium text-slate-900">
            Content
          </label>
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            Markdown supported: # headers, **bold**, *italic*, - bullets.
          </p>
          <textarea
            id={`${id}-content`}
            aria-describedby={`${id}-hint`}
            className={`${inputClass} min-h-80 font-mono`}
            value={values.content}
            onChange={(e) => setValues((v) => ({ ...v, content: e.target.value }))}
          />
          <div className="flex justify-end gap-2">
            <button type="button" className={buttonClass.outline} onClick={cancel}>
              Cancel
            </button>
            <button type="submit" className={buttonClass.primary} disabled={saving}>
              {saving ? "Saving..." : "Save Changes"}
            </button>
          </div>
        </form>
      ) : null}

      {preview ? (
        <article
          aria-label="Document preview"
          className="rounded-md border border-slate-200 bg-white p-6"
        >
          {withInfo ? <NameHeader info={values.personalInfo} /> : null}
          {!withInfo || !values.personalInfo.name ? (
            <p className="mb-2 text-lg font-bold">{values.title}</p>
          ) : null}
          <MarkdownView markdown={values.content} />
        </article>
      ) : null}
    </div>
  );
}
