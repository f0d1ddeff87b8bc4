import { type WheelParams, wheelSegments } from '@ante/core';
import { type CSSProperties, useMemo, useRef } from 'react';
import { formatMultiplier } from '../../format';
import type { SingleStepBoardProps } from '../../game-ui';
import { useWheelSpin } from './use-wheel-spin';
import classes from './wheel.module.css';
import { sectorPath, segmentAngle, wheelColours, wheelLegend } from './wheel-geometry';

const OUTER = 100;
const INNER = 78;

/** The wheel of multipliers with its pointer on top, and the legend of what each colour pays. */
export function WheelBoard({ params, round, speed, onSettled }: SingleStepBoardProps<WheelParams>) {
  const wheel = useRef<SVGGElement>(null);
  const pointer = useRef<SVGGElement>(null);
  const multipliers = useMemo(
    () => wheelSegments(params.segments, params.risk),
    [params.segments, params.risk],
  );
  const colours = useMemo(() => wheelColours(multipliers), [multipliers]);
  const legend = useMemo(() => wheelLegend(multipliers), [multipliers]);
  const { landing } = useWheelSpin(wheel, pointer, round, speed, onSettled);

  // A landing on another table (the player changed segments or risk since) is not shown.
  const landed =
    landing && landing.params.segments === params.segments && landing.params.risk === params.risk
      ? landing.index
      : null;
  const landedMultiplier = landed === null ? null : (multipliers[landed] ?? null);
  const step = segmentAngle(params.segments);

  return (
    <div className={classes.board}>
      <div className={classes.wheelBox}>
        <svg
          className={classes.svg}
          viewBox="-112 -112 224 224"
          role="img"
          aria-label={
            landedMultiplier === null
              ? `Wheel of ${params.segments} segments, ${params.risk} risk`
              : `The wheel stopped on ${formatMultiplier(landedMultiplier)}`
          }
        >
          <circle className={classes.rim} r={OUTER + 8} />
          <g ref={wheel} className={classes.wheel} data-landed={landed !== null || undefined}>
            {multipliers.map((multiplier, index) => (
              <path
                // Segments are fixed slots of the table; the index is the segment.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                className={classes.segment}
                data-hit={index === landed || undefined}
                d={sectorPath(index * step, (index + 1) * step, INNER, OUTER)}
                fill={colours.get(multiplier)}
              />
            ))}
          </g>
          <circle className={classes.hub} r={INNER - 6} />
          <circle className={classes.hubRing} r={INNER - 16} />
          {landedMultiplier !== null && (
            <text
              key={landing?.roundId}
              className={classes.result}
              fill={colours.get(landedMultiplier)}
              fontSize={landedMultiplier.length > 3 ? 24 : 28}
            >
              {formatMultiplier(landedMultiplier)}
            </text>
          )}
          <g ref={pointer} className={classes.pointer}>
            <path d="M -10 -114 L 10 -114 L 10 -104 L 0 -86 L -10 -104 Z" />
          </g>
        </svg>
      </div>
      <ul className={classes.legend} aria-label="Multipliers on the wheel">
        {legend.map((entry) => {
          const chance = (entry.count / params.segments) * 100;
          return (
            <li
              key={entry.multiplier}
              className={classes.legendItem}
              style={{ '--colour': entry.colour } as CSSProperties}
              data-hit={entry.multiplier === landedMultiplier || undefined}
              title={`${formatMultiplier(entry.multiplier)}: ${entry.count} of ${params.segments} segments (${chance.toFixed(chance % 1 ? 1 : 0)}%)`}
            >
              {formatMultiplier(entry.multiplier)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
