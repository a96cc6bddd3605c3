import { XIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";

/**
 * Radix dialog: focus is trapped inside and returns to the trigger on close, Escape closes,
 * and the title and description label the dialog for screen readers.
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** The dimmed page behind every dialog, and the dialog's box: shared with ./alert-dialog. */
export const overlayClass = "fixed inset-0 z-50 bg-slate-950/50";
export const panelClass =
  "fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-lg";

/** sm: a short form or question; md: a document to read; lg: a workspace (editor, transcript). */
const widths = { sm: "max-w-lg", md: "max-w-3xl", lg: "max-w-6xl" } as const;

export function DialogContent({
  className,
  children,
  size = "sm",
  closable = true,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  size?: keyof typeof widths;
  /** false: no close button, for a dialog that must be completed (Escape is the caller's). */
  closable?: boolean;
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClass} />
      <DialogPrimitive.Content
        className={cn(panelClass, "max-h-[90vh] overflow-y-auto", widths[size], className)}
        {...props}
      >
        {children}
        {closable ? (
          <DialogPrimitive.Close
            className="absolute top-3 right-3 rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            aria-label="Close"
          >
            <XIcon aria-hidden="true" className="size-4" />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 pr-8", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-lg font-semibold", className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn("text-sm text-slate-600", className)} {...props} />
  );
}

/**
 * The title and, as children, the line below it saying what the dialog is for; together they
 * label the dialog for screen readers. Without children the dialog has no description (pass
 * aria-describedby={undefined} to DialogContent then).
 */
export function DialogHeading({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <DialogHeader>
      <DialogTitle>{title}</DialogTitle>
      {children === undefined ? null : <DialogDescription>{children}</DialogDescription>}
    </DialogHeader>
  );
}
