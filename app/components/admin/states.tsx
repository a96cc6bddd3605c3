import { AlertTriangleIcon, LoaderCircleIcon } from "lucide-react";
import type { ReactNode } from "react";

/** What a tab shows while its data loads. */
export function Loading({ label = "Loading..." }: { label?: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-8 text-sm text-slate-600">
      <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />
      {label}
    </p>
  );
}

/** "Error fetching data", with the "status: body" text of the failure. */
export function LoadError({ error }: { error: Error }) {
  return (
    <div
      role="alert"
      className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangleIcon aria-hidden="true" className="size-4" />
        Error fetching data
      </p>
      <p className="mt-1 break-words">{error.message}</p>
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-md border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600">
      {children}
    </p>
  );
}
