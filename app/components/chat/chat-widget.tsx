import { lazy, Suspense, startTransition, useCallback, useEffect, useRef, useState } from "react";
import { claimQueuedOpenChats } from "../../islands/open-chat-queue";
import { OPEN_CHAT_EVENT, type OpenChatDetail } from "../../lib/open-chat";
import { LineIcon } from "../ui/line-icon";
import type { ServiceNames } from "./chat-panel";
import {
  AUTO_OPEN_DELAY_MS,
  LAUNCHER_DELAY_MS,
  LAUNCHER_DELAY_RETURNING_MS,
  OPEN_RECORDED_KEY,
  OPENED_BEFORE_KEY,
} from "./chat-timing";

const loadPanel = () => import("./chat-panel");
const ChatPanel = lazy(loadPanel);

export interface ChatWidgetProps {
  siteName: string;
  /** CONTACT_PHONE, for the failure and limit bubbles. */
  contactPhone: string;
  /** Each service's name by id (see ChatPanelProps). */
  serviceNames: ServiceNames;
}

function storage(kind: "local" | "session"): Storage | null {
  try {
    return kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // Storage blocked (privacy mode): the widget still works, without memory.
  }
}

/** Where storage is blocked, this page load still records its open only once. */
let openRecordedHere = false;

/**
 * Tells the server this visit opened the chat, once per browser session: the funnel's first
 * step. Nothing is sent but the request itself; a failure changes nothing for the visitor.
 */
function recordChatOpen(): void {
  const session = storage("session");
  if (openRecordedHere || session?.getItem(OPEN_RECORDED_KEY) === "1") return;
  openRecordedHere = true;
  session?.setItem(OPEN_RECORDED_KEY, "1");
  fetch("/api/chat/opened", { method: "POST", keepalive: true }).catch(() => {});
}

/**
 * The always-loaded part of the chat: a launcher button, the launcher and auto-open timers and the
 * open-chat listener. Everything else (panel, messages, hand-over modal) is a separate chunk
 * fetched in the background after load, so the first-load bundle carries almost nothing.
 */
export function ChatWidget({ siteName, contactPhone, serviceNames }: ChatWidgetProps) {
  const [launcherVisible, setLauncherVisible] = useState(false);
  const [open, setOpen] = useState(false);
  const [panelWanted, setPanelWanted] = useState(false);
  const [requests, setRequests] = useState<OpenChatDetail[]>([]);
  const launcherRef = useRef<HTMLButtonElement>(null);

  const openPanel = useCallback((detail?: OpenChatDetail) => {
    setPanelWanted(true);
    setOpen(true);
    setLauncherVisible(true);
    storage("local")?.setItem(OPENED_BEFORE_KEY, "1");
    recordChatOpen();
    if (detail && (detail.message || detail.service)) setRequests((list) => [...list, detail]);
  }, []);

  useEffect(() => {
    // The chat's timings count from page load, not from hydration: subtract the time already gone.
    const after = (ms: number) => Math.max(0, ms - performance.now());
    const returning = storage("local")?.getItem(OPENED_BEFORE_KEY) === "1";
    // The panel's renders from a timer are transitions: React renders them in slices of a few
    // milliseconds and yields between them, where an update from a timer renders in one task
    // (ADR 023, amendment 3).
    const later = (run: () => void, ms: number) => setTimeout(() => startTransition(run), ms);
    const timers = [
      // Fetch the panel's code early, so opening at 3 s never waits for the network.
      later(
        () => {
          void loadPanel();
          setPanelWanted(true);
        },
        after(Math.min(1000, returning ? LAUNCHER_DELAY_RETURNING_MS : LAUNCHER_DELAY_MS)),
      ),
      // The launcher alone is urgent: one small button, due 0.3 s after load for a returning
      // visitor, whose chat hydrates late enough for this timer to fire at once.
      setTimeout(
        () => setLauncherVisible(true),
        after(returning ? LAUNCHER_DELAY_RETURNING_MS : LAUNCHER_DELAY_MS),
      ),
      // Every page load opens the panel at 3 s, even after an X earlier in the visit.
      later(() => openPanel(), after(AUTO_OPEN_DELAY_MS)),
    ];
    const onOpenChat = (event: Event) =>
      openPanel((event as CustomEvent<OpenChatDetail>).detail ?? {});
    window.addEventListener(OPEN_CHAT_EVENT, onOpenChat);
    // Calls to action clicked before this island hydrated (ADR 023).
    for (const detail of claimQueuedOpenChats(window)) openPanel(detail);
    return () => {
      for (const t of timers) clearTimeout(t);
      window.removeEventListener(OPEN_CHAT_EVENT, onOpenChat);
    };
  }, [openPanel]);

  const requestHandled = useCallback(() => setRequests((list) => list.slice(1)), []);

  const close = useCallback(() => {
    setOpen(false);
    launcherRef.current?.focus();
  }, []);

  // Launcher and panel are each fixed to the corner on their own: a shared bottom-anchored
  // wrapper would grow upwards when the panel opens at 3 s, and browsers count that as a
  // layout shift (CLS 0.29 on a phone); a panel that appears in place shifts nothing.
  return (
    <>
      {panelWanted ? (
        <Suspense fallback={null}>
          <ChatPanel
            open={open}
            onClose={close}
            siteName={siteName}
            contactPhone={contactPhone}
            serviceNames={serviceNames}
            requests={requests}
            onRequestHandled={requestHandled}
          />
        </Suspense>
      ) : null}
      {launcherVisible && !open ? (
        <button
          ref={launcherRef}
          type="button"
          onClick={() => openPanel()}
          aria-label="Open chat with our assistant"
          aria-expanded={open}
          className="fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition hover:bg-brand-800 print:hidden"
        >
          <LineIcon
            className="size-7"
            path="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"
          />
        </button>
      ) : null}
    </>
  );
}
