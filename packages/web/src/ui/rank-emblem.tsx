import { useId } from 'react';
import classes from './rank-emblem.module.css';

/** One colour per rank, lightest to richest as the ladder climbs. */
const RANK_COLORS = [
  ['#8a94a6', '#4b5563'],
  ['#e3a36b', '#9a5b2b'],
  ['#eef2f7', '#8d99ab'],
  ['#ffe17a', '#c9921a'],
  ['#c9f4f7', '#59b9c4'],
  ['#6ef2a6', '#16935a'],
  ['#8cc2ff', '#2559d6'],
  ['#ff8aa6', '#c0123f'],
  ['#e6fbff', '#67d7f0'],
  ['#c4a8ff', '#5b2bd1'],
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
