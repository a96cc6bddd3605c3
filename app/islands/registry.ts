import type { ComponentType } from "react";
import { ChatWidget } from "../components/chat/chat-widget";
import { Navbar } from "../components/layout/navbar";
import type { IslandName, IslandProps } from "./catalog";

type Loaders = { [N in IslandName]: () => Promise<ComponentType<IslandProps[N]>> };

/**
 * How the browser gets each island's component. The navbar and the chat's launcher are on every
 * page and small, so they come in the entry's own file (a request of their own would cost more
 * in headers than they weigh); the chat's panel still loads lazily. Every other island is a chunk
 * of its own, fetched only when it is due, so a page downloads the code of the islands it has.
 */
export const islandLoaders: Loaders = {
  navbar: async () => Navbar,
  chat: async () => ChatWidget,
  toaster: () => import("../components/ui/toast-stack").then((m) => m.ToastStack),
  "contact-form": () => import("../components/marketing/contact-form").then((m) => m.ContactForm),
  newsletter: () => import("../components/blog/newsletter-box").then((m) => m.NewsletterBox),
  "blog-results": () => import("../components/blog/blog-results").then((m) => m.BlogResults),
};

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandLoaders, name);
}
