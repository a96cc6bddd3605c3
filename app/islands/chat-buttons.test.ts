import { describe, expect, it } from "vitest";
import { chatButtonAttributes, chatDetailOf } from "./chat-buttons";

/** An element as the delegated listener sees it: attributes only. */
function elementWith(attributes: Record<string, string>): Element {
  return { getAttribute: (name: string) => attributes[name] ?? null } as unknown as Element;
}

describe("chat call-to-action attributes", () => {
  it("carry the service and the first message back to the open-chat detail", () => {
    const chat = { service: "cv-writing", message: "I'd like help with my CV." } as const;
    const attributes = chatButtonAttributes(chat);
    expect(attributes).toEqual({
      "data-open-chat": "",
      "data-chat-service": "cv-writing",
      "data-chat-message": "I'd like help with my CV.",
    });
    expect(chatDetailOf(elementWith(attributes))).toEqual(chat);
  });

  it("ask for nothing in particular when the button names nothing", () => {
    const attributes = chatButtonAttributes();
    expect(attributes).toEqual({ "data-open-chat": "" });
    expect(chatDetailOf(elementWith(attributes))).toEqual({});
  });

  it("name the element a button reveals", () => {
    expect(chatButtonAttributes({ service: "editing" }, "upload-help")).toMatchObject({
      "data-reveals": "upload-help",
    });
  });
});
