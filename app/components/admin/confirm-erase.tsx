import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2Icon } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { apiJson } from "~/lib/api-client";
import { buttonClass } from "./cv-documents/parts";
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
    <AlertDialog.Root>
      <AlertDialog.Trigger className={buttonClass.danger} disabled={pending} aria-label={label}>
        <Trash2Icon aria-hidden="true" className="size-4" />
        {pending ? "Deleting..." : buttonText}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-3 rounded-lg bg-white p-6 shadow-lg">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-slate-700">
            {description} This cannot be undone.
          </AlertDialog.Description>
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass.outline}>Keep it</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass.dangerSolid} onClick={onConfirm}>
              {buttonText}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
