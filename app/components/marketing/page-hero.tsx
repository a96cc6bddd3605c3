import type * as React from "react";
import type { Hero } from "../../../content/types";

/**
 * The hero of a service page: text on the brand band with an original SVG pattern
 * (served from /public, sized by CSS so it cannot shift the layout).
 */
export function PageHero({ hero, children }: { hero: Hero; children?: React.ReactNode }) {
  return (
    <section
      aria-labelledby="page-hero-heading"
      className="relative overflow-hidden bg-brand-900 px-4 pt-28 pb-16 text-white sm:px-6 md:pt-32 md:pb-24"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[url(/images/hero-pattern.svg)] bg-cover bg-center opacity-40"
      />
      <div className="relative mx-auto max-w-4xl text-center">
        {hero.eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">
            {hero.eyebrow}
          </p>
        ) : null}
        <h1
          id="page-hero-heading"
          className="mt-3 text-4xl font-bold tracking-tight text-balance md:text-5xl"
        >
          {hero.title}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-brand-100">{hero.subtitle}</p>
        {children ? (
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
        ) : null}
      </div>
    </section>
  );
}
