import { findPhoneNumbersInText } from "libphonenumber-js/max";

const emailPattern = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;

/** Domain typos visitors make often enough to fix silently. */
const domainFixes: Record<string, string> = {
  "gmail.con": "gmail.com",
  "gmail.co": "gmail.com",
  "gmial.com": "gmail.com",
  "gmai.com": "gmail.com",
  "gamil.com": "gmail.com",
  "gmail.cm": "gmail.com",
  "gmail.om": "gmail.com",
  "yahoo.con": "yahoo.com",
  "yaho.com": "yahoo.com",
  "hotmail.con": "hotmail.com",
  "hotmal.com": "hotmail.com",
  "outlook.con": "outlook.com",
};

/**
 * The last email address in a message (the last one wins: "not a@x.com, it's b@x.com").
 * Accepts the spoken form "jane at gmail dot com" and repairs common domain typos.
 */
export function extractEmail(text: string): string | undefined {
  const spoken = text.replace(
    /\b([a-z0-9._%+-]+)\s+(?:at|\[at\]|\(at\))\s+([a-z0-9-]+)\s+(?:dot|\.)\s+([a-z]{2,})(?:\s+(?:dot|\.)\s+([a-z]{2,}))?\b/gi,
    (_, user: string, host: string, tld: string, tld2?: string) =>
      `${user}@${host}.${tld}${tld2 ? `.${tld2}` : ""}`,
  );
  const found = pickStated(
    spoken,
    [...spoken.matchAll(emailPattern)].map((m) => ({ value: m[0], at: m.index })),
  );
  if (!found) return undefined;
  const email = found.toLowerCase().replace(/\.+$/, "");
  const at = email.lastIndexOf("@");
  const domain = email.slice(at + 1);
  return `${email.slice(0, at)}@${domainFixes[domain] ?? domain}`;
}

/**
 * The last valid phone number in a message as E.164. Kenyan numbers without a prefix
 * ("0712 345 678", "712345678", "254712345678") are read as Kenyan; others need their "+".
 */
export function extractPhone(text: string): string | undefined {
  // Strip emails first so their digits are never read as a number.
  const prepared = text
    .replace(emailPattern, " ")
    .replace(/(^|[^\d+])254[\s-]?(\d{3})[\s-]?(\d{3})[\s-]?(\d{3})(?!\d)/g, "$1+254$2$3$4")
    .replace(/(^|[^\d+])([71]\d{8})(?!\d)/g, "$10$2");
  const found = findPhoneNumbersInText(prepared, { defaultCountry: "KE" })
    .filter((f) => f.number.isValid())
    .map((f) => ({ value: f.number.number as string, at: f.startsAt }));
  return pickStated(prepared, found);
}

/**
 * Of several values in one message, the one the visitor means: the last one that is not
 * being retracted ("it's b@x.com, not a@x.com", "not 0711..., use 0722...").
 */
function pickStated(text: string, found: { value: string; at: number }[]): string | undefined {
  const kept = found.filter(
    ({ at }) =>
      !/\b(?:not|instead of|wrong|old|previous|incorrect)(?:\s*(?:one|email|number|is))?(?:\s*:)?\s*$/i.test(
        text.slice(Math.max(0, at - 25), at),
      ),
  );
  return (kept.length ? kept : found).at(-1)?.value;
}
