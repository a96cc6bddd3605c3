import { useSyncExternalStore } from "react";

/**
 * The toast queue (shadcn's use-toast, trimmed): at most one toast at a time;
 * a dismissed toast is removed from memory after 1,000,000 ms (it stays mounted while it
 * animates out). This module has no UI so any component can call `toast()` cheaply.
 */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = "default" | "destructive";

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; the provider's 5000 ms when omitted. */
  duration?: number;
  /** A link to what the toast is about (a new CV, say); `altText` names where else it is. */
  action?: { label: string; to: string; altText: string };
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

type Listener = () => void;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string) {
  emit(
    toasts.map((t) => {
      if (id !== undefined && t.id !== id) return t;
      scheduleRemoval(t.id);
      return { ...t, open: false };
    }),
  );
}

/** Shows a toast, replacing the one on screen (limit 1). Returns its id and a dismiss(). */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts in the queue now (open or animating out). */
export const getToasts = (): readonly ToastItem[] => toasts;
const noToasts: readonly ToastItem[] = [];
const getServerToasts = () => noToasts;

export function useToast() {
  const current = useSyncExternalStore(subscribeToToasts, getToasts, getServerToasts);
  return { toasts: current, toast, dismiss: dismissToast };
}
