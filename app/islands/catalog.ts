import type { ComponentProps } from "react";
import type { BlogResults } from "../components/blog/blog-results";
import type { NewsletterBox } from "../components/blog/newsletter-box";
import type { ChatWidgetProps } from "../components/chat/chat-widget";
import type { NavbarProps } from "../components/layout/navbar";
import type { ContactForm } from "../components/marketing/contact-form";

/** An island that takes no props. */
export type NoProps = Record<string, never>;

/**
 * Every island of the public pages and the props it is rendered with. The server writes the
 * props as JSON beside the island's root; the island entry reads them back, so they must be
 * plain JSON (no functions, no dates).
 */
export interface IslandProps {
  navbar: NavbarProps;
  chat: ChatWidgetProps;
  toaster: NoProps;
  "contact-form": ComponentProps<typeof ContactForm>;
  newsletter: ComponentProps<typeof NewsletterBox>;
  "blog-results": ComponentProps<typeof BlogResults>;
}

export type IslandName = keyof IslandProps;

/**
 * When the island entry hydrates an island:
 * - `load`: at once (above the fold, e.g. the navbar);
 * - `idle`: once the browser is idle after load, with a time-out (the chat);
 * - `visible`: when the island comes near the viewport or gets focus, whichever is first;
 * - `toast`: when the first toast is raised or F8 is pressed (the toaster);
 * - `intent`: when the visitor reaches for it (pointer over it, a touch or focus in it): parts
 *   whose plain HTML already works, whose code must not weigh on the page's first load.
 */
export type IslandWhen = "load" | "idle" | "visible" | "toast" | "intent";
