/** One bar: a day or a service, with its conversations stacked under its inquiries. */
export interface BarRow {
  label: string;
  conversations: number;
  inquiries: number;
}

export const barColours = { conversations: "#1e40af", inquiries: "#b45309" } as const;

const width = 600;
const height = 240;
const font = 11;
/** At most this many labels along the bars' axis, so they never overlap. */
const maxLabels = 8;

/** Up to five whole-number ticks from 0 that cover `max`. */
function ticksFor(max: number): number[] {
  const step = Math.max(1, Math.ceil(max / 4));
  const top = step * Math.ceil(Math.max(max, 1) / step);
  return Array.from({ length: top / step + 1 }, (_, i) => i * step);
}

/** Every how many bars a label is written (first and last always). */
function labelled(index: number, count: number): boolean {
  const every = Math.ceil(count / maxLabels);
  return index === 0 || index === count - 1 || (index % every === 0 && count - 1 - index >= every);
}

const describe = (row: BarRow) =>
  `${row.label}: ${row.conversations} conversations, ${row.inquiries} inquiries`;

/**
 * A stacked bar chart drawn as plain SVG: columns (`vertical`, one per day) or rows
 * (`horizontal`, one per service, labels on the left). Only attributes SVG defines, so the
 * panel passes the W3C checker; each bar's figures show on hover (its title). Decorative for
 * assistive technology: the caller hides it and gives the figures as a table.
 */
export function StackedBars({
  title,
  rows,
  layout,
  labelWidth = 32,
}: {
  /** What the chart shows (its tooltip as a whole). */
  title: string;
  rows: BarRow[];
  layout: "vertical" | "horizontal";
  /** Room for the labels beside the bars (horizontal) or the figures (vertical). */
  labelWidth?: number;
}) {
  const ticks = ticksFor(Math.max(0, ...rows.map((r) => r.conversations + r.inquiries)));
  const top = ticks.at(-1) ?? 1;
  const plot = { left: labelWidth, top: 8, right: width - 24, bottom: height - 20 };
  const across = layout === "vertical" ? plot.right - plot.left : plot.bottom - plot.top;
  const along = layout === "vertical" ? plot.bottom - plot.top : plot.right - plot.left;
  const slot = across / Math.max(rows.length, 1);
  const thickness = Math.max(1, slot * 0.7);
  const scale = (value: number) => (value / top) * along;

  /** A bar segment from `from` to `to` (figures) in slot `index`, as a rect. */
  const segment = (index: number, from: number, to: number) => {
    const start =
      (layout === "vertical" ? plot.left : plot.top) + index * slot + (slot - thickness) / 2;
    return layout === "vertical"
      ? { x: start, y: plot.bottom - scale(to), width: thickness, height: scale(to) - scale(from) }
      : { x: plot.left + scale(from), y: start, width: scale(to) - scale(from), height: thickness };
  };

  return (
    <svg viewBox={`0 0 ${width} ${height}`} className="h-full w-full">
      <title>{title}</title>
      {ticks.map((tick) => {
        const at = layout === "vertical" ? plot.bottom - scale(tick) : plot.left + scale(tick);
        return (
          <g key={tick}>
            {layout === "vertical" ? (
              <line
                x1={plot.left}
                x2={plot.right}
                y1={at}
                y2={at}
                stroke="#cbd5e1"
                strokeDasharray="3 3"
              />
            ) : (
              <line
                x1={at}
                x2={at}
                y1={plot.top}
                y2={plot.bottom}
                stroke="#cbd5e1"
                strokeDasharray="3 3"
              />
            )}
            <text
              x={layout === "vertical" ? plot.left - 6 : at}
              y={layout === "vertical" ? at : plot.bottom + 14}
              textAnchor={layout === "vertical" ? "end" : "middle"}
              dominantBaseline={layout === "vertical" ? "middle" : "auto"}
              fontSize={font}
              fill="#475569"
            >
              {tick}
            </text>
          </g>
        );
      })}
      {rows.map((row, i) => {
        const total = row.conversations + row.inquiries;
        const centre = (layout === "vertical" ? plot.left : plot.top) + i * slot + slot / 2;
        return (
          <g key={row.label}>
            <title>{describe(row)}</title>
            <rect {...segment(i, 0, row.conversations)} fill={barColours.conversations} />
            <rect {...segment(i, row.conversations, total)} fill={barColours.inquiries} />
            {labelled(i, rows.length) || layout === "horizontal" ? (
              <text
                x={layout === "vertical" ? centre : plot.left - 6}
                y={layout === "vertical" ? plot.bottom + 14 : centre}
                textAnchor={layout === "vertical" ? "middle" : "end"}
                dominantBaseline={layout === "vertical" ? "auto" : "middle"}
                fontSize={font}
                fill="#475569"
              >
                {row.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

/** The two series' colours and names under a chart. */
export function BarLegend() {
  return (
    <p className="mt-2 flex justify-center gap-4 text-xs text-slate-700">
      <span className="flex items-center gap-1">
        <span className="size-3 rounded-sm" style={{ background: barColours.conversations }} />
        Conversations
      </span>
      <span className="flex items-center gap-1">
        <span className="size-3 rounded-sm" style={{ background: barColours.inquiries }} />
        Inquiries
      </span>
    </p>
  );
}
