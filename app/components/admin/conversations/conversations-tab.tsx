import { useQuery } from "@tanstack/react-query";
import { FileTextIcon, MessagesSquareIcon } from "lucide-react";
import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import { apiJson } from "~/lib/api-client";
import type { loader as rootLoader } from "~/root";
import type { Conversation } from "../../../../contract/chat";
import { CONVERSATIONS_PAGE_DEFAULT } from "../../../../contract/chat-limits";
import { clientName, formatCreated, serviceLabel } from "./conversation-data";
import { ConversationDialog } from "./conversation-dialog";
import { ConversationBadges, StaffNotes } from "./status-badges";
import { conversationsKey, useConversationActions } from "./use-conversation-actions";

/** SPEC §7: the conversation list is refetched every 30 s. */
const REFRESH_MS = 30_000;

function GenerateCvButton({ conversation }: { conversation: Conversation }) {
  const { generateCv } = useConversationActions(conversation.id);
  return (
    <button
      type="button"
      disabled={generateCv.isPending}
      onClick={() => generateCv.mutate(conversation.sessionId)}
      className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50 disabled:opacity-60"
      aria-label={`Generate CV for ${clientName(conversation)}`}
    >
      <FileTextIcon aria-hidden="true" className="size-4" />
      {generateCv.isPending ? "Generating..." : "Generate CV"}
    </button>
  );
}

/** The Conversations tab of the staff panel (SPEC §2): every chat lead, newest first. */
export default function ConversationsTab() {
  const siteName = useRouteLoaderData<typeof rootLoader>("root")?.publicConfig.siteName ?? "Kazi";
  // Page 1 is the plain list (SPEC §7); the key's prefix is what the actions invalidate.
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
                <button
                  type="button"
                  onClick={() => setOpenId(c.id)}
                  className="inline-flex items-center gap-1.5 rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
                  aria-label={`Read Chat with ${clientName(c)}`}
                >
                  <MessagesSquareIcon aria-hidden="true" className="size-4" />
                  Read Chat
                </button>
                <GenerateCvButton conversation={c} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 ? (
        <nav aria-label="Conversation pages" className="flex items-center justify-center gap-3">
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold disabled:opacity-50"
          >
            Previous
          </button>
          <span className="text-sm text-slate-700">
            Page {page} of {pageCount}
          </span>
          <button
            type="button"
            disabled={page >= pageCount}
            onClick={() => setPage(page + 1)}
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold disabled:opacity-50"
          >
            Next
          </button>
        </nav>
      ) : null}
      <ConversationDialog conversation={open} siteName={siteName} onClose={() => setOpenId(null)} />
    </section>
  );
}
