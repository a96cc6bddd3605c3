import { business, businessHours, type Weekday } from "../../content/business";

/** The current time; injected so tests can stand on either side of an opening or closing. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

const weekdays: readonly Weekday[] = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
];

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

const nairobiParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: business.timeZone,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

/**
 * The instant's wall-clock reading in Nairobi, written as if it were UTC: its date part names
 * the Nairobi day and its time part the Nairobi time, whatever the server's own time zone.
 */
function nairobiWallClock(at: Date): number {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(nairobiParts.formatToParts(at).find((p) => p.type === type)?.value);
  return Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
}

/** The Nairobi calendar day ("2026-11-24") and hour (0-23) of an instant. */
export function nairobiDayAndHour(at: Date): { day: string; hour: number } {
  const wall = new Date(nairobiWallClock(at));
  return { day: wall.toISOString().slice(0, 10), hour: wall.getUTCHours() };
}

const minutesOf = (hhmm: string) => {
  const [hours = 0, minutes = 0] = hhmm.split(":").map(Number);
  return hours * 60 + minutes;
};

/** The opening block of a weekday, in minutes after Nairobi midnight; none on a closed day. */
function hoursOn(weekday: Weekday): { opens: number; closes: number } | undefined {
  const block = businessHours.find((h) => h.days.includes(weekday));
  return block && { opens: minutesOf(block.opens), closes: minutesOf(block.closes) };
}

/** Whether a consultant is at work at this instant (opening included, closing excluded). */
export function isOpenAt(at: Date): boolean {
  const wall = nairobiWallClock(at);
  const hours = hoursOn(weekdays[new Date(wall).getUTCDay()] as Weekday);
  const minute = Math.floor((wall % dayMs) / minuteMs);
  return hours !== undefined && minute >= hours.opens && minute < hours.closes;
}

/** "8:00 am", "2:30 pm": how a visitor is told a time. */
function spokenTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const half = hours < 12 ? "am" : "pm";
  return `${hours % 12 || 12}:${String(minutes % 60).padStart(2, "0")} ${half}`;
}

/** The next opening after an instant: how many Nairobi days ahead, its weekday and minute. */
interface Opening {
  ahead: number;
  weekday: Weekday;
  opens: number;
}

/** The first opening after `at` in Nairobi; null while open: a consultant is there now. */
function nextOpening(at: Date): Opening | null {
  if (isOpenAt(at)) return null;
  const wall = nairobiWallClock(at);
  const minute = Math.floor((wall % dayMs) / minuteMs);
  // A week ahead always holds an opening; the first one after `at` is the answer.
  for (let ahead = 0; ahead <= 7; ahead++) {
    const weekday = weekdays[new Date(wall + ahead * dayMs).getUTCDay()] as Weekday;
    const hours = hoursOn(weekday);
    if (!hours || (ahead === 0 && minute >= hours.opens)) continue;
    return { ahead, weekday, opens: hours.opens };
  }
  throw new Error("businessHours has no opening day");
}

/**
 * When the next opening comes, in words relative to `at` in Nairobi: "today at 8:00 am",
 * "tomorrow at 8:00 am", "on Monday at 8:00 am". Null while open: a consultant is there now.
 */
export function nextOpeningInWords(at: Date): string | null {
  const next = nextOpening(at);
  if (!next) return null;
  const day = next.ahead === 0 ? "today" : next.ahead === 1 ? "tomorrow" : `on ${next.weekday}`;
  return `${day} at ${spokenTime(next.opens)}`;
}

const swahiliWeekdays: Record<Weekday, string> = {
  Monday: "Jumatatu",
  Tuesday: "Jumanne",
  Wednesday: "Jumatano",
  Thursday: "Alhamisi",
  Friday: "Ijumaa",
  Saturday: "Jumamosi",
  Sunday: "Jumapili",
};
const swahiliHours = [
  "kumi na mbili",
  "moja",
  "mbili",
  "tatu",
  "nne",
  "tano",
  "sita",
  "saba",
  "nane",
  "tisa",
  "kumi",
  "kumi na moja",
];

/**
 * A time the Swahili way: the day's hours are counted from sunrise, six hours behind the
 * clock, so 8:00 am is "saa mbili asubuhi", 1:30 pm "saa saba na nusu mchana" and 6:45 pm
 * "saa moja kasoro robo jioni" (a quarter short of seven).
 */
export function swahiliTime(minutes: number): string {
  const past = minutes % 60;
  const after =
    past === 0
      ? ""
      : past === 15
        ? " na robo"
        : past === 30
          ? " na nusu"
          : past === 45
            ? " kasoro robo"
            : ` na dakika ${past}`;
  // "Kasoro robo" names the hour to come; the part of the day is the one the clock is in.
  const hour = Math.floor((past === 45 ? minutes + 15 : minutes) / 60);
  return `saa ${swahiliHours[(hour + 6) % 12]}${after} ${partOfDay(Math.floor(minutes / 60))}`;
}

/** Asubuhi (morning), mchana (midday), jioni (evening), usiku (night), by the clock's hour. */
function partOfDay(hour: number): string {
  if (hour >= 5 && hour < 12) return "asubuhi";
  if (hour >= 12 && hour < 16) return "mchana";
  if (hour >= 16 && hour < 19) return "jioni";
  return "usiku";
}

/** The next opening in Swahili: "leo saa mbili asubuhi", "kesho ...", "Jumatatu ...". */
export function nextOpeningInSwahili(at: Date): string | null {
  const next = nextOpening(at);
  if (!next) return null;
  const day = next.ahead === 0 ? "leo" : next.ahead === 1 ? "kesho" : swahiliWeekdays[next.weekday];
  return `${day} ${swahiliTime(next.opens)}`;
}
