/**
 * The order a click on a column's heading asks for next: ascending by that column, then
 * descending, then the list's own order again (undefined), as the server reads `sort`
 * ("key", "-key", or nothing).
 */
export function nextSort(key: string, current: string | undefined): string | undefined {
  if (current === key) return `-${key}`;
  if (current === `-${key}`) return undefined;
  return key;
}

/** How a column is sorted now, as `aria-sort` says it. */
export function ariaSort(key: string, current: string | undefined): 'ascending' | 'descending' | 'none' {
  if (current === key) return 'ascending';
  if (current === `-${key}`) return 'descending';
  return 'none';
}
