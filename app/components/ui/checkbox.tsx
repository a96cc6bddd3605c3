import { type ComponentProps, type ReactNode, useId } from "react";
import { cx } from "../../lib/cx";
import { Label } from "./label";

export interface CheckboxProps extends Omit<ComponentProps<"input">, "type"> {
  /** Always shown beside the box; clicking it toggles the box too. */
  label: ReactNode;
}

/**
 * A native checkbox with its label: the browser gives keyboard, form and screen-reader
 * behaviour for free, and its unchecked border (#767676 in Chromium) already passes 3:1.
 */
export function Checkbox({ label, id, className, ...props }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <span className={cx("inline-flex items-center gap-2", className)}>
      <input
        id={inputId}
        type="checkbox"
        className="size-4 accent-brand-700 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
        {...props}
      />
      <Label htmlFor={inputId}>{label}</Label>
    </span>
  );
}
