import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2Icon } from "lucide-react";
import { apiJson } from "../../lib/api-client";
import { ConfirmButton } from "./confirm-button";
import { notify } from "./document-management/notice";

/**
 * DELETE a URL; then a toast saying what went, and a refresh of every list whose URL starts
 * with one of `refresh` (query keys are the GET URLs).
 */
export function useErase<Answer>(refresh: readonly string[], said: (answer: Answer) => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => apiJson<Answer>("DELETE", url),
    onSuccess(answer) {
      notify({ title: "Deleted", description: said(answer) });
      void client.invalidateQueries({
        predicate: (query) => refresh.some((url) => String(query.queryKey[0]).startsWith(url)),
      });
    },
    onError(error) {
      notify({ title: "Delete failed", description: error.message, destructive: true });
    },
  });
}

/**
 * A Delete button that asks first: erasure on a client's request (Kenya Data Protection Act)
 * cannot be undone, so the dialog says what goes (and what stays) before anything is sent.
 */
export function ConfirmErase({
  label,
  title,
  description,
  pending,
  onConfirm,
  buttonText = "Delete",
}: {
  /** The trigger's accessible name, naming the item: "Delete inquiry from Amina Wanjiku". */
  label: string;
  title: string;
  description: string;
  pending: boolean;
  onConfirm: () => void;
  buttonText?: string;
}) {
  return (
    <ConfirmButton
      label={label}
      title={title}
      description={`${description} This cannot be undone.`}
      confirmText={buttonText}
      cancelText="Keep it"
      disabled={pending}
      onConfirm={onConfirm}
    >
      <Trash2Icon aria-hidden="true" />
      {pending ? "Deleting..." : buttonText}
    </ConfirmButton>
  );
}
