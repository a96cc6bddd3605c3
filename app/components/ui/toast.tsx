import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
// The primitive's own entry, not the "radix-ui" barrel (see button.tsx).
import * as ToastPrimitive from "radix-ui/toast";
import type * as React from "react";
import { cn } from "../../lib/cn";

/**
 * Toast primitives on Radix Toast. The site's defaults live on the provider: 5000 ms on
 * screen, swipe right past 50 px to dismiss, F8 focuses the viewport.
 */
export const TOAST_DURATION = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ["F8"];

export function ToastProvider(props: React.ComponentProps<typeof ToastPrimitive.Provider>) {
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      {...props}
    />
  );
}

export function ToastViewport({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      hotkey={TOAST_HOTKEY}
      className={cn(
        "fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col p-4 outline-none sm:top-auto sm:bottom-0 sm:max-w-[420px]",
        "focus-visible:outline-3 focus-visible:outline-brand-600",
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  "group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg transition-all data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none data-[state=closed]:opacity-0",
  {
    variants: {
      variant: {
        default: "border-slate-200 bg-white text-slate-900",
        destructive: "border-red-800 bg-red-700 text-white",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export function Toast({
  className,
  variant,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return (
    <ToastPrimitive.Root
      data-variant={variant ?? "default"}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

export function ToastTitle({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn("text-sm font-semibold", className)} {...props} />;
}

export function ToastDescription({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn("text-sm", className)} {...props} />;
}

export function ToastClose({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close notification"
      className={cn(
        "absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current",
        className,
      )}
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}

/** A toast's one action (Radix: `altText` says how to reach it without the toast). */
export function ToastAction({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        "inline-flex h-8 shrink-0 items-center self-start rounded-md border border-current px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-current",
        className,
      )}
      {...props}
    />
  );
}

export { toast, useToast } from "./use-toast";
