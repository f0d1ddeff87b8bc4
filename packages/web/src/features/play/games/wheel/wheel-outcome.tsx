import { type WheelParams, type WheelResult, wheel, wheelSegments } from '@ante/core';
import type { CSSProperties } from 'react';
import type { OutcomeUi } from '../../../fairness/game-fairness';
import { paramsOf } from '../../../fairness/round-record';
import classes from './wheel-outcome.module.css';

/** A segment's colour by what it pays: grey for nothing, then light, green, yellow, purple, orange, red. */
function wheelColour(value: number): string {
  if (value === 0) return '#2f4553';
  if (value < 1.5) return '#d5e8f2';
  if (value < 1.7) return '#00e701';
  if (value < 3) return '#fde905';
  if (value < 4) return '#7f47fd';
  if (value < 9) return '#fca32f';
  return '#fc2c51';
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
        <circle cx={SIZE / 2} cy={SIZE / 2} r={OUTER + 1.5} fill="#0f212e" />
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
        <circle cx={SIZE / 2} cy={SIZE / 2} r={INNER - 2} fill="#1a2c38" />
        <path d={`M ${SIZE / 2 - 4} 0 L ${SIZE / 2 + 4} 0 L ${SIZE / 2} 9 Z`} fill="#fc2c51" />
      </svg>
      <div className={classes.wheelCenter}>
        <span className={classes.wheelValue} style={{ color: colour === '#2f4553' ? '#b1bad3' : colour }}>
          {result.multiplier.toFixed(2)}×
        </span>
      </div>
    </div>
  );
}

export const wheelOutcome: OutcomeUi<WheelShown, WheelParams, WheelResult> = {
  fromVerify: (params, result) => ({ params, result }),
  fromRound({ params, result }) {
    const parsed = paramsOf(wheel.paramsSchema, params);
    const { index, multiplier } = result;
    return parsed && typeof index === 'number' && typeof multiplier === 'number'
      ? { params: parsed, result: { index, multiplier } }
      : null;
  },
  View: WheelOutcome,
  describe: ({ params, result }) =>
    `Segment ${result.index} of ${params.segments}, ${result.multiplier.toFixed(2)}×`,
};
