import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FileTextIcon } from "lucide-react";
import { apiJson } from "~/lib/api-client";
import type { GenerateCvResponse } from "../../../../contract/documents";
import { refreshDocuments } from "./api";
import { buttonClass } from "./parts";

/**
 * The Generate CV action of the Conversations tab (list and modal), with the SPEC §8 alerts.
 * On success the CV list and the metrics refresh.
 */
export function useGenerateCv() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiJson<GenerateCvResponse>("POST", "/api/admin/generate-cv", { sessionId }),
    onSuccess(result) {
      if (result.success) {
        window.alert("CV generated successfully!");
        refreshDocuments(client);
      } else {
        window.alert(`Failed to generate CV: ${result.error}`);
      }
    },
    onError(error) {
      window.alert(`Error generating CV: ${error.message}`);
    },
  });
}

export function GenerateCvButton({
  sessionId,
  className,
}: {
  sessionId: string;
  className?: string;
}) {
  const generate = useGenerateCv();
  return (
    <button
      type="button"
      className={className ?? buttonClass.outline}
      disabled={generate.isPending}
      onClick={() => generate.mutate(sessionId)}
    >
      <FileTextIcon aria-hidden="true" className="size-4" />
      {generate.isPending ? "Generating..." : "Generate CV"}
    </button>
  );
}
