/** A LIKE pattern that matches `text` literally anywhere (backslash is Postgres' default escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The digits of a phone number as typed ("0712 345 678", "+254 712…"), without the trunk 0 or
 * country code, so a search matches the stored "+254712345678"; null when `text` is no number.
 */
export function phoneSearchDigits(text: string): string | null {
  if (!/^[\d\s()+-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, "").replace(/^(?:254|0)/, "");
  return digits.length >= 4 ? digits : null;
}
