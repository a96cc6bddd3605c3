import type * as React from "react";
import { Island } from "../../islands/island";
import { ToastStack } from "../ui/toast-stack";
import { Footer } from "./footer";
import { NavbarIsland } from "./navbar-island";

/** Navbar, main content, footer and the toast viewport of every public page. */
export function PageShell({ children }: { children: React.ReactNode }) {
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
      {/* The viewport is in the HTML (F8, screen readers); Radix loads with the first toast. */}
      <Island name="toaster" when="toast" component={ToastStack} props={{}} />
    </>
  );
}
