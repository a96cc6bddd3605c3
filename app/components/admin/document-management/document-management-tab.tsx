import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DownloadIcon, FileTextIcon, PencilIcon, RefreshCwIcon } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { ApiError } from "../../../lib/api-client";
import { longUsDate, plainSnippet } from "../../../lib/markdown";
import { StatusBadge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { Dialog, DialogContent, DialogHeading } from "../../ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs";
import { toast } from "../../ui/use-toast";
import {
  makeCvFromUpload,
  refreshDocuments,
  useCvs,
  useDocuments,
  useProofreadingJobs,
} from "../cv-documents/api";
import { cvDocumentHref } from "../cv-documents/open-cv-param";
import { FilterSelect } from "../filter-select";
import { SearchField } from "../search-field";
import { CoverLetterDialog } from "./cover-letter-dialog";
import { DeleteButton } from "./delete-button";
import { DocumentEditor } from "./document-editor";
import { downloadWithNotice } from "./download-with-notice";
import { type EditableItem, fromCv, fromDocument, fromJob, saveItem } from "./editable";
import { LoadFailed, notify, useLoadErrorNotice } from "./notice";
import { ProofreadButton } from "./proofread-button";

const statusFilters = [
  ["all", "All"],
  ["pending", "Pending"],
  ["completed", "Completed"],
  ["processing", "Processing"],
] as const;
type StatusFilter = (typeof statusFilters)[number][0];

/**
 * The Document Management tab: search, status filter, three sub-tabs with counts, cards, editor.
 */
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

  const makeCv = useMutation({
    mutationFn: (item: EditableItem) => makeCvFromUpload(item.id),
    onSuccess(result) {
      refreshDocuments(client);
      toast({
        title: "CV made from the upload",
        description: "Its facts are in our layout; the preview lists what is still missing.",
        duration: 15_000,
        action: {
          label: "Open CV",
          to: cvDocumentHref(result.cvId),
          altText: "Open the new CV from the CV Documents tab",
        },
      });
    },
    onError(error) {
      const reason =
        error instanceof ApiError ? (error.serverMessage ?? error.message) : error.message;
      notify({ title: "The CV could not be made", description: reason, destructive: true });
    },
  });

  const error = cvs.error ?? jobs.error ?? documents.error;
  useLoadErrorNotice(error);

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">
          Document Management
        </h2>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => refreshDocuments(client)}>
            <RefreshCwIcon aria-hidden="true" /> Refresh
          </Button>
          <CoverLetterDialog cvs={cvs.data?.cvs ?? []} />
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <SearchField
          label="Search documents"
          value={search}
          onChange={setSearch}
          placeholder="Search by title, notes or content"
        />
        <FilterSelect label="Status" value={status} onChange={setStatus} options={statusFilters} />
      </div>
      {error ? <LoadFailed error={error} /> : null}
      <Tabs defaultValue="cvs">
        <TabsList aria-label="Document kinds">
          {(
            [
              ["cvs", "CVs"],
              ["proofreading", "Proofreading"],
              ["documents", "Documents"],
            ] as const
          ).map(([value, label]) => (
            <TabsTrigger key={value} value={value}>
              {label} ({groups[value].length})
            </TabsTrigger>
          ))}
        </TabsList>
        {(["cvs", "proofreading", "documents"] as const).map((value) => (
          <TabsContent key={value} value={value}>
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
                    onDownload={() => downloadWithNotice(item, "pdf")}
                    onMakeCv={
                      item.type === "document" && item.content.trim() !== ""
                        ? () => makeCv.mutate(item)
                        : undefined
                    }
                    makingCv={makeCv.isPending && makeCv.variables?.id === item.id}
                  />
                ))}
              </ul>
            )}
          </TabsContent>
        ))}
      </Tabs>
      <EditDialog item={editing} onClose={() => setEditingKey(null)} />
    </section>
  );
}

const itemKey = (item: EditableItem) => `${item.kind}-${item.id}`;

function ItemCard({
  item,
  onEdit,
  onDownload,
  onMakeCv,
  makingCv,
}: {
  item: EditableItem;
  onEdit(): void;
  onDownload(): void;
  /** Only for an uploaded CV with text: makes one of our CVs from it. */
  onMakeCv?: () => void;
  makingCv: boolean;
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
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${item.title}`}>
          <PencilIcon aria-hidden="true" /> Edit
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={onDownload}
          aria-label={`Download ${item.title}`}
        >
          <DownloadIcon aria-hidden="true" /> Download
        </Button>
        {item.kind === "document" ? <ProofreadButton item={item} /> : null}
        {onMakeCv ? (
          <Button
            variant="outline"
            size="sm"
            onClick={onMakeCv}
            disabled={makingCv}
            aria-label={`Make a CV from ${item.title}`}
          >
            <FileTextIcon aria-hidden="true" /> {makingCv ? "Making CV..." : "Make CV"}
          </Button>
        ) : null}
        <DeleteButton item={item} />
      </div>
    </li>
  );
}

function EditDialog({ item, onClose }: { item: EditableItem | null; onClose(): void }) {
  const client = useQueryClient();
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg">
        <DialogHeading title="Edit Document">{item?.title ?? ""}</DialogHeading>
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
      </DialogContent>
    </Dialog>
  );
}
