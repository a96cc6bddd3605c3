import { MessageCircle } from "lucide-react";
import type * as React from "react";
import { chatButtonAttributes } from "../../islands/chat-buttons";
import type { OpenChatDetail } from "../../lib/open-chat";
import { useWhatsappLink } from "../../lib/site-config";
import { Button, type ButtonProps } from "../ui/button";

/**
 * A button that opens the chat widget through the `open-chat` window event, raised by the
 * delegated listener of the page's script (islands/chat-buttons.ts): no React on the button.
 */
export function ChatButton({
  chat,
  children,
  ...props
}: Omit<ButtonProps, "onClick" | "asChild"> & { chat?: OpenChatDetail }) {
  return (
    <Button type="button" {...chatButtonAttributes(chat)} {...props}>
      {children}
    </Button>
  );
}

/** A link that opens WhatsApp with prefilled text in a new tab. */
export function WhatsAppButton({
  text,
  children,
  ...props
}: Omit<ButtonProps, "asChild"> & { text: string; children: React.ReactNode }) {
  const href = useWhatsappLink(text);
  return (
    <Button asChild {...props}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        <MessageCircle aria-hidden="true" />
        {children}
        <span className="sr-only"> (opens WhatsApp in a new tab)</span>
      </a>
    </Button>
  );
}
