import type { ComponentType } from "react";
import type { IslandName, IslandProps } from "./catalog";

type Loaders = { [N in IslandName]: () => Promise<ComponentType<IslandProps[N]>> };

/**
 * How the browser gets each island's component: each is a chunk of its own, fetched only when
 * the island is due, so a page downloads the code of the islands it has and no other.
 */
export const islandLoaders: Loaders = {
  navbar: () => import("../components/layout/navbar").then((m) => m.Navbar),
  chat: () => import("../components/chat/chat-widget").then((m) => m.ChatWidget),
  toaster: () => import("../components/ui/toast-stack").then((m) => m.ToastStack),
};

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandLoaders, name);
}
