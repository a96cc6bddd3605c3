import type * as React from "react";
import type { Hero as HeroCopy } from "../../../content/types";
import { cx } from "../../lib/cx";

/**
 * How the text sits: centred on its own (service pages), or on the left with `aside` beside it
 * from the large breakpoint (the landing page's offer card), a little taller and larger.
 */
const layouts = {
  centred: {
    band: "md:pt-32",
    text: "max-w-4xl text-center",
    title: "md:text-5xl",
    subtitle: "mx-auto max-w-2xl",
    actions: "justify-center",
  },
  split: {
    band: "scroll-mt-16 md:pt-36",
    text: "grid max-w-6xl items-center gap-12 lg:grid-cols-[1.2fr_1fr]",
    title: "sm:text-5xl lg:text-6xl",
    subtitle: "max-w-xl",
    actions: "",
  },
} as const;

/**
 * The brand band at the top of a marketing page: an original SVG pattern (decorative, sized by
 * its box so it cannot shift the layout), the eyebrow, the page's one h1 and the subtitle, then
 * the actions (`children`) and whatever else the page puts under them (`footer`).
 */
export function Hero({
  hero,
  id,
  children,
  footer,
  aside,
}: {
  hero: HeroCopy;
  /** Anchor id of the band (the heading's id is derived from it). */
  id?: string;
  children?: React.ReactNode;
  footer?: React.ReactNode;
  aside?: React.ReactNode;
}) {
  const layout = aside ? layouts.split : layouts.centred;
  const headingId = `${id ?? "page-hero"}-heading`;
  const text = (
    <>
      {hero.eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">
          {hero.eyebrow}
        </p>
      ) : null}
      <h1
        id={headingId}
        className={cx("mt-3 text-4xl font-bold tracking-tight text-balance", layout.title)}
      >
        {hero.title}
      </h1>
      <p className={cx("mt-5 text-lg text-brand-100", layout.subtitle)}>{hero.subtitle}</p>
      {children ? (
        <div className={cx("mt-8 flex flex-col gap-3 sm:flex-row", layout.actions)}>{children}</div>
      ) : null}
      {footer}
    </>
  );
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cx(
        "relative overflow-hidden bg-brand-900 px-4 pt-28 pb-16 text-white sm:px-6 md:pb-24",
        layout.band,
      )}
    >
      <img
        src="/images/hero-pattern.svg"
        alt=""
        width="1440"
        height="800"
        fetchPriority="high"
        className="absolute inset-0 size-full object-cover opacity-40"
      />
      <div className={cx("relative mx-auto", layout.text)}>
        {aside ? (
          <>
            <div>{text}</div>
            {aside}
          </>
        ) : (
          text
        )}
      </div>
    </section>
  );
}
