import type { ReactNode } from "react";

/** The id of the error line under control `controlId`, for its aria-describedby. */
export const errorIdOf = (controlId: string) => `${controlId}-error`;

/** A labelled control of the blog editor, with a hint (a counter) beside the label and its error below. */
export function Field({
  controlId,
  label,
  hint,
  error,
  children,
}: {
  controlId: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between">
        <label htmlFor={controlId} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {hint}
      </div>
      {children}
      {error ? (
        <p id={errorIdOf(controlId)} className="text-xs font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
