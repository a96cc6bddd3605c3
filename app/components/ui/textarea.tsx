import type * as React from "react";
import { cx } from "../../lib/cx";
import { fieldClass } from "./input";

/** At least 7rem high, unless `rows` sets the height. */
export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      className={cx(fieldClass, props.rows === undefined && "min-h-28", className)}
      {...props}
    />
  );
}
