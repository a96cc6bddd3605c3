import type { ReactNode } from "react";
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "./toast";
import { dismissToast, type ToastInput, useToast } from "./use-toast";

type ToastActionLink = NonNullable<ToastInput["action"]>;

const plainLink = (action: ToastActionLink) => <a href={action.to}>{action.label}</a>;

/**
 * Renders the toast queue; call `toast()` from anywhere. Router-free, so the public pages'
 * toaster island carries no router: an action is a plain link unless `renderLink` says how to
 * render it (the staff panel's router link, in toaster.tsx).
 */
export function ToastStack({
  renderLink = plainLink,
}: {
  renderLink?: (action: ToastActionLink) => ReactNode;
}) {
  const { toasts } = useToast();
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, variant, duration, open, action }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
            {action ? (
              <ToastAction altText={action.altText} asChild>
                {renderLink(action)}
              </ToastAction>
            ) : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
