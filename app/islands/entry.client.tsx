// The one script of a public page (ADR 023): no router, no whole-page hydration. Finds each
// island the server rendered and hydrates it on its own root when it is due.
import { type ComponentType, type ReactNode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { OPENED_BEFORE_KEY } from "../components/chat/chat-timing";
import { isPlainClick } from "../lib/plain-click";
import type { IslandName } from "./catalog";
import { delegateChatButtons } from "./chat-buttons";
import { queueOpenChats } from "./open-chat-queue";
import { isIslandName, islandLoaders } from "./registry";
import { whenIdle, whenIntended, whenToastWanted, whenVisibleOrFocused } from "./schedule";
import { keepTypedValues } from "./typed-values";
import { yieldToMain } from "./yield-to-main";

/** Marks the island's root once it is hydrated and settled: tests and monitoring wait for it. */
function Hydrated({
  root,
  onHydrated,
  children,
}: {
  root: HTMLElement;
  onHydrated: () => void;
  children: ReactNode;
}) {
  useEffect(() => {
    // A macrotask later, after the re-render an island may do right after hydrating.
    const timer = window.setTimeout(() => {
      root.dataset.hydrated = "true";
      onHydrated();
    });
    return () => window.clearTimeout(timer);
  }, [root, onHydrated]);
  return children;
}

/** The props the server wrote beside the root (Island in island.tsx). */
function propsOf(root: HTMLElement): object {
  const script = root.nextElementSibling;
  const isProps = script?.matches('script[type="application/json"][data-island-props]');
  return isProps && script?.textContent ? (JSON.parse(script.textContent) as object) : {};
}

/** Each island's hydration: started once, when due; settles once hydrated, rejects if it cannot. */
interface Hydration {
  started: boolean;
  done: Promise<void>;
  settle(outcome: Promise<void>): void;
}

const hydrations = new WeakMap<HTMLElement, Hydration>();

function hydrationOf(root: HTMLElement): Hydration {
  let hydration = hydrations.get(root);
  if (!hydration) {
    let settle: (outcome: Promise<void>) => void = () => {};
    const done = new Promise<void>((resolve) => {
      settle = resolve;
    });
    hydration = { started: false, done, settle };
    hydrations.set(root, hydration);
  }
  return hydration;
}

/** Starts the island's hydration unless it started already; settles when it is hydrated. */
function hydrate(root: HTMLElement, name: IslandName): Promise<void> {
  const hydration = hydrationOf(root);
  if (!hydration.started) {
    hydration.started = true;
    hydration.settle(load(root, name));
  }
  return hydration.done;
}

async function load(root: HTMLElement, name: IslandName): Promise<void> {
  // Each loader is typed by its island; the props come from JSON written for that island.
  const Component = (await islandLoaders[name]()) as ComponentType<object>;
  // Each island hydrates in a task of its own, apart from the evaluation of the code it came in
  // (the entry's is react-dom's): together they made one long task (ADR 023, amendment 3).
  await yieldToMain();
  const props = propsOf(root);
  const restoreTyped = keepTypedValues(root);
  await new Promise<void>((resolve) => {
    startTransition(() => {
      hydrateRoot(
        root,
        <Hydrated root={root} onHydrated={resolve}>
          <Component {...props} />
        </Hydrated>,
      );
    });
  });
  restoreTyped();
  // A macrotask, so the island has re-rendered with what was typed before a held submit goes.
  await new Promise((resolve) => window.setTimeout(resolve));
}

/**
 * A form of an island not hydrated yet is sent once it is, through the island's own handler
 * (toasts, inline states), rather than as the plain post it falls back to without script. The
 * plain post still happens if the island's code cannot load.
 */
function holdSubmitsUntilHydrated(root: HTMLElement, name: IslandName): void {
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    hydrate(root, name).then(
      () => form.requestSubmit(event.submitter),
      () => form.submit(),
    );
  };
  root.addEventListener("submit", onSubmit);
  const release = () => root.removeEventListener("submit", onSubmit);
  hydrationOf(root).done.then(release, release);
}

/**
 * A link of an island not hydrated yet is followed once it is, through the island's own handler
 * (which may answer it in place), or as the plain link if the island's code cannot load.
 */
function holdLinksUntilHydrated(root: HTMLElement, name: IslandName): void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    if (!link || !isPlainClick(event)) return;
    event.preventDefault();
    const follow = () => window.location.assign(link.href);
    hydrate(root, name).then(() => (link.isConnected ? link.click() : follow()), follow);
  };
  root.addEventListener("click", onClick);
  const release = () => root.removeEventListener("click", onClick);
  hydrationOf(root).done.then(release, release);
}

function returningChatVisitor(): boolean {
  try {
    return window.localStorage.getItem(OPENED_BEFORE_KEY) === "1";
  } catch {
    return false; // Storage blocked: a first visit.
  }
}

function schedule(root: HTMLElement, name: IslandName): void {
  const run = () => {
    hydrate(root, name).catch((error: unknown) => console.error(`island ${name}`, error));
  };
  switch (root.dataset.when) {
    case "idle":
      // The chat's launcher shows 0.3 s after load for a visitor who opened it before.
      if (name === "chat" && returningChatVisitor()) run();
      else whenIdle(run);
      return;
    case "visible":
      holdSubmitsUntilHydrated(root, name);
      whenVisibleOrFocused(root, run);
      return;
    case "toast":
      whenToastWanted(root, run);
      return;
    case "intent":
      holdLinksUntilHydrated(root, name);
      whenIntended(root, run);
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
