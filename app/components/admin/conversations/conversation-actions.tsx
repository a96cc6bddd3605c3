import { FileTextIcon, FlagIcon, MailIcon, MessageCircleIcon, StarIcon } from "lucide-react";
import { useId, useState } from "react";
import type { Conversation, FollowUpChannel } from "../../../../contract/chat";
import type { ConversationErasureResponse } from "../../../../contract/erasure";
import { Button } from "../../ui/button";
import { Label } from "../../ui/label";
import { Textarea } from "../../ui/textarea";
import { ConfirmErase, useErase } from "../confirm-erase";
import { clientName, followUpLinks } from "./conversation-data";
import { StaffNotes } from "./status-badges";
import { useConversationActions } from "./use-conversation-actions";

/**
 * Admin actions in the conversation dialog. Generate CV is the documents capability's call;
 * Follow-up, Priority and Flag Issue are stored on the conversation; Erase deletes it.
 */
export function ConversationActions({
  conversation,
  siteName,
}: {
  conversation: Conversation;
  siteName: string;
}) {
  const actions = useConversationActions(conversation.id);
  const [flagging, setFlagging] = useState(false);
  const [note, setNote] = useState(conversation.flagNote ?? "");
  const noteId = useId();
  const links = followUpLinks(conversation, siteName);
  const error = actions.priority.error ?? actions.flag.error ?? actions.followUp.error;
  const erase = useErase<ConversationErasureResponse>(
    [
      "/api/admin/conversations",
      "/api/admin/cvs",
      "/api/admin/cv-requests",
      "/api/admin/documents",
      "/api/admin/metrics",
    ],
    (erased) =>
      `Erased ${erased.messages} messages, ${erased.cvs} CVs, ${erased.coverLetters} cover letters and ${erased.cvRequests} failed CV requests.`,
  );

  function followUp(channel: FollowUpChannel, href: string) {
    window.open(href, "_blank", "noopener,noreferrer");
    actions.followUp.mutate(channel);
  }

  return (
    <section aria-label="Admin actions" className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={actions.generateCv.isPending}
          onClick={() => actions.generateCv.mutate(conversation.sessionId)}
        >
          <FileTextIcon aria-hidden="true" />
          {actions.generateCv.isPending ? "Generating..." : "Generate CV"}
        </Button>
        {links.whatsapp ? (
          <Button variant="outline" size="sm" onClick={() => followUp("whatsapp", links.whatsapp!)}>
            <MessageCircleIcon aria-hidden="true" />
            Send Follow-up (WhatsApp)
          </Button>
        ) : null}
        {links.email ? (
          <Button variant="outline" size="sm" onClick={() => followUp("email", links.email!)}>
            <MailIcon aria-hidden="true" />
            Send Follow-up (Email)
          </Button>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          aria-pressed={conversation.priority}
          disabled={actions.priority.isPending}
          onClick={() => actions.priority.mutate(!conversation.priority)}
        >
          <StarIcon aria-hidden="true" />
          {conversation.priority ? "Remove Priority" : "Mark Priority"}
        </Button>
        {conversation.flagged ? (
          <Button
            variant="outline"
            size="sm"
            disabled={actions.flag.isPending}
            onClick={() => actions.flag.mutate({ flagged: false })}
          >
            <FlagIcon aria-hidden="true" />
            Clear Flag
          </Button>
        ) : (
          <Button
            variant="outline"
            size="sm"
            aria-expanded={flagging}
            onClick={() => setFlagging((v) => !v)}
          >
            <FlagIcon aria-hidden="true" />
            Flag Issue
          </Button>
        )}
        <ConfirmErase
          label={`Erase the conversation with ${clientName(conversation)}`}
          buttonText="Erase conversation"
          title="Erase this conversation and everything made from it?"
          description="This erases the conversation and its messages, every CV written from it, the cover letters written from those CVs, and this person's failed CV requests (same email)."
          pending={erase.isPending}
          onConfirm={() =>
            erase.mutate(`/api/admin/conversations/${encodeURIComponent(conversation.sessionId)}`)
          }
        />
      </div>
      <StaffNotes conversation={conversation} />
      {flagging && !conversation.flagged ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            actions.flag.mutate(
              { flagged: true, note: note.trim() },
              { onSuccess: () => setFlagging(false) },
            );
          }}
        >
          <Label htmlFor={noteId}>What is the issue?</Label>
          <Textarea
            id={noteId}
            required
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <Button
            type="submit"
            variant="outline"
            size="sm"
            className="self-start"
            disabled={!note.trim() || actions.flag.isPending}
          >
            Save Flag
          </Button>
        </form>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          Update failed: {error.message}
        </p>
      ) : null}
    </section>
  );
}
