import type * as React from "react";
import type { SectionHeading } from "../../../content/types";
import { cx } from "../../lib/cx";

interface SectionProps extends React.ComponentProps<"section"> {
  /** The band's centred heading and the line under it, from the page's copy. */
  heading?: SectionHeading;
  /** Background band: plain white, a soft grey, or the brand colour. */
  tone?: "white" | "muted" | "brand";
  /** Id of the heading when the band has no anchor id of its own (its anchor id otherwise). */
  headingId?: string;
}

const tones = {
  white: "bg-white",
  muted: "bg-slate-50",
  brand: "bg-brand-800 text-white",
} as const;

/**
 * A page band with an optional centred heading. Sections with an id get scroll-margin so
 * the sticky navbar does not cover their heading after an anchor jump.
 */
export function Section({
  heading,
  tone = "white",
  className,
  children,
  id,
  headingId: ownHeadingId,
  ...props
}: SectionProps) {
  const headingId = heading ? (ownHeadingId ?? (id ? `${id}-heading` : undefined)) : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cx("scroll-mt-16 px-4 py-16 sm:px-6 md:py-20", tones[tone], className)}
      {...props}
    >
      <div className="mx-auto max-w-6xl">
        {heading ? (
          <div className="mx-auto mb-10 max-w-2xl text-center md:mb-12">
            <h2 id={headingId} className="text-3xl font-bold tracking-tight md:text-4xl">
              {heading.title}
            </h2>
            {heading.subtitle ? (
              <p
                className={cx(
                  "mt-3 text-lg",
                  tone === "brand" ? "text-brand-100" : "text-slate-700",
                )}
              >
                {heading.subtitle}
              </p>
            ) : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
