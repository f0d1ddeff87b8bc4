import { type WheelParams, type WheelResult, wheelGame, wheelSegments } from '@ante/core';
import type { CSSProperties } from 'react';
import type { OutcomeUi } from '../../game-fairness';
import { paramsOf } from '../../round-record';
import classes from './wheel-outcome.module.css';

/** A segment's colour by what it pays: grey for nothing, then light, green, yellow, purple, orange, red. */
function wheelColour(value: number): string {
  if (value === 0) return 'var(--mantine-color-dark-4)';
  if (value < 1.5) return 'var(--wheel-blue-89)';
  if (value < 1.7) return 'var(--mantine-color-brand-6)';
  if (value < 3) return 'var(--wheel-yellow-51)';
  if (value < 4) return 'var(--wheel-purple-64)';
  if (value < 9) return 'var(--wheel-orange-59)';
  return 'var(--wheel-red-58)';
}

const SIZE = 100;
const OUTER = 48;
const INNER = 34;

function point(radius: number, degrees: number) {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return `${SIZE / 2 + radius * Math.cos(radians)} ${SIZE / 2 + radius * Math.sin(radians)}`;
}

function segmentPath(from: number, to: number): string {
  const large = to - from > 180 ? 1 : 0;
  return [
    `M ${point(OUTER, from)}`,
    `A ${OUTER} ${OUTER} 0 ${large} 1 ${point(OUTER, to)}`,
    `L ${point(INNER, to)}`,
    `A ${INNER} ${INNER} 0 ${large} 0 ${point(INNER, from)}`,
    'Z',
  ].join(' ');
}

type WheelShown = { params: WheelParams; result: WheelResult };

/** The wheel turned so the landed segment sits under the pointer, its multiplier in the middle. */
function WheelOutcome({ outcome: { params, result } }: { outcome: WheelShown }) {
  const values = wheelSegments(params.segments, params.risk).map(Number);
  const step = 360 / params.segments;
  const turn = -(result.index + 0.5) * step;
  const colour = wheelColour(result.multiplier);
  return (
    <div className={classes.wheel}>
      <svg className={classes.wheelSvg} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true">
        <circle cx={SIZE / 2} cy={SIZE / 2} r={OUTER + 1.5} fill="var(--mantine-color-dark-8)" />
        <g
          className={classes.wheelSpin}
          style={{ transform: `rotate(${turn}deg)`, '--from': `${turn - 360}deg` } as CSSProperties}
        >
          {values.map((value, index) => (
            <path
              // biome-ignore lint/suspicious/noArrayIndexKey: segments are positions; values repeat.
              key={index}
              d={segmentPath(index * step + 0.4, (index + 1) * step - 0.4)}
              fill={wheelColour(value)}
              opacity={index === result.index ? 1 : 0.55}
            />
          ))}
        </g>
        <circle cx={SIZE / 2} cy={SIZE / 2} r={INNER - 2} fill="var(--mantine-color-dark-7)" />
        <path d={`M ${SIZE / 2 - 4} 0 L ${SIZE / 2 + 4} 0 L ${SIZE / 2} 9 Z`} fill="var(--wheel-red-58)" />
      </svg>
      <div className={classes.wheelCenter}>
        <span
          className={classes.wheelValue}
          style={{ color: colour === 'var(--mantine-color-dark-4)' ? 'var(--mantine-color-dark-1)' : colour }}
        >
          {result.multiplier.toFixed(2)}×
        </span>
      </div>
    </div>
  );
}

export const wheelOutcome: OutcomeUi<WheelShown, WheelParams, WheelResult, WheelResult> = {
  fromVerify: (params, result) => ({ params, result }),
  fromRound({ params, result }) {
    const parsed = paramsOf(wheelGame.paramsSchema, params);
    return parsed && { params: parsed, result };
  },
  View: WheelOutcome,
  describe: ({ params, result }) =>
    `Segment ${result.index} of ${params.segments}, ${result.multiplier.toFixed(2)}×`,
};
