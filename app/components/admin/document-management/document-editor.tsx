import { EyeIcon, PencilIcon, PrinterIcon } from "lucide-react";
import { useId, useState } from "react";
import { documentPageHtml } from "../../../../contract/document-design";
import type { PersonalInfo } from "../../../../contract/documents";
import { escapeHtml } from "../../../../contract/escape-html";
import { markdownToHtml } from "../../../lib/markdown";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Input } from "../../ui/input";
import { Label } from "../../ui/label";
import { Textarea } from "../../ui/textarea";
import { MissingFacts } from "../cv-documents/missing-facts";
import { MarkdownView, NameHeader } from "../cv-documents/parts";
import { DownloadButtons } from "./download-buttons";
import { type EditableItem, type EditorValues, hasEditableTitle } from "./editable";
import { notify } from "./notice";

const emptyInfo: PersonalInfo = { name: "", email: "", phone: "", address: "" };

/** Prints the preview through a hidden frame: no pop-up, only the document on the page. */
function printDocument(values: EditorValues) {
  const frame = document.createElement("iframe");
  frame.style.position = "fixed";
  frame.style.width = "0";
  frame.style.height = "0";
  frame.style.border = "0";
  const info = values.personalInfo;
  const lines = [info.email, info.phone, info.address].filter(Boolean);
  const header =
    info.name || lines.length > 0
      ? `<header>${info.name ? `<h1>${escapeHtml(info.name)}</h1>` : ""}${lines
          .map((l) => `<p class="contact">${escapeHtml(l)}</p>`)
          .join("")}</header>`
      : "";
  // The same page as the HTML download, so Print looks like the PDF and the Word file.
  frame.srcdoc = documentPageHtml({
    title: escapeHtml(values.title),
    header,
    body: markdownToHtml(values.content),
  });
  frame.onload = () => {
    frame.contentWindow?.print();
    setTimeout(() => frame.remove(), 1000);
  };
  document.body.append(frame);
}

/** The document editor: type badge, Preview and Edit/Cancel toggles, Save, downloads, Print. */
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
    // Cancel restores the original title, content and personal info.
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

  const setInfo = (key: keyof PersonalInfo, value: string) =>
    setValues((v) => ({ ...v, personalInfo: { ...v.personalInfo, [key]: value } }));

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{item.type}</Badge>
        <Button
          variant="outline"
          size="sm"
          aria-pressed={preview}
          onClick={() => setPreview((p) => !p)}
        >
          <EyeIcon aria-hidden="true" />
          {preview ? "Hide Preview" : "Preview"}
        </Button>
        <Button variant="outline" size="sm" onClick={() => (editing ? cancel() : setEditing(true))}>
          <PencilIcon aria-hidden="true" />
          {editing ? "Cancel" : "Edit"}
        </Button>
        <span className="grow" />
        <DownloadButtons item={item} formats={["pdf", "html", "docx"]} />
        <Button variant="outline" size="sm" onClick={() => printDocument(values)}>
          <PrinterIcon aria-hidden="true" /> Print
        </Button>
      </div>

      {item.type === "cv" ? (
        <MissingFacts content={values.content} info={values.personalInfo} />
      ) : null}

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
                <Label key={key} className="flex flex-col gap-1">
                  {label}
                  <Input
                    type={type}
                    value={values.personalInfo[key]}
                    onChange={(e) => setInfo(key, e.target.value)}
                  />
                </Label>
              ))}
            </fieldset>
          ) : null}
          {hasEditableTitle(item) ? (
            <>
              <Label htmlFor={`${id}-title`}>Document Title</Label>
              <Input
                id={`${id}-title`}
                value={values.title}
                onChange={(e) => setValues((v) => ({ ...v, title: e.target.value }))}
              />
            </>
          ) : null}
          <Label htmlFor={`${id}-content`}>Content</Label>
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            Markdown supported: # headers, **bold**, *italic*, - bullets.
          </p>
          <Textarea
            id={`${id}-content`}
            aria-describedby={`${id}-hint`}
            className="min-h-80 font-mono"
            value={values.content}
            onChange={(e) => setValues((v) => ({ ...v, content: e.target.value }))}
          />
          <div className="flex justify-end gap-2">
            <Button variant="outline" size="sm" onClick={cancel}>
              Cancel
            </Button>
            <Button type="submit" size="sm" disabled={saving}>
              {saving ? "Saving..." : "Save Changes"}
            </Button>
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
