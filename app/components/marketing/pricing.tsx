import type * as React from "react";
import {
  formatAmount,
  formatDelivery,
  formatPrice,
  formatPriceWithUnit,
  formatRevisions,
  unitLabel,
} from "../../../content/format";
import type { Package } from "../../../content/types";
import { cx } from "../../lib/cx";
import type { OpenChatDetail } from "../../lib/open-chat";
import { ChatButton } from "./actions";
import { TickList } from "./tick-list";

interface PackageGridProps {
  packages: readonly Package[];
  popularBadge?: string;
  /** The call to action of one card (a chat button, a WhatsApp link...). */
  renderAction: (pkg: Package) => React.ReactNode;
}

/** Price cards; the popular one is raised and carries the badge ("MOST POPULAR"). */
export function PackageGrid({
  packages,
  popularBadge = "MOST POPULAR",
  renderAction,
}: PackageGridProps) {
  return (
    <ul
      className={cx(
        "grid items-stretch gap-6 md:grid-cols-2",
        packages.length >= 3 ? "lg:grid-cols-3" : "mx-auto max-w-4xl",
      )}
    >
      {packages.map((pkg) => (
        <li
          key={pkg.id}
          className={cx(
            "relative flex min-w-0 flex-col rounded-2xl border bg-white p-6 shadow-sm",
            pkg.popular ? "border-2 border-brand-700 shadow-lg lg:-mt-2" : "border-slate-200",
          )}
        >
          {pkg.popular ? (
            <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-accent-500 px-3 py-1 text-xs font-bold tracking-wide text-slate-950">
              {popularBadge}
            </p>
          ) : null}
          <h3 className="text-xl font-semibold text-slate-900">{pkg.name}</h3>
          <p className="mt-1 text-slate-700">{pkg.description}</p>
          <p className="mt-5 flex flex-wrap items-baseline gap-x-2">
            <span className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {formatPrice(pkg.price)}
            </span>
            {pkg.unit !== "package" ? (
              <span className="text-slate-700">{unitLabel(pkg.unit)}</span>
            ) : null}
            {pkg.originalPrice ? (
              <span className="text-slate-600">
                <span className="sr-only">was </span>
                <s>{`KSh ${formatAmount(pkg.originalPrice)}`}</s>
              </span>
            ) : null}
          </p>
          <PackageFacts pkg={pkg} />
          <TickList
            items={pkg.features}
            look="features"
            className="mt-5 mb-6 space-y-2 text-slate-800"
          />
          <div className="mt-auto">{renderAction(pkg)}</div>
        </li>
      ))}
    </ul>
  );
}

/** A card's usual action: opens the chat about the chosen package; solid on the popular card. */
export function PackageChatButton({
  pkg,
  chat,
  children,
}: {
  pkg: Package;
  chat: Required<OpenChatDetail>;
  children: React.ReactNode;
}) {
  return (
    <ChatButton className="w-full" variant={pkg.popular ? "default" : "outline"} chat={chat}>
      {children}
    </ChatButton>
  );
}

/** Revisions and delivery as small chips, when the package states them. */
function PackageFacts({ pkg }: { pkg: Package }) {
  const facts = [
    pkg.revisions !== undefined ? formatRevisions(pkg.revisions) : null,
    pkg.deliveryHours !== undefined ? formatDelivery(pkg.deliveryHours) : null,
  ].filter((f): f is string => f !== null);
  if (facts.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label="Package terms">
      {facts.map((fact) => (
        <li
          key={fact}
          className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-800"
        >
          {fact}
        </li>
      ))}
    </ul>
  );
}

/** One-line add-on prices under the main grid (landing page). */
export function AddOnList({
  title,
  items,
  note,
}: {
  title: string;
  items: readonly Package[];
  note: string;
}) {
  return (
    <div className="mx-auto mt-10 max-w-3xl rounded-xl border border-slate-200 bg-white p-6">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <ul className="mt-3 divide-y divide-slate-200">
        {items.map((item) => (
          <li
            key={item.id}
            className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:justify-between"
          >
            <span>
              <span className="font-medium text-slate-900">{item.name}</span>
              <span className="block text-sm text-slate-700">{item.description}</span>
            </span>
            <span className="font-semibold whitespace-nowrap text-slate-900">
              {formatPriceWithUnit(item.price, item.unit)}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-700">{note}</p>
    </div>
  );
}
