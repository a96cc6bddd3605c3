import type * as React from "react";
import { cx } from "../../lib/cx";
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
        // A chevron drawn in CSS (app.css), so no icon component is needed.
        "select-chevron h-10 appearance-none bg-[length:1rem] bg-[right_0.75rem_center] bg-no-repeat pr-9",
        className,
      )}
      {...props}
    >
      {children}
    </select>
  );
}
