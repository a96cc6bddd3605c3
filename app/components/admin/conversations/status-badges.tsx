import type { Conversation } from "../../../../contract/chat";
import { Badge } from "../../ui/badge";
import { OutOfHoursBadge } from "../out-of-hours-badge";
import { followUpSummary } from "./conversation-data";

/** "Sent" once the visitor opened WhatsApp, "Pending" otherwise; plus staff marks. */
export function ConversationBadges({ conversation }: { conversation: Conversation }) {
  const sent = conversation.sentToWhatsApp === "sent";
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge variant={sent ? "success" : "warning"}>{sent ? "Sent" : "Pending"}</Badge>
      {conversation.priority ? <Badge variant="accent">Priority</Badge> : null}
      {conversation.flagged ? <Badge variant="danger">Flagged</Badge> : null}
      <OutOfHoursBadge arrivedOutOfHours={conversation.arrivedOutOfHours} />
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
