/** Staff work in Nairobi: times are shown there, whatever the browser's zone. */
const dateTime = new Intl.DateTimeFormat("en-KE", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Africa/Nairobi",
});
const dayMonth = new Intl.DateTimeFormat("en-KE", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** "2026-11-22" -> "22 Nov" (a calendar day, so no zone shift). */
export function formatDay(day: string): string {
  return dayMonth.format(new Date(`${day}T00:00:00Z`));
}

const oneDecimal = new Intl.NumberFormat("en-KE", { maximumFractionDigits: 1 });

/** A span of time in the unit a person would say: "2 min", "7.6 h", "2.5 days". */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return "under a minute";
  if (seconds < 3600) return `${Math.round(seconds / 60)} min`;
  if (seconds < 48 * 3600) return `${oneDecimal.format(seconds / 3600)} h`;
  return `${oneDecimal.format(seconds / 86_400)} days`;
}

const percent = new Intl.NumberFormat("en-KE", { style: "percent", maximumFractionDigits: 0 });

/** 0.25 -> "25%". */
export function formatShare(fraction: number): string {
  return percent.format(fraction);
}
