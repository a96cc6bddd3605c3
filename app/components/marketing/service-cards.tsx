import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { ServiceCard } from "../../../content/types";
import { cx } from "../../lib/cx";
import { accentClasses } from "./accent";
import { ContentIcon } from "./icon";
import { TickList } from "./tick-list";

/** The six landing service cards; each whole card is one link to its service page. */
export function ServiceCards({ cards }: { cards: readonly ServiceCard[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => {
        const accent = accentClasses[card.colour];
        return (
          <li key={card.title}>
            <Link
              to={card.path}
              className={cx(
                "group flex h-full flex-col rounded-xl border border-t-4 border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md",
                accent.border,
              )}
            >
              <span
                className={cx(
                  "inline-flex size-12 items-center justify-center rounded-lg",
                  accent.tint,
                  accent.icon,
                )}
              >
                <ContentIcon name={card.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{card.title}</h3>
              <p className="mt-2 text-slate-700">{card.description}</p>
              <TickList
                items={card.items}
                look="compact"
                className="mt-4 space-y-1.5 text-sm text-slate-800"
              />
              <span className="mt-auto inline-flex items-center gap-1 pt-6 font-semibold text-brand-700 group-hover:underline">
                Learn more
                <ArrowRight className="size-4" aria-hidden="true" />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
