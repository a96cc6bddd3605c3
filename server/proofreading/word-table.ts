/**
 * A lookup of words with no prototype: a document's word is a key, and "constructor" or
 * "toString" must find nothing, not Object's own members.
 */
export function wordTable(entries: Record<string, string>): Readonly<Record<string, string>> {
  return Object.assign(Object.create(null) as Record<string, string>, entries);
}
