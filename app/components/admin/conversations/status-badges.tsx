import type { Conversation } from "../../../../contract/chat";
import { followUpSummary } from "./conversation-data";

const badge = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold";

/** SPEC §2: "Sent" once the visitor opened WhatsApp, "Pending" otherwise; plus staff marks. */
export function ConversationBadges({ conversation }: { conversation: Conversation }) {
  const sent = conversation.sentToWhatsApp === "sent";
  return (
    <span className="flex flex-wrap gap-1.5">
      <span
        className={`${badge} ${sent ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-900"}`}
      >
        {sent ? "Sent" : "Pending"}
      </span>
      {conversation.priority ? (
        <span className={`${badge} bg-violet-100 text-violet-900`}>Priority</span>
      ) : null}
      {conversation.flagged ? (
        <span className={`${badge} bg-red-100 text-red-900`}>Flagged</span>
      ) : null}
    </span>
  );
}

/** What staff did about a conversation, shown in its list row and its dialog alike. */
export function StaffNotes({ conversation }: { conversation: Conversation }) {
  const followUp = followUpSummary(conversation);
  return (
    <>
      {followUp ? <p className="text-sm text-slate-700">{followUp}</p> : null}
      {conversation.flagged && conversation.flagNote ? (
        <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
          Flagged: {conversation.flagNote}
        </p>
      ) : null}
    </>
  );
}
