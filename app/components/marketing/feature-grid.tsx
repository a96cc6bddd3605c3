import type { Feature } from "../../../content/types";
import { ContentIcon } from "./icon";

/** Cards of icon + title + text: benefits, editing categories, values. */
export function FeatureGrid({ features }: { features: readonly Feature[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {features.map((f) => (
        <li key={f.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <ContentIcon name={f.icon} className="size-6" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{f.title}</h3>
          <p className="mt-2 text-slate-700">{f.description}</p>
        </li>
      ))}
    </ul>
  );
}
