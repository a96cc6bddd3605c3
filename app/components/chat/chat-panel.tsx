import {
  type FormEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import type { ServiceId } from "../../../content/services";
import { MAX_CHAT_MESSAGE } from "../../../contract/chat-limits";
import type { OpenChatDetail } from "../../lib/open-chat";
import { LineIcon } from "../ui/line-icon";
import { type ChatBubble, loadChat, reportHandOff, saveChat, sendChat } from "./chat-session";
import { type HandOver, HandOverDialog } from "./hand-over-dialog";
import { LinkifiedText } from "./linkified-text";

/** Each service's name by id. */
export type ServiceNames = Partial<Record<ServiceId, string>>;

export interface ChatPanelProps {
  open: boolean;
  onClose: () => void;
  siteName: string;
  contactPhone: string;
  /**
   * For the first message of an open-chat event that names a service: passed in by the page,
   * so the service catalogue's copy stays out of the browser's bundle.
   */
  serviceNames: ServiceNames;
  /** open-chat events not yet acted on (a service or a first message), oldest first. */
  requests: OpenChatDetail[];
  /** The first request was acted on. */
  onRequestHandled: () => void;
}

const now = () => new Date().toISOString();

function greeting(siteName: string): string {
  return `Hello! Welcome to ${siteName}. I can answer questions about our services and prices, and connect you with a consultant. What can we help you with today?`;
}

/** The words sent for an open-chat event that names a service but no message. */
function messageFor(detail: OpenChatDetail, serviceNames: ServiceNames): string | undefined {
  if (detail.message?.trim()) return detail.message.trim().slice(0, MAX_CHAT_MESSAGE);
  const name = detail.service && serviceNames[detail.service];
  return name ? `I'm interested in ${name}.` : undefined;
}

/**
 * The chat panel (loaded lazily by ChatWidget): messages, typing indicator, input, and the
 * hand-over dialog. Kept mounted while closed so the conversation is never lost.
 */
export default function ChatPanel({
  open,
  onClose,
  siteName,
  contactPhone,
  serviceNames,
  requests,
  onRequestHandled,
}: ChatPanelProps) {
  const [chat, setChat] = useState(loadChat);
  const [draft, setDraft] = useState("");
  const [pending, setPendingState] = useState(false);
  const pendingRef = useRef(false);
  const setPending = useCallback((value: boolean) => {
    pendingRef.current = value;
    setPendingState(value);
  }, []);
  const [handOver, setHandOver] = useState<HandOver | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const chatRef = useRef(chat);
  chatRef.current = chat;
  const inputId = useId();
  const titleId = useId();

  /** Stores the bubbles, and the conversation's id when the server answered one (ADR 019). */
  const update = useCallback((messages: ChatBubble[], sessionId = chatRef.current.sessionId) => {
    const next = { sessionId, messages };
    chatRef.current = next;
    setChat(next);
    saveChat(next);
  }, []);

  // Seed the greeting the first time the panel opens in this visit.
  useEffect(() => {
    if (open && chatRef.current.messages.length === 0) {
      update([{ role: "assistant", content: greeting(siteName), timestamp: now() }]);
    }
    if (open) inputRef.current?.focus();
  }, [open, siteName, update]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run to scroll down whenever a bubble or the typing indicator appears.
  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [chat.messages.length, pending, open]);

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      // Nothing empty, nothing while a reply is pending.
      if (!message || pendingRef.current) return;
      const before = chatRef.current.messages;
      const withUser: ChatBubble[] = [
        ...before,
        { role: "user", content: message, timestamp: now() },
      ];
      update(withUser);
      setDraft("");
      setPending(true);
      const outcome = await sendChat(chatRef.current.sessionId, message, before);
      setPending(false);
      if (outcome.kind === "failed") {
        update([
          ...withUser,
          {
            role: "assistant",
            content: `I'm experiencing technical difficulties. Please contact us directly at ${contactPhone} for immediate assistance.`,
            timestamp: now(),
          },
        ]);
      } else if (outcome.kind === "limited") {
        update([
          ...withUser,
          {
            role: "assistant",
            content:
              outcome.message ||
              `You've sent a lot of messages in a short time. Please try again in a minute, or reach us directly at ${contactPhone}.`,
            timestamp: now(),
          },
        ]);
      } else if (outcome.response.success) {
        const { response } = outcome;
        update(
          [...withUser, { role: "assistant", content: response.message, timestamp: now() }],
          response.sessionId,
        );
        if (response.readyForWhatsApp && response.whatsappMessage && response.whatsappNumber) {
          setHandOver({ message: response.whatsappMessage, number: response.whatsappNumber });
        }
      }
      // success: false shows nothing: the assistant had no answer to give.
      requestAnimationFrame(() => inputRef.current?.focus());
    },
    [contactPhone, setPending, update],
  );

  // Act on open-chat events: each names a service or carries a first message.
  useEffect(() => {
    if (!open || requests.length === 0 || pending) return;
    const [first] = requests;
    onRequestHandled();
    const message = first && messageFor(first, serviceNames);
    if (message) void send(message);
  }, [open, requests, pending, onRequestHandled, send, serviceNames]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send(draft);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(draft);
    }
  }

  return (
    <>
      <section
        aria-labelledby={titleId}
        hidden={!open}
        className="fixed right-4 bottom-4 z-40 flex h-[min(450px,calc(100dvh-2rem))] max-h-[450px] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-2xl print:hidden"
        data-testid="chat-panel"
      >
        <header className="flex items-center justify-between bg-brand-700 px-4 py-3 text-white">
          <div>
            <h2 id={titleId} className="font-semibold">
              {siteName} assistant
            </h2>
            <p className="text-xs text-brand-100">Usually replies instantly</p>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close chat"
            className="rounded-md p-1.5 hover:bg-brand-800 focus-visible:outline-white"
          >
            <LineIcon className="size-5" path="M18 6 6 18M6 6l12 12" />
          </button>
        </header>
        <div
          ref={listRef}
          role="log"
          aria-live="polite"
          aria-label="Chat messages"
          className="flex flex-1 flex-col gap-2 overflow-y-auto bg-slate-50 p-3"
        >
          {chat.messages.map((m, i) => (
            <p
              // biome-ignore lint/suspicious/noArrayIndexKey: messages are append-only, so an index always names the same message.
              key={i}
              data-role={m.role}
              className={
                m.role === "user"
                  ? "max-w-[85%] self-end rounded-2xl rounded-br-sm bg-brand-700 px-3 py-2 text-sm whitespace-pre-wrap text-white"
                  : "max-w-[85%] self-start rounded-2xl rounded-bl-sm bg-white px-3 py-2 text-sm whitespace-pre-wrap text-slate-900 shadow-sm"
              }
            >
              <span className="sr-only">{m.role === "user" ? "You: " : "Assistant: "}</span>
              {m.role === "assistant" ? <LinkifiedText text={m.content} /> : m.content}
            </p>
          ))}
          {pending ? (
            <p
              role="status"
              data-testid="typing-indicator"
              className="flex items-center gap-1 self-start rounded-2xl bg-white px-3 py-3 shadow-sm"
            >
              <span className="sr-only">The assistant is typing</span>
              <span
                aria-hidden="true"
                className="size-2 animate-bounce rounded-full bg-slate-500"
              />
              <span
                aria-hidden="true"
                className="size-2 animate-bounce rounded-full bg-slate-500 [animation-delay:150ms]"
              />
              <span
                aria-hidden="true"
                className="size-2 animate-bounce rounded-full bg-slate-500 [animation-delay:300ms]"
              />
            </p>
          ) : null}
        </div>
        <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-slate-200 p-3">
          <label htmlFor={inputId} className="sr-only">
            Your message
          </label>
          <textarea
            id={inputId}
            ref={inputRef}
            rows={1}
            value={draft}
            maxLength={MAX_CHAT_MESSAGE}
            disabled={pending}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder="Type your message..."
            className="max-h-24 min-h-10 flex-1 resize-none rounded-md border border-slate-300 px-3 py-2 text-sm disabled:bg-slate-100"
          />
          <button
            type="submit"
            disabled={pending || draft.trim() === ""}
            className="h-10 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400"
          >
            Send
          </button>
        </form>
      </section>
      <HandOverDialog
        handOver={handOver}
        onClose={() => setHandOver(null)}
        onOpenWhatsApp={() => {
          const { sessionId } = chatRef.current;
          if (sessionId) reportHandOff(sessionId);
          setHandOver(null);
        }}
      />
    </>
  );
}
