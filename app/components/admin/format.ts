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
