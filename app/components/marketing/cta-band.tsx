import type * as React from "react";
import type { CallToAction } from "../../../content/types";

/** The closing call to action of a page; the route passes the buttons. */
export function CtaBand({ cta, children }: { cta: CallToAction; children: React.ReactNode }) {
  return (
    <section aria-labelledby="cta-heading" className="bg-brand-800 px-4 py-16 text-white sm:px-6">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
          {cta.title}
        </h2>
        <p className="mt-3 text-lg text-brand-100">{cta.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
      </div>
    </section>
  );
}
