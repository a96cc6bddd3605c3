import { describe, expect, it, vi } from "vitest";
import { OPEN_CHAT_EVENT } from "../lib/open-chat";
import { claimQueuedOpenChats, queueOpenChats } from "./open-chat-queue";

const raise = (target: EventTarget, detail: object) =>
  target.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT, { detail }));

describe("open-chat events before the chat hydrated", () => {
  it("are kept in order for the chat, which wants loading at the first one", () => {
    const page = new EventTarget();
    const wanted = vi.fn();
    queueOpenChats(page, wanted);
    expect(wanted).not.toHaveBeenCalled();
    raise(page, { service: "editing" });
    raise(page, { message: "How much is a CV?" });
    expect(wanted).toHaveBeenCalledTimes(1);
    expect(claimQueuedOpenChats(page)).toEqual([
      { service: "editing" },
      { message: "How much is a CV?" },
    ]);
  });

  it("are no longer kept once claimed: the chat listens itself", () => {
    const page = new EventTarget();
    queueOpenChats(page, () => {});
    expect(claimQueuedOpenChats(page)).toEqual([]);
    raise(page, { service: "editing" });
    expect(claimQueuedOpenChats(page)).toEqual([]);
  });
});
