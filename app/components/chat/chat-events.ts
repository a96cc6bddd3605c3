/** The window event that opens the chat widget (SPEC §2: calls to action raise it). */
export const OPEN_CHAT_EVENT = "open-chat";

export interface OpenChatDetail {
  /** A service id from content/services.ts the visitor showed interest in. */
  service?: string;
  /** A first message to send on the visitor's behalf. */
  message?: string;
}

/** SPEC §9: the launcher appears 2 s after load, or 0.3 s once the chat was opened before. */
export const LAUNCHER_DELAY_MS = 2000;
export const LAUNCHER_DELAY_RETURNING_MS = 300;
/** SPEC §4: the panel opens by itself 3 s after load. */
export const AUTO_OPEN_DELAY_MS = 3000;

/** localStorage: the chat was opened before in this browser (shortens the launcher delay). */
export const OPENED_BEFORE_KEY = "kazi-chat-opened";
