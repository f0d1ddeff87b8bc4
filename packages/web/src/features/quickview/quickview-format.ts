const JOINED_FORMAT = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "Joined March 2026": the month the account was made, the same for every viewer. */
export function joinedLabel(joinedAt: string): string {
  return `Joined ${JOINED_FORMAT.format(new Date(joinedAt))}`;
}

/** A count with thousands separators ("12,345"). */
export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

/** The initial shown in the avatar circle. */
export function initialOf(username: string): string {
  return (Array.from(username)[0] ?? '?').toUpperCase();
}
