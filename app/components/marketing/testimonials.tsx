import type { Testimonial } from "../../../content/types";
import { cx } from "../../lib/cx";

/** Lucide's star: its shape is in the page once, each star of a rating is a <use> of it. */
const STAR_PATH =
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";
/** A fixed id: a page has one testimonial list (home, CV writing), and it is no island. */
const STAR_ID = "testimonial-star";

/** One star, drawn in the text colour from the shape defined by the list; decorative. */
function Star() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4 fill-current"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`#${STAR_ID}`} />
    </svg>
  );
}

/**
 * Testimonial cards with a five-star rating read out once to screen readers. The star's path is
 * written once (30 stars inline were ~20 KB of the home page).
 */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <>
      <svg aria-hidden="true" width="0" height="0" className="absolute">
        <symbol id={STAR_ID} viewBox="0 0 24 24">
          <path d={STAR_PATH} />
        </symbol>
      </svg>
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
                  <Star key={i} />
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
    </>
  );
}
