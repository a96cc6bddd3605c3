import { Menu, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link, useLocation, useMatches } from "react-router";
import { whatsappMessages } from "../../../content/messages";
import { getStartedLabel, type NavLink, navLinks } from "../../../content/navigation";
import { cx } from "../../lib/cx";
import { usePublicConfig, useWhatsappLink } from "../../lib/site-config";
import { Button } from "../ui/button";
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

function useLightTop(): boolean {
  return useMatches().some(
    (m) => (m.handle as Partial<NavbarHandle> | undefined)?.navbar === "solid",
  );
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
 * Sticky top navigation. Scroll links (Home, Contact) scroll smoothly on the home page and
 * navigate to "/#anchor" elsewhere; Get Started opens WhatsApp on desktop and scrolls to
 * the contact form in the mobile menu.
 */
export function Navbar() {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const { siteName } = usePublicConfig();
  const whatsappHref = useWhatsappLink(whatsappMessages.freeConsultation);
  const { pathname } = useLocation();

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

  const lightTop = useLightTop();
  const solid = scrolled || open || lightTop;
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
        <Link to="/" className="flex items-center gap-2 text-lg font-bold">
          <img src="/images/logo.svg" alt="" width="32" height="32" className="size-8" />
          {siteName}
        </Link>
        <ul className="hidden items-center gap-1 lg:flex">
          {navLinks.map((link) => (
            <li key={link.label}>
              <NavItem
                link={link}
                className={cx(
                  "rounded-md px-3 py-2 text-sm font-medium",
                  solid ? "hover:bg-slate-100" : "hover:bg-white/10",
                )}
              />
            </li>
          ))}
        </ul>
        {/* Wrapped: a display class on the Button itself would fight its inline-flex. */}
        <div className="hidden lg:block">
          <Button asChild variant="accent">
            <a href={whatsappHref} target="_blank" rel="noopener noreferrer">
              {getStartedLabel}
              <span className="sr-only"> (opens WhatsApp in a new tab)</span>
            </a>
          </Button>
        </div>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-md lg:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? "Close menu" : "Open menu"}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? (
            <X className="size-6" aria-hidden="true" />
          ) : (
            <Menu className="size-6" aria-hidden="true" />
          )}
        </button>
      </nav>
      <div
        id={menuId}
        hidden={!open}
        className="border-t border-slate-200 bg-white px-4 pb-4 lg:hidden"
      >
        <ul className="flex flex-col py-2">
          {navLinks.map((link) => (
            <li key={link.label}>
              <NavItem
                link={link}
                onNavigate={() => setOpen(false)}
                className="block rounded-md px-3 py-3 font-medium text-slate-900 hover:bg-slate-100"
              />
            </li>
          ))}
        </ul>
        <NavItem
          link={{ label: getStartedLabel, href: "/", scrollTo: "contact" }}
          onNavigate={() => setOpen(false)}
          className="flex h-11 w-full items-center justify-center rounded-md bg-accent-500 font-semibold text-slate-950"
        />
      </div>
    </header>
  );
}

function NavItem({
  link,
  className,
  onNavigate,
}: {
  link: NavLink;
  className?: string;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  if (!link.scrollTo) {
    return (
      <Link to={link.href} className={className} onClick={onNavigate}>
        {link.label}
      </Link>
    );
  }
  const section = link.scrollTo;
  const onHome = pathname === "/" || pathname === "/home";
  return (
    <Link
      to={`/#${section}`}
      className={className}
      onClick={(event) => {
        onNavigate?.();
        // On the home page scroll in place; elsewhere let the router navigate to "/#section".
        if (onHome && scrollToSection(section)) event.preventDefault();
      }}
    >
      {link.label}
    </Link>
  );
}
