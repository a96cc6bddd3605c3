import { OPEN_CHAT_EVENT, type OpenChatDetail } from "../lib/open-chat";

/** open-chat events raised before the chat island hydrated; null once it claimed them. */
let queued: OpenChatDetail[] | null = null;
let recorder: ((event: Event) => void) | null = null;

/**
 * Records the page's open-chat events until the chat claims them: a call to action clicked
 * before the chat island loaded still opens the chat, with its service and message, once it
 * has. `onFirst` runs on the first event recorded (the chat is then wanted at once).
 */
export function queueOpenChats(target: EventTarget, onFirst: () => void): void {
  queued = [];
  recorder = (event) => {
    queued?.push((event as CustomEvent<OpenChatDetail>).detail ?? {});
    if (queued?.length === 1) onFirst();
  };
  target.addEventListener(OPEN_CHAT_EVENT, recorder);
}

/** The events recorded so far, oldest first; from now on the chat listens itself. */
export function claimQueuedOpenChats(target: EventTarget): OpenChatDetail[] {
  if (recorder) target.removeEventListener(OPEN_CHAT_EVENT, recorder);
  recorder = null;
  const claimed = queued ?? [];
  queued = null;
  return claimed;
}
