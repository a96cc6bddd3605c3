import { useQuery } from "@tanstack/react-query";
import { FileTextIcon, MessagesSquareIcon } from "lucide-react";
import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { Conversation } from "../../../../contract/chat";
import { CONVERSATIONS_PAGE_DEFAULT } from "../../../../contract/chat-limits";
import { apiJson } from "../../../lib/api-client";
import type { loader as rootLoader } from "../../../root";
import { Button } from "../../ui/button";
import { Pager } from "../pager";
import { clientName, formatCreated, serviceLabel } from "./conversation-data";
import { ConversationDialog } from "./conversation-dialog";
import { ConversationBadges, StaffNotes } from "./status-badges";
import { conversationsKey, useConversationActions } from "./use-conversation-actions";

/** The conversation list is refetched every 30 s, so new leads appear without a reload. */
const REFRESH_MS = 30_000;

function GenerateCvButton({ conversation }: { conversation: Conversation }) {
  const { generateCv } = useConversationActions(conversation.id);
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={generateCv.isPending}
      onClick={() => generateCv.mutate(conversation.sessionId)}
      aria-label={`Generate CV for ${clientName(conversation)}`}
    >
      <FileTextIcon aria-hidden="true" />
      {generateCv.isPending ? "Generating..." : "Generate CV"}
    </Button>
  );
}

/** The Conversations tab of the staff panel: every chat lead, newest first. */
export default function ConversationsTab() {
  const siteName = useRouteLoaderData<typeof rootLoader>("root")?.publicConfig.siteName ?? "Kazi";
  // Page 1 is the plain list URL; the key's prefix is what the actions invalidate.
  const [page, setPage] = useState(1);
  const conversations = useQuery<{ conversations: Conversation[]; total: number }>({
    queryKey: [conversationsKey, page],
    queryFn: () =>
      apiJson("GET", page === 1 ? conversationsKey : `${conversationsKey}?page=${page}`),
    refetchInterval: REFRESH_MS,
  });
  const pageCount = Math.ceil((conversations.data?.total ?? 0) / CONVERSATIONS_PAGE_DEFAULT);
  const [openId, setOpenId] = useState<number | null>(null);
  // The dialog shows the list's latest copy, so an action's result appears at once.
  const open = conversations.data?.conversations.find((c) => c.id === openId) ?? null;

  return (
    <section aria-labelledby="conversations-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="conversations-heading" className="text-xl font-semibold">
          Conversations
        </h2>
        <p className="text-sm text-slate-600">
          Leads from the chat assistant. Refreshes every 30 seconds.
        </p>
      </div>
      {conversations.isPending ? (
        <p role="status" className="py-8 text-sm text-slate-600">
          Loading conversations...
        </p>
      ) : conversations.isError ? (
        <div
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          <p className="font-semibold">Error fetching data</p>
          <p className="mt-1 break-words">{conversations.error.message}</p>
        </div>
      ) : conversations.data.conversations.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600">
          No conversations yet.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {conversations.data.conversations.map((c) => (
            <li
              key={c.id}
              data-testid="conversation-row"
              className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4"
            >
              <div className="flex min-w-0 flex-col gap-1 text-sm">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="text-base font-semibold">{clientName(c)}</span>
                  <ConversationBadges conversation={c} />
                </p>
                <p className="text-slate-700">
                  {c.email ?? "No email"} · {c.phone ?? "No phone"}
                </p>
                <p className="text-slate-700">{serviceLabel(c.serviceInterest)}</p>
                <p className="text-xs text-slate-600">
                  {formatCreated(c.createdAt)} · {c.messageCount} messages
                  {c.referenceCode ? ` · ${c.referenceCode}` : ""}
                </p>
                <StaffNotes conversation={c} />
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  onClick={() => setOpenId(c.id)}
                  aria-label={`Read Chat with ${clientName(c)}`}
                >
                  <MessagesSquareIcon aria-hidden="true" />
                  Read Chat
                </Button>
                <GenerateCvButton conversation={c} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager label="Conversation pages" page={page} pageCount={pageCount} onPage={setPage} />
      <ConversationDialog conversation={open} siteName={siteName} onClose={() => setOpenId(null)} />
    </section>
  );
}
