import { sql } from 'kysely';

/**
 * The ORDER BY a back-office list's `sort` asks for (core contracts/back-office.ts,
 * `sortQuery`): the key's column, ascending, or descending after a "-". Only columns
 * the list itself names can come out, so the query's text never reaches the SQL; a key
 * the list does not know falls back to the list's own order. Callers add their id as a
 * last key in the same direction, so pages never repeat or skip rows of equal value.
 */
export function sortOrder<K extends string>(
  sort: string | undefined,
  fallback: NoInfer<K> | `-${NoInfer<K>}`,
  columns: Record<K, string>,
) {
  const parse = (value: string) => {
    const descending = value.startsWith('-');
    const key = descending ? value.slice(1) : value;
    return Object.hasOwn(columns, key) ? { key: key as K, descending } : null;
  };
  const chosen = (sort === undefined ? null : parse(sort)) ?? parse(fallback);
  if (!chosen) throw new Error(`the fallback order ${fallback} is not one of the list's columns`);
  return {
    column: sql.ref(columns[chosen.key]),
    direction: chosen.descending ? ('desc' as const) : ('asc' as const),
  };
}
