/**
 * A LIKE pattern that matches the start of a lower-cased column with `text` taken
 * literally: `%`, `_` and the backslash (PostgreSQL's default LIKE escape) in what staff
 * type are escaped, so a search for "a_b" does not also find "axb".
 */
export function startsWithPattern(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
