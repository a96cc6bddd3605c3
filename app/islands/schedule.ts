import { subscribeToToasts } from "../components/ui/use-toast";

/** How long the chat waits for the browser to be idle: it must hydrate before its 2 s launcher. */
export const IDLE_TIMEOUT_MS = 1500;

/** Once the browser is idle, or after `timeoutMs` (Safari before 18 has no requestIdleCallback). */
export function whenIdle(run: () => void, timeoutMs = IDLE_TIMEOUT_MS): void {
  if (typeof window.requestIdleCallback === "function") {
    window.requestIdleCallback(run, { timeout: timeoutMs });
  } else {
    window.setTimeout(run, Math.min(timeoutMs, 500));
  }
}

/** Margin around the viewport within which an island counts as near. */
const NEAR = "300px";

/** When `root`'s content comes near the viewport or takes focus, whichever is first. */
export function whenVisibleOrFocused(root: HTMLElement, run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    root.removeEventListener("focusin", once);
    run();
  };
  root.addEventListener("focusin", once);
  // The root takes no box (display: contents): observe its children instead.
  const observer =
    typeof IntersectionObserver === "function"
      ? new IntersectionObserver(
          (entries) => {
            if (entries.some((e) => e.isIntersecting)) once();
          },
          { rootMargin: NEAR },
        )
      : null;
  if (!observer) {
    once();
    return;
  }
  for (const child of root.children) observer.observe(child);
}

/** What says the visitor reaches for an island: the pointer over it, a touch, focus in it. */
const INTENT_EVENTS = ["pointerover", "touchstart", "focusin"] as const;

/** When the visitor reaches for something in `root`, whichever sign comes first. */
export function whenIntended(root: HTMLElement, run: () => void): void {
  const once = () => {
    for (const type of INTENT_EVENTS) root.removeEventListener(type, once);
    run();
  };
  for (const type of INTENT_EVENTS) root.addEventListener(type, once, { passive: true });
}

/** Toasts hotkey: focuses the notifications viewport (Radix's own handler, once hydrated). */
const TOAST_HOTKEY = "F8";

/**
 * On the first toast raised, or on F8 (which also moves focus to the server-rendered viewport,
 * as the toaster itself would).
 */
export function whenToastWanted(root: HTMLElement, run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    unsubscribe();
    document.removeEventListener("keydown", onKey);
    run();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== TOAST_HOTKEY) return;
    root.querySelector<HTMLElement>("ol")?.focus();
    once();
  };
  const unsubscribe = subscribeToToasts(once);
  document.addEventListener("keydown", onKey);
}
