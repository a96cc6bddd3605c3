import { useEffect, useId, useState } from "react";
import { getStartedLabel, type NavLink, navLinks } from "../../../content/navigation";
import { cx } from "../../lib/cx";
import { buttonVariants } from "../ui/button-variants";
import { LineIcon } from "../ui/line-icon";
import { scrollToSection } from "./scroll-link";

/** The bar turns translucent once the page is scrolled more than 50 px. */
export const SCROLL_THRESHOLD = 50;

/**
 * A route's `handle` for pages whose top is light (no dark hero band under the bar): there the
 * transparent bar's white text would vanish, so it stays solid from the start.
 */
export interface NavbarHandle {
  navbar: "solid";
}

export interface NavbarProps {
  siteName: string;
  /** WhatsApp link with the free-consultation greeting (desktop Get Started). */
  whatsappHref: string;
  /** The page's path: scroll links scroll in place on the home page. */
  pathname: string;
  /** The page's top is light (no dark hero band): the bar is solid from the start. */
  lightTop: boolean;
}

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

/**
 * False in the server's HTML and while hydrating, true once this code runs in the browser. Set
 * from an effect, so the swap is a render of its own after the hydration's commit: a store with
 * another server snapshot (useSyncExternalStore) re-renders synchronously within the hydration's
 * task, which made it a long one (ADR 023, amendment 3).
 */
function useScriptRunning(): boolean {
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  return running;
}

const MENU_ICON = "M4 6h16M4 12h16M4 18h16";
const CLOSE_ICON = "M18 6 6 18M6 6l12 12";

const toggleClass = "inline-flex size-11 items-center justify-center rounded-md lg:hidden";
const menuClass = "border-t border-slate-200 bg-white px-4 pb-4 lg:hidden";
const menuItemClass = "block rounded-md px-3 py-3 font-medium text-slate-900 hover:bg-slate-100";
const menuGetStartedClass =
  "flex h-11 w-full items-center justify-center rounded-md bg-accent-500 font-semibold text-slate-950";
const menuGetStarted: NavLink = { label: getStartedLabel, href: "/", scrollTo: "contact" };

/**
 * Sticky top navigation. Scroll links (Home, Contact) scroll smoothly on the home page and
 * lead to "/#anchor" elsewhere; Get Started opens WhatsApp on desktop and scrolls to the contact
 * form in the mobile menu. Until its script runs, the mobile menu is a native disclosure
 * (<details>), so it opens without JavaScript too.
 */
export function Navbar({ siteName, whatsappHref, pathname, lightTop }: NavbarProps) {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  const scripted = useScriptRunning();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const onHome = pathname === "/" || pathname === "/home";

  // Close the menu on navigation and with Escape.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  const solid = scrolled || open || lightTop;
  const menuItems = (close?: () => void) => (
    <>
      <ul className="flex flex-col py-2">
        {navLinks.map((link) => (
          <li key={link.label}>
            <NavItem link={link} onHome={onHome} onNavigate={close} className={menuItemClass} />
          </li>
        ))}
      </ul>
      <NavItem
        link={menuGetStarted}
        onHome={onHome}
        onNavigate={close}
        className={menuGetStartedClass}
      />
    </>
  );
  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={cx(
        "fixed inset-x-0 top-0 z-50 transition-colors duration-200",
        solid
          ? "border-b border-slate-200 bg-white/90 text-slate-900 shadow-sm backdrop-blur-md"
          : "bg-transparent text-white",
      )}
    >
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6"
      >
        <a href="/" className="flex items-center gap-2 text-lg font-bold">
          <img src="/images/logo.svg" alt="" width="32" height="32" className="size-8" />
          {siteName}
        </a>
        <ul className="hidden items-center gap-1 lg:flex">
          {navLinks.map((link) => (
            <li key={link.label}>
              <NavItem
                link={link}
                onHome={onHome}
                className={cx(
                  "rounded-md px-3 py-2 text-sm font-medium",
                  solid ? "hover:bg-slate-100" : "hover:bg-white/10",
                )}
              />
            </li>
          ))}
        </ul>
        {/* Wrapped: a display class on the link itself would fight its inline-flex. Styled
            as a button without <Button asChild>, whose Radix Slot would come with the island. */}
        <div className="hidden lg:block">
          <a
            href={whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: "accent" })}
          >
            {getStartedLabel}
            <span className="sr-only"> (opens WhatsApp in a new tab)</span>
          </a>
        </div>
        {scripted ? (
          <button
            type="button"
            className={toggleClass}
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? "Close menu" : "Open menu"}
            onClick={() => setOpen((v) => !v)}
          >
            <LineIcon className="size-6" path={open ? CLOSE_ICON : MENU_ICON} />
          </button>
        ) : (
          // Without script: the browser opens and closes it, keyboard included. The panel
          // hangs below the bar (the header is its containing block), as the scripted one.
          <details className="group lg:hidden">
            <summary
              aria-label="Menu"
              className={cx(
                toggleClass,
                "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
              )}
            >
              <LineIcon className="size-6 group-open:hidden" path={MENU_ICON} />
              <LineIcon className="hidden size-6 group-open:block" path={CLOSE_ICON} />
            </summary>
            <div className={cx(menuClass, "absolute inset-x-0 top-16")}>{menuItems()}</div>
          </details>
        )}
      </nav>
      {scripted ? (
        <div id={menuId} hidden={!open} className={menuClass}>
          {menuItems(() => setOpen(false))}
        </div>
      ) : null}
    </header>
  );
}

function NavItem({
  link,
  onHome,
  className,
  onNavigate,
}: {
  link: NavLink;
  onHome: boolean;
  className?: string;
  onNavigate?: () => void;
}) {
  if (!link.scrollTo) {
    return (
      <a href={link.href} className={className} onClick={onNavigate}>
        {link.label}
      </a>
    );
  }
  const section = link.scrollTo;
  return (
    <a
      href={`/#${section}`}
      className={className}
      onClick={(event) => {
        onNavigate?.();
        // On the home page scroll in place; elsewhere the link loads "/#section".
        if (onHome && scrollToSection(section)) event.preventDefault();
      }}
    >
      {link.label}
    </a>
  );
}
