const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3_600_000],
  ['month', 30 * 24 * 3_600_000],
  ['week', 7 * 24 * 3_600_000],
  ['day', 24 * 3_600_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/**
 * "just now", "5 minutes ago", "yesterday": how long ago a moment was, in the
 * largest whole unit. A time slightly in the future (the server's clock running
 * ahead of this one) also reads as "just now".
 */
export function formatRelativeTime(isoDate: string, nowMs: number): string {
  const elapsedMs = nowMs - new Date(isoDate).getTime();
  if (!Number.isFinite(elapsedMs) || elapsedMs < 60_000) return 'just now';
  for (const [unit, unitMs] of UNITS) {
    if (elapsedMs >= unitMs) return relative.format(-Math.floor(elapsedMs / unitMs), unit);
  }
  return 'just now';
}
