import type * as React from "react";
import { cx } from "../../lib/cx";

export interface LabelProps extends React.ComponentProps<"label"> {
  /** Adds a visible asterisk; screen readers get "required" from the field itself. */
  required?: boolean;
}

export function Label({ className, required, children, ...props }: LabelProps) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
    <label className={cx("text-sm font-medium text-slate-800", className)} {...props}>
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-red-700">
          *
        </span>
      ) : null}
    </label>
  );
}
