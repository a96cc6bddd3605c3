import type { VariantProps } from "class-variance-authority";
// The primitive's own entry, not the "radix-ui" barrel: through the barrel, a bundle that
// splits chunks puts every primitive used anywhere into the chunk Button comes in.
import * as Slot from "radix-ui/slot";
import type * as React from "react";
import { cx } from "../../lib/cx";
import { buttonVariants } from "./button-variants";

export { buttonVariants };

export interface ButtonProps
  extends React.ComponentProps<"button">,
    VariantProps<typeof buttonVariants> {
  /** Render the child element (e.g. a link) with button styles instead of a <button>. */
  asChild?: boolean;
}

/** A plain <button> is `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const classes = cx(buttonVariants({ variant, size }), className);
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type="button" className={classes} {...props} />;
}
