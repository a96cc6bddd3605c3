import type * as React from "react";
import { cx } from "~/lib/cx";
import { fieldClass } from "./input";

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea className={cx(fieldClass, "min-h-28", className)} {...props} />;
}
