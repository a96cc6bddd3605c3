/** One bar: what it counts, its value and that value as written beside it. */
export interface ValueBar {
  label: string;
  value: number;
  text: string;
}

const width = 600;
const rowHeight = 34;
const font = 12;
/** Room on the right for the value written after the longest bar. */
const valueRoom = 70;

/**
 * Horizontal bars drawn as plain SVG, one row each, longest for the largest value, with its
 * label on the left and its value after the bar. Decorative for assistive technology: the
 * caller hides it and gives the figures as text or a table.
 */
export function ValueBars({
  title,
  rows,
  labelWidth = 190,
  colour = "#1e40af",
}: {
  title: string;
  rows: ValueBar[];
  labelWidth?: number;
  colour?: string;
}) {
  const height = rows.length * rowHeight;
  const room = width - labelWidth - valueRoom;
  const top = Math.max(1, ...rows.map((r) => r.value));
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full">
      <title>{title}</title>
      {rows.map((row, i) => {
        const y = i * rowHeight;
        const length = (Math.max(0, row.value) / top) * room;
        return (
          <g key={row.label}>
            <title>{`${row.label}: ${row.text}`}</title>
            <text
              x={labelWidth - 8}
              y={y + rowHeight / 2}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize={font}
              fill="#334155"
            >
              {row.label}
            </text>
            <rect x={labelWidth} y={y + 5} width={length} height={rowHeight - 10} fill={colour} />
            <text
              x={labelWidth + length + 6}
              y={y + rowHeight / 2}
              dominantBaseline="middle"
              fontSize={font}
              fill="#334155"
            >
              {row.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
