import type * as React from "react";
import { cx } from "../../lib/cx";

/** Shared field look: inputs, textareas and selects use it so forms line up. */
export const fieldClass =
  "w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-700 md:text-sm";

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return <input type={type} className={cx(fieldClass, "h-10", className)} {...props} />;
}
