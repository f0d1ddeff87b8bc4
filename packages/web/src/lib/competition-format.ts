const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** "3d 4h", "4h 12m", "12m 5s", "5s": the two largest units of a duration. */
export function formatDuration(ms: number): string {
  const left = Math.max(0, ms);
  const days = Math.floor(left / DAY_MS);
  const hours = Math.floor((left % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((left % HOUR_MS) / MINUTE_MS);
  const seconds = Math.floor((left % MINUTE_MS) / SECOND_MS);
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  if (minutes > 0) return `${minutes}m ${seconds}s`;
  return `${seconds}s`;
}

/** What a competition's clock says now: time to its start, time left, or that it ended. */
export function clockText(competition: { startsAt: string; endsAt: string }, nowMs: number): string {
  const starts = Date.parse(competition.startsAt);
  const ends = Date.parse(competition.endsAt);
  if (nowMs < starts) return `Starts in ${formatDuration(starts - nowMs)}`;
  if (nowMs < ends) return `Ends in ${formatDuration(ends - nowMs)}`;
  return 'Ended';
}

/** The phase at `nowMs`; the server's status may be a poll old. */
export function phaseAt(competition: { startsAt: string; endsAt: string }, nowMs: number) {
  if (nowMs < Date.parse(competition.startsAt)) return 'upcoming' as const;
  if (nowMs < Date.parse(competition.endsAt)) return 'live' as const;
  return 'ended' as const;
}

/** "1st", "2nd", "3rd", "4th", "11th", "21st". */
export function ordinal(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[place % 10] ?? 'th';
  return `${place}${suffix}`;
}
