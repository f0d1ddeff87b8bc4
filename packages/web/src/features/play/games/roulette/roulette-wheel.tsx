import { EUROPEAN_WHEEL, pocketColour } from '@ante/core';
import type { RefObject } from 'react';
import classes from './roulette.module.css';
import { POCKET_ANGLE } from './use-roulette-spin';

function wedge(index: number, inner: number, outer: number): string {
  const a0 = ((index - 0.5) * POCKET_ANGLE * Math.PI) / 180;
  const a1 = ((index + 0.5) * POCKET_ANGLE * Math.PI) / 180;
  const point = (angle: number, radius: number) =>
    `${(radius * Math.sin(angle)).toFixed(3)} ${(-radius * Math.cos(angle)).toFixed(3)}`;
  return `M ${point(a0, outer)} A ${outer} ${outer} 0 0 1 ${point(a1, outer)} L ${point(a1, inner)} A ${inner} ${inner} 0 0 0 ${point(a0, inner)} Z`;
}

interface Props {
  /** Turned and moved by `useRouletteSpin`. */
  wheel: RefObject<SVGGElement | null>;
  ball: RefObject<SVGCircleElement | null>;
  landed: { roundId: string; pocket: number } | null;
}

/** A top view of a European wheel: 37 pockets, the ball and, once it lands, the number. */
export function RouletteWheel({ wheel, ball, landed }: Props) {
  return (
    <svg
      className={classes.wheel}
      viewBox="-100 -100 200 200"
      role="img"
      aria-label={landed ? `The ball landed on ${landed.pocket}` : 'Roulette wheel'}
    >
      <circle r={99} className={classes.wheelRim} />
      <circle r={91} className={classes.wheelTrack} />
      <g ref={wheel}>
        {EUROPEAN_WHEEL.map((pocket, index) => (
          <g key={pocket}>
            <path
              d={wedge(index, 64, 80)}
              className={classes.pocketFace}
              data-colour={pocketColour(pocket)}
            />
            <path d={wedge(index, 52, 64)} className={classes.pocketWell} />
            <text
              className={classes.pocketNumber}
              transform={`rotate(${index * POCKET_ANGLE}) translate(0 -72)`}
            >
              {pocket}
            </text>
          </g>
        ))}
        <circle r={52} className={classes.cone} />
        <g className={classes.turret}>
          <circle r={10} />
          <path d="M -3 -34 L 3 -34 L 2 0 L -2 0 Z" />
          <path d="M -3 34 L 3 34 L 2 0 L -2 0 Z" />
          <path d="M -34 -3 L -34 3 L 0 2 L 0 -2 Z" />
          <path d="M 34 -3 L 34 3 L 0 2 L 0 -2 Z" />
        </g>
      </g>
      <circle ref={ball} r={4.6} className={classes.ball} visibility="hidden" />
      {landed && (
        <g key={landed.roundId} className={classes.wheelResult} data-colour={pocketColour(landed.pocket)}>
          <circle r={21} />
          <text>{landed.pocket}</text>
        </g>
      )}
    </svg>
  );
}
