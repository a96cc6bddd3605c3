import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2Icon } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { deleteItem, refreshDocuments } from "../cv-documents/api";
import { buttonClass } from "../cv-documents/parts";
import type { EditableItem } from "./editable";
import { notify } from "./notice";

/** What the confirmation says goes, and what stays, for each kind of item. */
function erasureText(item: EditableItem): { title: string; description: string } {
  if (item.kind === "cv")
    return {
      title: `Delete the CV "${item.title}"?`,
      description:
        "This erases the CV, its proofreading jobs and the manual-form request it was made from. Cover letters written from it are separate documents and stay: delete them under Documents.",
    };
  if (item.kind === "proofreading")
    return {
      title: `Delete ${item.title}?`,
      description:
        "This erases the job, its suggestions and its corrected text. The CV it checked stays.",
    };
  if (item.type === "cover-letter")
    return {
      title: `Delete the cover letter "${item.title}"?`,
      description: "This erases the letter and its stored file. The CV it was written from stays.",
    };
  return {
    title: `Delete "${item.title}"?`,
    description: "This erases the uploaded file, its stored bytes and the text read from it.",
  };
}

/** Erasure on a client's request (Kenya Data Protection Act), confirmed first; it cannot be undone. */
export function DeleteButton({ item }: { item: EditableItem }) {
  const client = useQueryClient();
  const erase = useMutation({
    mutationFn: () => deleteItem(item.kind, item.id),
    onSuccess() {
      notify({ title: "Deleted", description: `${item.title} was erased.` });
      refreshDocuments(client);
    },
    onError(error) {
      notify({ title: "Delete failed", description: error.message, destructive: true });
    },
  });
  const text = erasureText(item);
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger
        className={buttonClass.danger}
        disabled={erase.isPending}
        aria-label={`Delete ${item.title}`}
      >
        <Trash2Icon aria-hidden="true" className="size-4" />
        {erase.isPending ? "Deleting..." : "Delete"}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-3 rounded-lg bg-white p-6 shadow-lg">
          <AlertDialog.Title className="text-lg font-semibold">{text.title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-slate-700">
            {text.description} This cannot be undone.
          </AlertDialog.Description>
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass.outline}>Keep it</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass.dangerSolid} onClick={() => erase.mutate()}>
              Delete
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
