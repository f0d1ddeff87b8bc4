/** "1-20 of 57": which rows of the whole list this page shows. */
export function formatRange(offset: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return `0 of ${total}`;
  return `${offset + 1}-${offset + shown} of ${total}`;
}
