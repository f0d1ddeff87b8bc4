import { type PlinkoParams, plinkoBuckets } from '@ante/core';
import { type CSSProperties, useCallback, useMemo, useRef, useState } from 'react';
import type { SingleStepBoardProps } from '../../game-ui';
import classes from './plinko.module.css';
import {
  BUCKET_HEIGHT,
  bucketHeat,
  bucketLabel,
  heatColour,
  PEG_RADIUS,
  plinkoLayout,
} from './plinko-geometry';
import { usePlinkoDrops } from './use-plinko-drops';

const HISTORY_LENGTH = 5;

interface Landing {
  roundId: string;
  label: string;
  colour: string;
}

/** The peg triangle, the bucket row and the balls dropping into the buckets the server chose. */
export function PlinkoBoard({ params, round, speed, onSettled }: SingleStepBoardProps<PlinkoParams>) {
  const layout = useMemo(() => plinkoLayout(params.rows), [params.rows]);
  const multipliers = useMemo(() => plinkoBuckets(params.rows, params.risk), [params.rows, params.risk]);
  const colours = useMemo(() => bucketHeat(multipliers).map(heatColour), [multipliers]);
  const svg = useRef<SVGSVGElement>(null);
  const layer = useRef<SVGGElement>(null);
  const [landings, setLandings] = useState<Landing[]>([]);

  // The round's own params: by the time a ball lands the board may show other rows or risk.
  const handleLanded = useCallback((roundId: string, played: PlinkoParams, bucket: number) => {
    const table = plinkoBuckets(played.rows, played.risk);
    const colour = heatColour(bucketHeat(table)[bucket] ?? 0);
    const label = bucketLabel(table[bucket] ?? '0');
    setLandings((previous) =>
      previous.some((landing) => landing.roundId === roundId)
        ? previous
        : [{ roundId, label, colour }, ...previous].slice(0, HISTORY_LENGTH),
    );
  }, []);

  usePlinkoDrops({
    svg,
    layer,
    ballClass: classes.ball ?? '',
    layout,
    round,
    speed,
    onSettled,
    onLanded: handleLanded,
  });

  return (
    <div className={classes.board}>
      <div className={classes.stage}>
        <svg
          ref={svg}
          className={classes.svg}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          role="img"
          aria-label={`Plinko board: ${params.rows} rows, ${params.risk} risk`}
        >
          <g>
            {layout.pegs.map((peg) => (
              <circle
                key={`${peg.row}-${peg.index}`}
                data-peg={`${peg.row}-${peg.index}`}
                className={classes.peg}
                cx={peg.x}
                cy={peg.y}
                r={PEG_RADIUS}
              />
            ))}
          </g>
          <g ref={layer} />
          <g>
            {layout.buckets.map((bucket, index) => {
              const label = bucketLabel(multipliers[index] ?? '0');
              return (
                <g
                  // Buckets are fixed slots of this layout; their index is their identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  key={index}
                  data-bucket={index}
                  className={classes.bucket}
                  style={{ '--bucket': colours[index] } as CSSProperties}
                >
                  <rect
                    className={classes.bucketShadow}
                    x={bucket.x}
                    y={bucket.y + 4}
                    width={layout.bucketWidth}
                    height={BUCKET_HEIGHT}
                    rx={5}
                  />
                  <rect
                    className={classes.bucketFace}
                    x={bucket.x}
                    y={bucket.y}
                    width={layout.bucketWidth}
                    height={BUCKET_HEIGHT}
                    rx={5}
                  />
                  <text
                    className={classes.bucketLabel}
                    x={bucket.x + layout.bucketWidth / 2}
                    y={bucket.y + BUCKET_HEIGHT / 2}
                    fontSize={label.length > 4 ? 9.5 : 11}
                  >
                    {label.slice(0, -1)}
                    <tspan className={classes.times}>×</tspan>
                  </text>
                </g>
              );
            })}
          </g>
        </svg>
        {landings.length > 0 && (
          <ol className={classes.history} aria-label="Last results">
            {landings.map((landing) => (
              <li
                key={landing.roundId}
                className={classes.historyItem}
                style={{ '--bucket': landing.colour } as CSSProperties}
              >
                {landing.label}
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
