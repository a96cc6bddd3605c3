import { useCallback, useEffect, useState } from "react";

export type Notice = { title: string; description?: string; destructive?: boolean };

/** One notice at a time, gone after 5 s (SPEC §9 toast limits); a failure is announced assertively. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 5000);
    return () => clearTimeout(timer);
  }, [notice]);
  const show = useCallback((n: Notice) => setNotice(n), []);
  return { notice, show, dismiss: () => setNotice(null) };
}

/** SPEC §8 "Error fetching data" as a destructive notice, once per failed load. */
export function useLoadErrorNotice(error: Error | null, show: (n: Notice) => void) {
  useEffect(() => {
    if (error)
      show({ title: "Error fetching data", description: error.message, destructive: true });
  }, [error, show]);
}

/** The inline state of a list that failed to load; the toast above is what announces it. */
export function LoadFailed({ error }: { error: Error }) {
  return (
    <p className="rounded-md border border-dashed border-red-300 p-8 text-center text-sm text-red-800">
      This list could not be loaded ({error.message}).
    </p>
  );
}

export function NoticeView({ notice, onDismiss }: { notice: Notice | null; onDismiss(): void }) {
  return (
    <div aria-live="polite" className="fixed right-4 bottom-4 z-[60] w-80">
      {notice ? (
        <div
          role={notice.destructive ? "alert" : "status"}
          className={`rounded-lg border p-4 shadow-lg ${notice.destructive ? "border-red-300 bg-red-700 text-white" : "border-slate-200 bg-white text-slate-900"}`}
        >
          <p className="font-semibold">{notice.title}</p>
          {notice.description ? <p className="text-sm">{notice.description}</p> : null}
          <button type="button" className="mt-2 text-xs underline" onClick={onDismiss}>
            Dismiss
          </button>
        </div>
      ) : null}
    </div>
  );
}
