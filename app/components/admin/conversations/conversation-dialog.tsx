import { useQuery } from "@tanstack/react-query";
import type { Conversation } from "../../../../contract/chat";
import { Dialog, DialogContent, DialogHeading } from "../../ui/dialog";
import { ConversationActions } from "./conversation-actions";
import {
  clientName,
  formatCreated,
  parseConversationData,
  serviceLabel,
} from "./conversation-data";
import { ConversationBadges } from "./status-badges";

type Message = { role: "user" | "assistant"; content: string };

function Transcript({ sessionId }: { sessionId: string }) {
  const messages = useQuery<Message[]>({
    queryKey: [`/api/admin/conversation-messages/${sessionId}`],
  });
  if (messages.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading messages...
      </p>
    );
  if (messages.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        Failed to fetch conversation messages: {messages.error.message}
      </p>
    );
  if (messages.data.length === 0)
    return <p className="text-sm text-slate-600">No conversation messages found</p>;
  return (
    <ol className="flex flex-col gap-3" aria-label="Chat messages">
      {messages.data.map((m, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the transcript is fixed; its index is the message number.
        <li key={i} className={`flex flex-col ${m.role === "user" ? "items-end" : "items-start"}`}>
          <span className="text-xs text-slate-600">
            Message #{i + 1} · {m.role === "user" ? "Client" : "Assistant"}
          </span>
          <p
            className={`mt-1 max-w-[85%] rounded-lg px-3 py-2 text-sm whitespace-pre-wrap ${
              m.role === "user" ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-900"
            }`}
          >
            {m.content}
          </p>
        </li>
      ))}
      <li className="border-t border-slate-200 pt-2 text-center text-xs text-slate-600">
        End of Conversation
      </li>
    </ol>
  );
}

function Details({ conversation }: { conversation: Conversation }) {
  const rows = parseConversationData(conversation.conversationData);
  if (!rows) return <p className="text-sm text-red-700">Unable to parse user information</p>;
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.label}>
          <dt className="font-medium text-slate-600">{row.label}</dt>
          <dd className={row.value === "Not provided" ? "text-slate-500 italic" : "text-slate-900"}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The conversation dialog: transcript, client summary, details, raw data, actions. */
export function ConversationDialog({
  conversation,
  siteName,
  onClose,
}: {
  conversation: Conversation | null;
  siteName: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={conversation !== null} onOpenChange={(open) => !open && onClose()}>
      {conversation ? (
        <DialogContent size="lg" className="gap-5">
          <DialogHeading title={`Conversation with ${clientName(conversation)}`}>
            Started {formatCreated(conversation.createdAt)}
            {conversation.referenceCode ? ` · Reference ${conversation.referenceCode}` : ""}
          </DialogHeading>
          <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
            <section aria-labelledby="transcript-heading" className="flex flex-col gap-3">
              <h3 id="transcript-heading" className="font-semibold">
                Chat
              </h3>
              <div className="max-h-[50vh] overflow-y-auto rounded-md border border-slate-200 p-3">
                <Transcript sessionId={conversation.sessionId} />
              </div>
            </section>
            <div className="flex flex-col gap-5">
              <section aria-labelledby="summary-heading" className="flex flex-col gap-2 text-sm">
                <h3 id="summary-heading" className="flex items-center gap-2 font-semibold">
                  Client summary <ConversationBadges conversation={conversation} />
                </h3>
                <p>{clientName(conversation)}</p>
                <p>Email: {conversation.email ?? "Not provided"}</p>
                <p>Phone: {conversation.phone ?? "Not provided"}</p>
                <p>Service: {serviceLabel(conversation.serviceInterest)}</p>
              </section>
              <section aria-labelledby="details-heading" className="flex flex-col gap-2">
                <h3 id="details-heading" className="font-semibold">
                  Detailed information
                </h3>
                <Details conversation={conversation} />
              </section>
              <section aria-labelledby="raw-heading" className="flex flex-col gap-2">
                <h3 id="raw-heading" className="font-semibold">
                  Raw conversation data
                </h3>
                <pre className="max-h-40 overflow-auto rounded-md bg-slate-50 p-3 text-xs whitespace-pre-wrap">
                  {conversation.conversationData ?? "No data"}
                </pre>
              </section>
              <ConversationActions conversation={conversation} siteName={siteName} />
            </div>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
