import type { ChatResponse, ChatSessionResponse } from "../../../contract/chat";
import { MAX_SESSION_MESSAGES } from "../../../contract/chat-limits";

export interface ChatBubble {
  role: "assistant" | "user";
  content: string;
  /** ISO time the message was written. */
  timestamp: string;
}

export interface StoredChat {
  /** Null until the visit's first turn; then the id the server's answers name (ADR 019). */
  sessionId: string | null;
  messages: ChatBubble[];
}

/**
 * sessionStorage: the visit's chat, so it survives navigation and reloads (closing the tab ends
 * it).
 */
const KEY = "kazi-chat";

/** An id proposed here, for when the server cannot issue one (ADR 019). */
function proposedSessionId(): string {
  const random =
    typeof crypto !== "undefined" && "randomUUID" in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `chat_${random}`;
}

/**
 * A new conversation id issued by the server, bound to this browser by an HttpOnly cookie, so
 * the id alone (seen in a log or over a shoulder) does not open the conversation. A browser
 * that refuses cookies, or a failed request, gets an id proposed here: the chat still works.
 */
async function newSessionId(): Promise<string> {
  try {
    const response = await fetch("/api/chat/session", { method: "POST", credentials: "include" });
    if (response.ok) return ((await response.json()) as ChatSessionResponse).sessionId;
  } catch {
    // Network trouble: the turn itself will say so if it persists.
  }
  return proposedSessionId();
}

export function loadChat(): StoredChat {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (raw) {
      const parsed = JSON.parse(raw) as StoredChat;
      const idOk = parsed.sessionId === null || typeof parsed.sessionId === "string";
      if (idOk && Array.isArray(parsed.messages)) return parsed;
    }
  } catch {
    // Unreadable or blocked storage: start a fresh visit.
  }
  return { sessionId: null, messages: [] };
}

export function saveChat(chat: StoredChat): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(chat));
  } catch {
    // Full or blocked storage: the chat still works for this page.
  }
}

export type ChatOutcome =
  | { kind: "reply"; response: ChatResponse }
  /** 429: a friendly bubble with the phone number. */
  | { kind: "limited"; message: string }
  /** Network error, 5xx, 400: the assistant's "technical difficulties" bubble with the phone. */
  | { kind: "failed" };

/**
 * POST /api/chat, first getting the conversation an id when it has none. Never throws: the
 * panel turns every outcome into a bubble (or nothing). The reply names the id to keep.
 */
export async function sendChat(
  sessionId: string | null,
  message: string,
  messages: ChatBubble[],
): Promise<ChatOutcome> {
  try {
    let outcome = await postTurn(sessionId ?? (await newSessionId()), message, messages);
    // 403: the id is bound to a cookie this browser no longer has (cleared, or another
    // browser's). The old conversation cannot go on here; a new one can.
    if (outcome === "refused") outcome = await postTurn(await newSessionId(), message, messages);
    return outcome === "refused" ? { kind: "failed" } : outcome;
  } catch {
    return { kind: "failed" };
  }
}

async function postTurn(
  sessionId: string,
  message: string,
  messages: ChatBubble[],
): Promise<ChatOutcome | "refused"> {
  const response = await fetch("/api/chat", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    credentials: "include",
    body: JSON.stringify({
      sessionId,
      message,
      // Only the latest bubbles: the panel also holds the greeting and its own error and limit
      // bubbles, so a long visit outgrows the contract's cap, and the server keeps the real
      // history anyway. Past the cap a 400 would replace the friendly limit bubble.
      messages: messages
        .slice(-MAX_SESSION_MESSAGES)
        .map(({ role, content }) => ({ role, content })),
    }),
  });
  if (response.status === 403) return "refused";
  if (response.status === 429) {
    const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
    return { kind: "limited", message: body.error?.message ?? "" };
  }
  // The server could not take the turn in time (ADR 028): nothing was stored, and its message
  // says to send again; without one it is any other failure.
  if (response.status === 503) {
    const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
    return body.error?.message
      ? { kind: "limited", message: body.error.message }
      : { kind: "failed" };
  }
  if (!response.ok) return { kind: "failed" };
  return { kind: "reply", response: (await response.json()) as ChatResponse };
}

/** Tells the server the visitor opened WhatsApp (best effort: the link opens regardless). */
export function reportHandOff(sessionId: string): void {
  void fetch("/api/chat/handoff", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    credentials: "include",
    body: JSON.stringify({ sessionId }),
    keepalive: true,
  }).catch(() => {});
}
