import type * as React from "react";
import { useEffect } from "react";
import { LazyToaster } from "../ui/lazy-toaster";
import { Footer } from "./footer";
import { NavbarIsland } from "./navbar-island";

/** Navbar, main content, footer and the toast viewport of every public page. */
export function PageShell({ children }: { children: React.ReactNode }) {
  // Marks the page interactive: tests and monitoring wait for it instead of guessing.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <NavbarIsland />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer />
      <LazyToaster />
    </>
  );
}
