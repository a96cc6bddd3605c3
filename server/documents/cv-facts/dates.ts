/**
 * Dates as clients write them ("01/2021 - todate", "2019-to date", "May-Aug 2022") in the one
 * form the period reader knows: words and years with a spaced dash between ("January 2021 –
 * to date"). Only the form changes: a month number becomes its name, nothing else is added.
 */

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * A month written as a word ("Jan", "Sept.", "August"): its name or a short form of it, never a
 * word that only begins like one ("junior", "janitor", "marketing", "decided").
 */
export const monthWord = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)(?![a-z])\.?`;
const year = String.raw`(?:19|20)\d\d`;
/** What may stand on either side of a period's dash. */
const dateEnd = String.raw`(?:${monthWord}|${year}|to\b|till\b|until\b|present\b|date\b|now\b|current\b)`;

// "03/2019", and "01.2016" as some Word CVs write it.
const numericMonth = new RegExp(String.raw`(?<![\d/.])(0?[1-9]|1[0-2])[/.](${year})(?![\d/])`, "g");
const joinedDash = new RegExp(
  String.raw`(?<=\b(?:${monthWord}|${year}))\s*[-–—]\s*(?=${dateEnd})`,
  "gi",
);

/**
 * "01/03/2016 – 31/12/2018", "15.06.2020 - date": a job's range of full dates, day first as
 * Kenyan CVs write them; the period gives the month and year. A lone date ("valid to
 * 31/12/2026") is no period and is left as written.
 */
const fullDate = String.raw`(?:0?[1-9]|[12]\d|3[01])[/.](0?[1-9]|1[0-2])[/.](${year})`;
const fullDateRange = new RegExp(
  String.raw`(?<![\d/.])${fullDate}(\s*[-–—]\s*)(?:${fullDate}(?![\d/])|(?=(?:to\s?)?(?:present|date|now|current)\b))`,
  "gi",
);

/** "2016-18", "2014 - 17": a range whose end gives only its last two digits. */
const shortEnd = /\b((?:19|20)(\d\d))\s?[-–—]\s?(\d\d)\b(?![\d/-]|\.\d)/g;

/**
 * "2014/2015" alone: one academic or financial year, from the first year to the next; and
 * "2016/2020" under a job, the slash a Word CV's dash, from the first year to the later one.
 */
const yearOverYear = /(?<![-–—]\s*)\b((?:19|20)\d\d)\/((?:19|20)\d\d)\b(?!\s*[-–—])/g;

/** "2020/present", "2019/to date": a slash between a start year and the job going on. */
const yearOverNow = /\b((?:19|20)\d\d)\s?\/\s?(?=(?:to\s?)?(?:present|date|now|current)\b)/gi;

/** "Oct '22", "Jul ’20": a month with its year's last two digits. */
const apostropheYear = new RegExp(String.raw`\b(${monthWord})\s?['’](\d\d)\b`, "gi");

const monthJoinedToYear = new RegExp(String.raw`\b(${monthWord})(?=(?:19|20)\d\d\b)`, "gi");

/** "Upper Hill -- 2019 to date", "2017--2018": a typewriter's double hyphen is a date's dash. */
const doubleHyphen = new RegExp(String.raw`\s*--\s*(?=${dateEnd})`, "gi");

export function spelledDates(text: string): string {
  const month = (m: string) => monthNames[Number(m) - 1];
  return (
    text
      .replace(doubleHyphen, " – ")
      .replace(
        fullDateRange,
        (_, m1: string, y1: string, dash: string, m2?: string, y2?: string) =>
          `${month(m1)} ${y1}${dash}${m2 ? `${month(m2)} ${y2}` : ""}`,
      )
      .replace(
        apostropheYear,
        (_, month: string, yy: string) => `${month} ${Number(yy) >= 50 ? "19" : "20"}${yy}`,
      )
      // "Oct 2023 upto now", "2019 up to date": the job goes on ("kept files up to date" stays).
      .replace(/(?<=\b(?:19|20)\d\d)\s+up\s?to\s(?=now\b|date\b|present\b)/gi, " to ")
      .replace(yearOverYear, (whole, start: string, end: string) =>
        Number(end) > Number(start) ? `${start} – ${end}` : whole,
      )
      .replace(yearOverNow, (_, start: string) => `${start} – `)
      .replace(numericMonth, (_, m: string, y: string) => `${monthNames[Number(m) - 1]} ${y}`)
      .replace(shortEnd, (whole, start: string, tail: string, end: string) =>
        Number(end) > Number(tail) ? `${start} – ${start.slice(0, 2)}${end}` : whole,
      )
      // "Aug.2017": a Word CV's month and year with no space between them.
      .replace(monthJoinedToYear, (month: string) => `${month.replace(/\.$/, "")} `)
      .replace(/\bto[- ]?date\b/gi, "to date")
      .replace(joinedDash, " – ")
  );
}
