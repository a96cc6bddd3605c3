import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button } from "../../ui/button";
import { documentKeys, startProofreading } from "../cv-documents/api";
import { proofreadOutcome } from "../proofreading/outcome";
import type { EditableItem } from "./editable";
import { notify } from "./notice";

/** Starts a proofreading job on a document; a cover letter is judged as a letter, not a CV. */
export function ProofreadButton({ item }: { item: EditableItem }) {
  const client = useQueryClient();
  const proofread = useMutation({
    mutationFn: () => startProofreading({ documentId: item.id }),
    onSuccess({ job }) {
      notify({ title: proofreadOutcome(job) });
      void client.invalidateQueries({ queryKey: [documentKeys.jobs] });
      void client.invalidateQueries({ queryKey: [documentKeys.metrics] });
    },
    onError(error) {
      notify({
        title: "Failed to proofread document",
        description: error.message,
        destructive: true,
      });
    },
  });
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={proofread.isPending}
      onClick={() => proofread.mutate()}
      aria-label={`Proofread ${item.title}`}
    >
      {proofread.isPending ? "Proofreading..." : "Proofread"}
    </Button>
  );
}
