/** A LIKE pattern that matches `text` literally anywhere (backslash is Postgres' default escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
