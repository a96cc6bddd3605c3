import { lazy, Suspense, useEffect, useState } from "react";
import { subscribeToToasts } from "./use-toast";

const Toaster = lazy(() => import("./toaster"));

/**
 * Mounts the Radix toaster once the browser is idle after hydration, or at once when a
 * toast is raised first. Public pages stay inside the first-load JavaScript budget, and
 * the F8 hotkey is live within a moment of load.
 */
export function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    const unsubscribe = subscribeToToasts(want);
    // Safari before 18 has no requestIdleCallback.
    const hasIdle = typeof window.requestIdleCallback === "function";
    const handle = hasIdle
      ? window.requestIdleCallback(want, { timeout: 3000 })
      : window.setTimeout(want, 1500);
    return () => {
      unsubscribe();
      if (hasIdle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
