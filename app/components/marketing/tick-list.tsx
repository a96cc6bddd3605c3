import { Check, CircleCheck } from "lucide-react";
import { cx } from "../../lib/cx";

/** One look for each place: a service card's short lines, a package's features, the hero's offer. */
const looks = {
  compact: { item: "flex items-center gap-2", icon: "size-4", Icon: Check },
  features: { item: "flex gap-2", icon: "mt-0.5 size-5", Icon: Check },
  circled: { item: "flex gap-3", icon: "mt-0.5 size-5", Icon: CircleCheck },
} as const;

/** A list with a green tick before each item: what a service or a package includes. */
export function TickList({
  items,
  look,
  className,
}: {
  items: readonly string[];
  look: keyof typeof looks;
  /** The list's own spacing and text (margins, space between items). */
  className?: string;
}) {
  const { item: itemClass, icon, Icon } = looks[look];
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClass}>
          <Icon className={cx(icon, "shrink-0 text-emerald-700")} aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
