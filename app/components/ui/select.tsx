import type * as React from "react";
import { cx } from "~/lib/cx";
import { fieldClass } from "./input";

/**
 * A styled native <select>: keyboard, screen readers and mobile pickers work for free,
 * and it costs no JavaScript on public pages.
 */
export function Select({ className, children, ...props }: React.ComponentProps<"select">) {
  return (
    <select
      className={cx(
        fieldClass,
        "h-10 appearance-none bg-[length:1rem] bg-[right_0.75rem_center] bg-no-repeat pr-9",
        // A chevron drawn in CSS, so no icon component is needed.
        "bg-[url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%23334155' stroke-width='2'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")]",
        className,
      )}
      {...props}
    >
      {children}
    </select>
  );
}
