import type { ChatResponse } from "../../../contract/chat";
import { MAX_SESSION_MESSAGES } from "../../../contract/chat-limits";

export interface ChatBubble {
  role: "assistant" | "user";
  content: string;
  /** ISO time (SPEC §3 chat message: role, content, timestamp). */
  timestamp: string;
}

export interface StoredChat {
  /** Proposed here for the visit's first turn, then the one the server's answers name. */
  sessionId: string;
  messages: ChatBubble[];
}

/** sessionStorage: the visit's chat, so it survives navigation and reloads (issue 5 point 1). */
const KEY = "kazi-chat";

function newSessionId(): string {
  const random =
    typeof crypto !== "undefined" && "randomUUID" in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `chat_${random}`;
}

export function loadChat(): StoredChat {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (raw) {
      const parsed = JSON.parse(raw) as StoredChat;
      if (typeof parsed.sessionId === "string" && Array.isArray(parsed.messages)) return parsed;
    }
  } catch {
    // Unreadable or blocked storage: start a fresh visit.
  }
  return { sessionId: newSessionId(), messages: [] };
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
  /** Network error, 5xx, 400: SPEC §8 technical-difficulties bubble. */
  | { kind: "failed" };

/** POST /api/chat. Never throws: the panel turns every outcome into a bubble (or nothing). */
export async function sendChat(
  sessionId: string,
  message: string,
  messages: ChatBubble[],
): Promise<ChatOutcome> {
  try {
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
    if (response.status === 429) {
      const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
      return { kind: "limited", message: body.error?.message ?? "" };
    }
    if (!response.ok) return { kind: "failed" };
    return { kind: "reply", response: (await response.json()) as ChatResponse };
  } catch {
    return { kind: "failed" };
  }
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
