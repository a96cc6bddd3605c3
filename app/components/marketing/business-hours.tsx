import { Clock } from "lucide-react";
import { businessHours, closedNote } from "../../../content/business";

/** Opening hours, marked up as a definition list. */
export function BusinessHours({ title }: { title: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6">
      <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Clock className="size-5 text-brand-700" aria-hidden="true" />
        {title}
      </h3>
      <dl className="mt-4 space-y-2">
        {businessHours.map((h) => (
          <div key={h.label} className="flex justify-between gap-4">
            <dt className="text-slate-700">{h.label}</dt>
            <dd className="font-medium text-slate-900">{h.display}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-700">{closedNote}</p>
    </div>
  );
}
