import { type PlinkoParams, type PlinkoResult, plinkoBuckets, plinkoGame } from '@ante/core';
import type { CSSProperties } from 'react';
import type { OutcomeUi } from '../../game-fairness';
import { paramsOf } from '../../round-record';
import classes from './plinko-outcome.module.css';

const GAP = 10;
const ROW_HEIGHT = 9;
const TOP = 6;

/** Centre buckets yellow, outer ones red, as plinko boards colour them. */
function bucketColour(bucket: number, rows: number): string {
  const distance = Math.abs(bucket - rows / 2) / (rows / 2);
  const hue = Math.round(48 - distance * 48);
  return `hsl(${hue} 100% ${58 - distance * 6}%)`;
}

type PlinkoShown = { params: PlinkoParams; result: PlinkoResult };

/**
 * The board of docs/provably-fair.md#the-games: row r has r + 3 pegs; after k bounces with c of
 * them to the right the ball is (c - k / 2) gaps from the centre, which is the peg
 * it strikes next, and after the last row the gap over bucket c.
 */
function PlinkoOutcome({ outcome: { params, result } }: { outcome: PlinkoShown }) {
  const { rows } = params;
  const width = (rows + 2) * GAP;
  const centre = width / 2;
  const height = TOP + rows * ROW_HEIGHT + 4;
  const buckets = plinkoBuckets(rows, params.risk);

  const pegs: { x: number; y: number }[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let peg = 0; peg < row + 3; peg += 1) {
      pegs.push({ x: centre + (peg - (row + 2) / 2) * GAP, y: TOP + row * ROW_HEIGHT });
    }
  }

  const points: string[] = [`${centre},0`];
  let rights = 0;
  result.path.forEach((step, row) => {
    points.push(`${centre + (rights - row / 2) * GAP},${TOP + row * ROW_HEIGHT - 2.6}`);
    rights += step;
  });
  const landX = centre + (result.bucket - rows / 2) * GAP;
  points.push(`${landX},${height}`);

  return (
    <div className={classes.plinko}>
      <svg className={classes.plinkoSvg} viewBox={`0 -2 ${width} ${height + 2}`} aria-hidden="true">
        {pegs.map((peg) => (
          <circle
            key={`${peg.x}:${peg.y}`}
            cx={peg.x}
            cy={peg.y}
            r={1.3}
            fill="var(--mantine-color-dark-1)"
          />
        ))}
        <polyline className={classes.plinkoPath} points={points.join(' ')} pathLength={1} />
        <circle cx={landX} cy={height - 2} r={2.4} fill="var(--mantine-color-brand-6)" />
      </svg>
      {/* The buckets sit in the gaps of the last row, so the row is inset by one peg gap on each side. */}
      <div
        className={classes.buckets}
        style={{ '--count': buckets.length, padding: `0 ${(100 * (GAP / 2)) / width}%` } as CSSProperties}
      >
        {buckets.map((value, bucket) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: buckets are positions; values repeat.
            key={bucket}
            className={classes.bucket}
            data-hit={bucket === result.bucket || undefined}
            style={{ '--bucket': bucketColour(bucket, rows) } as CSSProperties}
          >
            {value}
            {Number(value) < 100 ? '×' : ''}
          </span>
        ))}
      </div>
    </div>
  );
}

export const plinkoOutcome: OutcomeUi<PlinkoShown, PlinkoParams, PlinkoResult, PlinkoResult> = {
  fromVerify: (params, result) => ({ params, result }),
  fromRound({ params, result }) {
    const parsed = paramsOf(plinkoGame.paramsSchema, params);
    return parsed && { params: parsed, result };
  },
  View: PlinkoOutcome,
  describe: ({ params, result }) => `Bucket ${result.bucket} of ${params.rows + 1}, ${result.multiplier}×`,
};
