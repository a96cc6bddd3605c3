import { useEffect } from "react";
import { toast } from "../../ui/use-toast";

export type Notice = { title: string; description?: string; destructive?: boolean };

/**
 * A staff-panel toast (failures destructive) through the one toast queue of the site (one at a
 * time, 5000 ms, swipe right, F8), mounted by the admin shell.
 */
export function notify({ title, description, destructive }: Notice) {
  toast({ title, description, variant: destructive ? "destructive" : "default" });
}

/** "Error fetching data" as a destructive toast, once per failed load. */
export function useLoadErrorNotice(error: Error | null) {
  useEffect(() => {
    if (error)
      notify({ title: "Error fetching data", description: error.message, destructive: true });
  }, [error]);
}

/** The inline state of a list that failed to load; the toast above is what announces it. */
export function LoadFailed({ error }: { error: Error }) {
  return (
    <p className="rounded-md border border-dashed border-red-300 p-8 text-center text-sm text-red-800">
      This list could not be loaded ({error.message}).
    </p>
  );
}
