import { Star } from "lucide-react";
import type { Testimonial } from "../../../content/types";
import { cx } from "../../lib/cx";

/** Testimonial cards with a five-star rating read out once to screen readers. */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul
      className={cx(
        "grid gap-6 md:grid-cols-2",
        items.length > 3 ? "lg:grid-cols-3" : "lg:grid-cols-3",
      )}
    >
      {items.map((t) => (
        <li
          key={t.name}
          className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <figure className="flex h-full flex-col">
            <p
              className="flex gap-0.5 text-amber-600"
              role="img"
              aria-label={`Rated ${t.rating} out of 5`}
            >
              {Array.from({ length: t.rating }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: five identical stars
                <Star key={i} className="size-4 fill-current" aria-hidden="true" />
              ))}
            </p>
            <blockquote className="mt-4 flex-1 text-slate-800">
              <p>&ldquo;{t.text}&rdquo;</p>
            </blockquote>
            <figcaption className="mt-5 border-t border-slate-100 pt-4">
              <span className="block font-semibold text-slate-900">{t.name}</span>
              <span className="block text-sm text-slate-700">
                {t.title}, {t.company}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
