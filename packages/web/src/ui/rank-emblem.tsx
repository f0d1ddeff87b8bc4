import { useId } from 'react';
import classes from './rank-emblem.module.css';

/** One colour per rank, lightest to richest as the ladder climbs. */
const RANK_COLORS = [
  ['var(--loyalty-blue-60)', 'var(--loyalty-blue-34)'],
  ['var(--loyalty-orange-65)', 'var(--loyalty-orange-39)'],
  ['var(--loyalty-grey-95)', 'var(--loyalty-blue-61)'],
  ['var(--loyalty-amber-74)', 'var(--loyalty-amber-45)'],
  ['var(--loyalty-teal-88)', 'var(--loyalty-teal-56)'],
  ['var(--loyalty-green-69)', 'var(--loyalty-green-33)'],
  ['var(--loyalty-blue-77)', 'var(--loyalty-blue-49)'],
  ['var(--loyalty-red-77)', 'var(--loyalty-red-41)'],
  ['var(--loyalty-teal-95)', 'var(--loyalty-blue-67)'],
  ['var(--loyalty-purple-83)', 'var(--loyalty-purple-49)'],
] as const;

export function rankColor(rankId: number): string {
  return (RANK_COLORS[rankId] ?? RANK_COLORS[0])[0];
}

/** A rank's gem: a faceted diamond in the rank's colours. */
export function RankEmblem({
  rankId,
  size = 40,
  locked = false,
}: {
  rankId: number;
  size?: number;
  locked?: boolean;
}) {
  const gradient = useId();
  const [light, deep] = RANK_COLORS[rankId] ?? RANK_COLORS[0];
  return (
    <svg
      className={classes.emblem}
      data-locked={locked || undefined}
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={deep} />
        </linearGradient>
      </defs>
      <path d="M14 6h20l10 12-20 26L4 18Z" fill={`url(#${gradient})`} />
      <path
        d="M4 18h40M14 6l10 12 10-12M24 18v26"
        fill="none"
        stroke="rgba(255,255,255,0.45)"
        strokeWidth="1.5"
      />
    </svg>
  );
}
