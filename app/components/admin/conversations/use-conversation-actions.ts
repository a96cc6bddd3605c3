import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Conversation, FollowUpChannel } from "../../../../contract/chat";
import { apiJson } from "../../../lib/api-client";
import { toast } from "../../ui/use-toast";
import { cvDocumentHref } from "../cv-documents/open-cv-param";
import { notify } from "../document-management/notice";

export const conversationsKey = "/api/admin/conversations";

/** The staff actions on one conversation; each refreshes the list so its badges update. */
export function useConversationActions(id: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [conversationsKey] });
  const post = (path: string, body: unknown) =>
    apiJson<{ conversation: Conversation }>("POST", `${conversationsKey}/${id}/${path}`, body);
  return {
    priority: useMutation({
      mutationFn: (priority: boolean) => post("priority", { priority }),
      onSuccess: refresh,
    }),
    flag: useMutation({
      mutationFn: (input: { flagged: boolean; note?: string }) => post("flag", input),
      onSuccess: refresh,
    }),
    followUp: useMutation({
      mutationFn: (channel: FollowUpChannel) => post("follow-up", { channel }),
      onSuccess: refresh,
    }),
    generateCv: useMutation({
      mutationFn: (sessionId: string) =>
        apiJson<{ success?: boolean; error?: string; cvId?: number }>(
          "POST",
          "/api/admin/generate-cv",
          { sessionId },
        ),
      onSuccess: (result) => {
        if (result.success === false) {
          notify({
            title: `Failed to generate CV: ${result.error ?? "Unknown error"}`,
            destructive: true,
          });
          return;
        }
        void queryClient.invalidateQueries({ queryKey: ["/api/admin/cvs"] });
        void queryClient.invalidateQueries({ queryKey: ["/api/admin/metrics"] });
        // A toast that opens the new CV, where the consultant goes next,
        // instead of a browser alert that only says it exists.
        toast({
          title: "CV generated successfully!",
          description: "It is in CV Documents.",
          duration: 15_000,
          action: result.cvId
            ? {
                label: "Open CV",
                to: cvDocumentHref(result.cvId),
                altText: "Open the new CV from the CV Documents tab",
              }
            : undefined,
        });
      },
      onError: (error) =>
        notify({ title: `Error generating CV: ${error.message}`, destructive: true }),
    }),
  };
}
