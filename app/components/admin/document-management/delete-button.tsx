import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ConfirmErase } from "../confirm-erase";
import { deleteItem, refreshDocuments } from "../cv-documents/api";
import type { EditableItem } from "./editable";
import { notify } from "./notice";

/** What the confirmation says goes, and what stays, for each kind of item. */
function erasureText(item: EditableItem): { title: string; description: string } {
  if (item.kind === "cv")
    return {
      title: `Delete the CV "${item.title}"?`,
      description:
        "This erases the CV, its proofreading jobs, the manual-form request it was made from and this person's failed requests (same email). Cover letters written from it are separate documents and stay: delete them under Documents.",
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
    <ConfirmErase
      label={`Delete ${item.title}`}
      title={text.title}
      description={text.description}
      pending={erase.isPending}
      onConfirm={() => erase.mutate()}
    />
  );
}
