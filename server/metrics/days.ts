import type { LeadsOnDay } from "../../contract/admin-metrics";

/** Kenya keeps UTC+3 all year (no daylight saving), so a fixed offset is exact. */
export const nairobiOffsetHours = 3;

/** The Nairobi calendar day of an instant, "YYYY-MM-DD". */
export function nairobiDay(at: Date): string {
  return new Date(at.getTime() + nairobiOffsetHours * 3_600_000).toISOString().slice(0, 10);
}

/** The `days` Nairobi days ending today, oldest first. */
export function lastDays(now: Date, days: number): string[] {
  const today = Date.parse(`${nairobiDay(now)}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** One entry per day, zero where a day had no leads, so the chart has no gaps. */
export function fillDays(
  days: string[],
  conversations: Array<{ day: string; count: number }>,
  inquiries: Array<{ day: string; count: number }>,
): LeadsOnDay[] {
  const byDay = (rows: Array<{ day: string; count: number }>) =>
    new Map(rows.map((r) => [r.day, r.count]));
  const c = byDay(conversations);
  const q = byDay(inquiries);
  return days.map((date) => ({
    date,
    conversations: c.get(date) ?? 0,
    inquiries: q.get(date) ?? 0,
  }));
}
