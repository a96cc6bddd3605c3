import type { ServiceId } from "../../content/services";
import { type OpenChatDetail, openChat } from "../lib/open-chat";

/**
 * Calls to action that open the chat carry what to ask in data attributes, and one delegated
 * listener in the island entry raises the open-chat event for them: no React on the buttons.
 * `reveals` names an element (by id) the button also shows, as the editing page's upload help.
 */
export function chatButtonAttributes(
  chat: OpenChatDetail = {},
  reveals?: string,
): Record<`data-${string}`, string> {
  const attributes: Record<`data-${string}`, string> = { "data-open-chat": "" };
  if (chat.service) attributes["data-chat-service"] = chat.service;
  if (chat.message) attributes["data-chat-message"] = chat.message;
  if (reveals) attributes["data-reveals"] = reveals;
  return attributes;
}

/** The open-chat detail a button's attributes carry. */
export function chatDetailOf(button: Element): OpenChatDetail {
  const detail: OpenChatDetail = {};
  const service = button.getAttribute("data-chat-service");
  const message = button.getAttribute("data-chat-message");
  if (service) detail.service = service as ServiceId;
  if (message) detail.message = message;
  return detail;
}

/** Shows the element a button reveals and says so on the button (aria-expanded). */
function reveal(button: Element, doc: Document): void {
  const id = button.getAttribute("data-reveals");
  const target = id ? doc.getElementById(id) : null;
  if (!target) return;
  target.hidden = false;
  button.setAttribute("aria-expanded", "true");
}

/** Installs the one click listener for every chat call to action of the document. */
export function delegateChatButtons(doc: Document): void {
  doc.addEventListener("click", (event) => {
    const target = event.target;
    const button = target instanceof Element ? target.closest("[data-open-chat]") : null;
    if (!button) return;
    reveal(button, doc);
    openChat(chatDetailOf(button));
  });
}
