/** Dates as readers in Kenya expect them, fixed to Nairobi time so server and browser agree. */
const dateFormat = new Intl.DateTimeFormat("en-KE", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Africa/Nairobi",
});

export function formatPostDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** The card shows the post's readTime, or "5 min read" when it has none. */
export function readTimeLabel(readTime: number | null | undefined): string {
  return `${readTime && readTime > 0 ? readTime : 5} min read`;
}
