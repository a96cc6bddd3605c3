import type { ServiceId } from "../../content/services";

/** The window event the chat widget listens for; calls to action raise it. */
export const OPEN_CHAT_EVENT = "open-chat";

export interface OpenChatDetail {
  /** The service the visitor showed interest in, so the assistant can skip a question. */
  service?: ServiceId;
  /** A first message to send on the visitor's behalf. */
  message?: string;
}

/** Asks the chat widget to open, optionally with a service and a first message. */
export function openChat(detail: OpenChatDetail = {}): void {
  window.dispatchEvent(new CustomEvent<OpenChatDetail>(OPEN_CHAT_EVENT, { detail }));
}
