import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "~/lib/api-client";
import type { Conversation, FollowUpChannel } from "../../../../contract/chat";

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
        apiJson<{ success?: boolean; error?: string }>("POST", "/api/admin/generate-cv", {
          sessionId,
        }),
      onSuccess: (result) => {
        if (result.success === false) {
          window.alert(`Failed to generate CV: ${result.error ?? "Unknown error"}`);
          return;
        }
        window.alert("CV generated successfully!");
        void queryClient.invalidateQueries({ queryKey: ["/api/admin/cvs"] });
        void queryClient.invalidateQueries({ queryKey: ["/api/admin/metrics"] });
      },
      onError: (error) => window.alert(`Error generating CV: ${error.message}`),
    }),
  };
}
