// The one script of a public page (ADR 023): no router, no whole-page hydration. Finds each
// island the server rendered and hydrates it on its own root when it is due.
import { type ComponentType, type ReactNode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { OPENED_BEFORE_KEY } from "../components/chat/chat-timing";
import type { IslandName } from "./catalog";
import { delegateChatButtons } from "./chat-buttons";
import { queueOpenChats } from "./open-chat-queue";
import { isIslandName, islandLoaders } from "./registry";
import { whenIdle, whenToastWanted, whenVisibleOrFocused } from "./schedule";

/** Marks the island's root once it is hydrated and settled: tests and monitoring wait for it. */
function Hydrated({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    // A macrotask later, after the re-render an island may do right after hydrating.
    const timer = window.setTimeout(() => {
      root.dataset.hydrated = "true";
    });
    return () => window.clearTimeout(timer);
  }, [root]);
  return children;
}

/** The props the server wrote beside the root (Island in island.tsx). */
function propsOf(root: HTMLElement): object {
  const script = root.nextElementSibling;
  const isProps = script?.matches('script[type="application/json"][data-island-props]');
  return isProps && script?.textContent ? (JSON.parse(script.textContent) as object) : {};
}

const started = new WeakSet<HTMLElement>();

async function hydrate(root: HTMLElement, name: IslandName): Promise<void> {
  if (started.has(root)) return;
  started.add(root);
  // Each loader is typed by its island; the props come from JSON written for that island.
  const Component = (await islandLoaders[name]()) as ComponentType<object>;
  const props = propsOf(root);
  startTransition(() => {
    hydrateRoot(
      root,
      <Hydrated root={root}>
        <Component {...props} />
      </Hydrated>,
    );
  });
}

function returningChatVisitor(): boolean {
  try {
    return window.localStorage.getItem(OPENED_BEFORE_KEY) === "1";
  } catch {
    return false; // Storage blocked: a first visit.
  }
}

function schedule(root: HTMLElement, name: IslandName): void {
  const run = () => void hydrate(root, name);
  switch (root.dataset.when) {
    case "idle":
      // The chat's launcher shows 0.3 s after load for a visitor who opened it before.
      if (name === "chat" && returningChatVisitor()) run();
      else whenIdle(run);
      return;
    case "visible":
      whenVisibleOrFocused(root, run);
      return;
    case "toast":
      whenToastWanted(root, run);
      return;
    default:
      run();
  }
}

delegateChatButtons(document);
const chatRoot = document.querySelector<HTMLElement>('[data-island="chat"]');
// A call to action clicked before the chat hydrated wants it now, not at idle.
if (chatRoot) queueOpenChats(window, () => void hydrate(chatRoot, "chat"));

for (const root of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const name = root.dataset.island;
  if (isIslandName(name)) schedule(root, name);
}
