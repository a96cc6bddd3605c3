import type { Stat } from "../../../content/types";
import { cx } from "../../lib/cx";

/** The consultancy's figures as a band of big numbers. */
export function StatsStrip({
  stats,
  tone = "light",
}: {
  stats: readonly Stat[];
  tone?: "light" | "dark";
}) {
  return (
    <dl
      className={cx(
        "grid grid-cols-2 gap-6 text-center",
        stats.length > 4 ? "md:grid-cols-3 lg:grid-cols-6" : "md:grid-cols-4",
      )}
    >
      {stats.map((s) => (
        <div key={s.label} className="flex flex-col-reverse">
          <dt className={cx("mt-1 text-sm", tone === "dark" ? "text-brand-100" : "text-slate-700")}>
            {s.label}
          </dt>
          <dd
            className={cx(
              "text-3xl font-bold md:text-4xl",
              tone === "dark" ? "text-white" : "text-brand-700",
            )}
          >
            {s.number}
          </dd>
        </div>
      ))}
    </dl>
  );
}
