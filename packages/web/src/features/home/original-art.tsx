import type { ReactNode } from 'react';
import type { OriginalSlug } from './originals';

const INK = 'rgba(7, 16, 24, 0.55)';

const PLINKO_PEGS = [0, 1, 2, 3].flatMap((row) =>
  Array.from({ length: row + 2 }, (_, column) => ({ x: 32 - (row + 1) * 6 + column * 12, y: 16 + row * 11 })),
);
const KENO_PICKED = new Set([1, 4, 6, 11, 13]);
const KENO_CELLS = Array.from({ length: 16 }, (_, cell) => ({
  x: 14 + (cell % 4) * 12,
  y: 14 + Math.floor(cell / 4) * 12,
  picked: KENO_PICKED.has(cell),
}));
const WHEEL_SPOKES = [0, 45, 90, 135, 180, 225, 270, 315];

function Card({ x, y, rotate, children }: { x: number; y: number; rotate: number; children: ReactNode }) {
  return (
    <g transform={`rotate(${rotate} ${x + 12} ${y + 17})`}>
      <rect x={x} y={y} width="24" height="34" rx="4" fill="#fff" />
      {children}
    </g>
  );
}

/** Simple white glyphs for the placeholder tiles, until real game art exists. */
const ART: Record<OriginalSlug, ReactNode> = {
  dice: (
    <g transform="rotate(-12 32 32)">
      <rect x="12" y="12" width="40" height="40" rx="9" fill="#fff" />
      {[
        [22, 22],
        [42, 22],
        [32, 32],
        [22, 42],
        [42, 42],
      ].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="4" fill={INK} />
      ))}
    </g>
  ),
  limbo: (
    <g fill="#fff">
      <path d="M32 6c9 7 13 18 11 32H21C19 24 23 13 32 6Z" />
      <circle cx="32" cy="22" r="4.5" fill={INK} />
      <path d="M21 30 13 40l8 2ZM43 30l8 10-8 2Z" />
      <path d="M26 42h12l-6 14Z" fill="#ffe08a" />
    </g>
  ),
  plinko: (
    <g fill="#fff">
      {PLINKO_PEGS.map(({ x, y }) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="2.6" />
      ))}
      <circle cx="38" cy="27" r="4.5" fill="#ffe08a" />
      <rect x="10" y="54" width="44" height="5" rx="2.5" opacity="0.8" />
    </g>
  ),
  mines: (
    <g>
      <path d="M14 24 23 12h18l9 12-18 28Z" fill="#fff" />
      <path
        d="M14 24h36M23 12l9 40 9-40M23 12l-1 12 10 28 10-28-1-12"
        stroke={INK}
        strokeWidth="1.5"
        fill="none"
      />
    </g>
  ),
  keno: (
    <g>
      {KENO_CELLS.map(({ x, y, picked }) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="5" fill={picked ? '#fff' : 'rgba(255,255,255,0.35)'} />
      ))}
    </g>
  ),
  wheel: (
    <g>
      <circle cx="32" cy="34" r="22" fill="#fff" />
      {WHEEL_SPOKES.map((angle) => (
        <path key={angle} d="M32 34V12" stroke={INK} strokeWidth="2" transform={`rotate(${angle} 32 34)`} />
      ))}
      <circle cx="32" cy="34" r="5" fill={INK} />
      <path d="M26 6h12l-6 9Z" fill="#fff" />
    </g>
  ),
  roulette: (
    <g>
      <circle cx="32" cy="32" r="24" fill="#fff" />
      <circle cx="32" cy="32" r="17" fill="none" stroke={INK} strokeWidth="6" strokeDasharray="4.45 4.45" />
      <circle cx="32" cy="32" r="8" fill={INK} />
      <circle cx="44" cy="20" r="3.5" fill="#ffe08a" />
    </g>
  ),
  blackjack: (
    <g>
      <Card x={12} y={14} rotate={-12}>
        <path d="M24 24c-3 4-6 5-6 8a3 3 0 0 0 5 2l-1 4h4l-1-4a3 3 0 0 0 5-2c0-3-3-4-6-8Z" fill={INK} />
      </Card>
      <Card x={28} y={14} rotate={10}>
        <path d="M36 40 40 22l4 18M37.4 34h5.2" stroke={INK} strokeWidth="2.5" fill="none" />
      </Card>
    </g>
  ),
  baccarat: (
    <g>
      <Card x={14} y={12} rotate={-8}>
        <path d="M26 20 32 29 26 38 20 29Z" fill="#ff4d4d" />
      </Card>
      <Card x={26} y={18} rotate={8}>
        <path d="M38 26 44 35 38 44 32 35Z" fill="#ff4d4d" />
      </Card>
    </g>
  ),
  topdollar: (
    <g>
      <circle cx="32" cy="32" r="23" fill="#fff" />
      <circle cx="32" cy="32" r="18" fill="none" stroke={INK} strokeWidth="1.5" />
      <path
        d="M38 24c-1-3-4-4-6-4-4 0-7 2-7 5 0 7 14 4 14 11 0 3-3 5-7 5-3 0-6-1-7-4M32 16v32"
        stroke={INK}
        strokeWidth="3.5"
        fill="none"
        strokeLinecap="round"
      />
    </g>
  ),
  takethecrown: (
    <g fill="#fff">
      <path d="M10 44 13 18l11 12 8-16 8 16 11-12 3 26Z" />
      <rect x="10" y="47" width="44" height="6" rx="3" />
      <circle cx="32" cy="36" r="3.5" fill="#ff4d4d" />
    </g>
  ),
};

export function OriginalArt({ slug }: { slug: OriginalSlug }) {
  return (
    <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
      {ART[slug]}
    </svg>
  );
}
