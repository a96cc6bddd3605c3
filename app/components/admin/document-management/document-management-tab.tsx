import { useQueryClient } from "@tanstack/react-query";
import { DownloadIcon, PencilIcon, RefreshCwIcon } from "lucide-react";
import { Dialog, Tabs } from "radix-ui";
import { useId, useMemo, useState } from "react";
import { longUsDate, plainSnippet } from "~/lib/markdown";
import {
  downloadFile,
  refreshDocuments,
  useCvs,
  useDocuments,
  useProofreadingJobs,
} from "../cv-documents/api";
import { buttonClass, inputClass, StatusBadge } from "../cv-documents/parts";
import { CoverLetterDialog } from "./cover-letter-dialog";
import { DeleteButton } from "./delete-button";
import { DocumentEditor } from "./document-editor";
import { type EditableItem, fromCv, fromDocument, fromJob, saveItem } from "./editable";
import { LoadFailed, notify, useLoadErrorNotice } from "./notice";

const statusFilters = [
  ["all", "All"],
  ["pending", "Pending"],
  ["completed", "Completed"],
  ["processing", "Processing"],
] as const;
type StatusFilter = (typeof statusFilters)[number][0];

/** SPEC §2 Document Management: search, status filter, three sub-tabs with counts, cards, editor. */
export default function DocumentManagementTab() {
  const cvs = useCvs();
  const jobs = useProofreadingJobs();
  const documents = useDocuments();
  const client = useQueryClient();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  // The item open in the editor, by key: the dialog shows the list's latest copy of it.
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const id = useId();

  const all = useMemo(
    () => ({
      cvs: (cvs.data?.cvs ?? []).map(fromCv),
      proofreading: (jobs.data?.jobs ?? []).map(fromJob),
      documents: (documents.data?.documents ?? []).map(fromDocument),
    }),
    [cvs.data, jobs.data, documents.data],
  );
  const groups = useMemo(() => {
    const q = search.trim().toLowerCase();
    const matches = (item: EditableItem) => {
      const text = `${item.title} ${item.notes} ${item.content}`.toLowerCase();
      return (status === "all" || item.status === status) && (q === "" || text.includes(q));
    };
    return {
      cvs: all.cvs.filter(matches),
      proofreading: all.proofreading.filter(matches),
      documents: all.documents.filter(matches),
    };
  }, [all, search, status]);
  const editing =
    [...all.cvs, ...all.proofreading, ...all.documents].find(
      (item) => itemKey(item) === editingKey,
    ) ?? null;

  const error = cvs.error ?? jobs.error ?? documents.error;
  useLoadErrorNotice(error);

  async function download(item: EditableItem) {
    notify({
      title: "PDF download started",
      description: "Your document will be downloaded shortly.",
    });
    try {
      await downloadFile(item.kind, item.type, item.id, "pdf");
    } catch {
      notify({ title: "Download failed", destructive: true });
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">
          Document Management
        </h2>
        <div className="flex gap-2">
          <button
            type="button"
            className={buttonClass.outline}
            onClick={() => refreshDocuments(client)}
          >
            <RefreshCwIcon aria-hidden="true" className="size-4" /> Refresh
          </button>
          <CoverLetterDialog cvs={cvs.data?.cvs ?? []} />
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <label className="flex grow flex-col gap-1 text-sm font-medium">
          Search documents
          <input
            type="search"
            className={inputClass}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search by title, notes or content"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Status
          <select
            className={inputClass}
            value={status}
            onChange={(e) => setStatus(e.target.value as StatusFilter)}
          >
            {statusFilters.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error ? <LoadFailed error={error} /> : null}
      <Tabs.Root defaultValue="cvs">
        <Tabs.List aria-label="Document kinds" className="flex gap-1 border-b border-slate-200">
          {(
            [
              ["cvs", "CVs"],
              ["proofreading", "Proofreading"],
              ["documents", "Documents"],
            ] as const
          ).map(([value, label]) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="rounded-t-md px-3 py-2 text-sm font-semibold text-slate-700 data-[state=active]:border-b-2 data-[state=active]:border-blue-800 data-[state=active]:text-blue-900"
            >
              {label} ({groups[value].length})
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {(["cvs", "proofreading", "documents"] as const).map((value) => (
          <Tabs.Content key={value} value={value} className="pt-4">
            {groups[value].length === 0 ? (
              <p className="rounded-md border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600">
                Nothing here yet.
              </p>
            ) : (
              <ul className="grid gap-3 md:grid-cols-2">
                {groups[value].map((item) => (
                  <ItemCard
                    key={itemKey(item)}
                    item={item}
                    onEdit={() => setEditingKey(itemKey(item))}
                    onDownload={() => download(item)}
                  />
                ))}
              </ul>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <EditDialog item={editing} onClose={() => setEditingKey(null)} />
    </section>
  );
}

const itemKey = (item: EditableItem) => `${item.kind}-${item.id}`;

function ItemCard({
  item,
  onEdit,
  onDownload,
}: {
  item: EditableItem;
  onEdit(): void;
  onDownload(): void;
}) {
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="document-card"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{item.title}</h3>
        <StatusBadge status={item.status} />
      </div>
      {item.notes ? <p className="text-sm text-slate-700">{item.notes}</p> : null}
      <p className="text-sm text-slate-800">{plainSnippet(item.content, item.snippetLength)}</p>
      <p className="text-xs text-slate-600">{longUsDate(item.createdAt)}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass.outline}
          onClick={onEdit}
          aria-label={`Edit ${item.title}`}
        >
          <PencilIcon aria-hidden="true" className="size-4" /> Edit
        </button>
        <button
          type="button"
          className={buttonClass.outline}
          onClick={onDownload}
          aria-label={`Download ${item.title}`}
        >
          <DownloadIcon aria-hidden="true" className="size-4" /> Download
        </button>
        <DeleteButton item={item} />
      </div>
    </li>
  );
}

function EditDialog({ item, onClose }: { item: EditableItem | null; onClose(): void }) {
  const client = useQueryClient();
  return (
    <Dialog.Root open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] max-w-5xl -translate-x-1/2 -translate-y-1/2 flex-col gap-3 overflow-y-auto rounded-lg bg-white p-6 shadow-lg">
          <Dialog.Title className="text-lg font-semibold">Edit Document</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-700">{item?.title}</Dialog.Description>
          {item ? (
            <DocumentEditor
              key={itemKey(item)}
              item={item}
              onSave={async (values) => {
                await saveItem(item, values);
                refreshDocuments(client);
              }}
            />
          ) : null}
          <Dialog.Close className={`${buttonClass.outline} self-end`}>Close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
