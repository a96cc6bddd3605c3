import { FileTextIcon, FlagIcon, MailIcon, MessageCircleIcon, StarIcon } from "lucide-react";
import { useId, useState } from "react";
import type { Conversation, FollowUpChannel } from "../../../../contract/chat";
import type { ConversationErasureResponse } from "../../../../contract/erasure";
import { ConfirmErase, useErase } from "../confirm-erase";
import { clientName, followUpLinks } from "./conversation-data";
import { StaffNotes } from "./status-badges";
import { useConversationActions } from "./use-conversation-actions";

const button =
  "inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60";

/**
 * Admin actions in the conversation dialog. Generate CV is the documents capability's call;
 * the three SPEC leaves open get real, persisted behaviour (issue 5 point 7).
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
        <button
          type="button"
          className={button}
          disabled={actions.generateCv.isPending}
          onClick={() => actions.generateCv.mutate(conversation.sessionId)}
        >
          <FileTextIcon aria-hidden="true" className="size-4" />
          {actions.generateCv.isPending ? "Generating..." : "Generate CV"}
        </button>
        {links.whatsapp ? (
          <button
            type="button"
            className={button}
            onClick={() => followUp("whatsapp", links.whatsapp!)}
          >
            <MessageCircleIcon aria-hidden="true" className="size-4" />
            Send Follow-up (WhatsApp)
          </button>
        ) : null}
        {links.email ? (
          <button type="button" className={button} onClick={() => followUp("email", links.email!)}>
            <MailIcon aria-hidden="true" className="size-4" />
            Send Follow-up (Email)
          </button>
        ) : null}
        <button
          type="button"
          className={button}
          aria-pressed={conversation.priority}
          disabled={actions.priority.isPending}
          onClick={() => actions.priority.mutate(!conversation.priority)}
        >
          <StarIcon aria-hidden="true" className="size-4" />
          {conversation.priority ? "Remove Priority" : "Mark Priority"}
        </button>
        {conversation.flagged ? (
          <button
            type="button"
            className={button}
            disabled={actions.flag.isPending}
            onClick={() => actions.flag.mutate({ flagged: false })}
          >
            <FlagIcon aria-hidden="true" className="size-4" />
            Clear Flag
          </button>
        ) : (
          <button
            type="button"
            className={button}
            aria-expanded={flagging}
            onClick={() => setFlagging((v) => !v)}
          >
            <FlagIcon aria-hidden="true" className="size-4" />
            Flag Issue
          </button>
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
          <label htmlFor={noteId} className="text-sm font-medium">
            What is the issue?
          </label>
          <textarea
            id={noteId}
            required
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            className="min-h-20 rounded-md border border-slate-300 p-2 text-sm"
          />
          <button
            type="submit"
            className={`${button} self-start`}
            disabled={!note.trim() || actions.flag.isPending}
          >
            Save Flag
          </button>
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
