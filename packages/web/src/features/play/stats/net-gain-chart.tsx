import { useId, useState } from 'react';
import type { NetGainPoint } from './live-stats';
import classes from './live-stats.module.css';

const WIDTH = 300;
const HEIGHT = 120;
const PAD_Y = 8;

/**
 * A number for drawing only: the position of a point on the chart. Money itself stays
 * exact; a few parts in 10^15 of error cannot move a pixel.
 */
function plotValue(decimal: string): number {
  const value = Number(decimal);
  return Number.isFinite(value) ? value : 0;
}

type NetGainChartProps = {
  history: readonly NetGainPoint[];
  /** How a hovered point's value is written (the panel knows the currency). */
  formatValue(decimal: string): string;
};

/**
 * The running net gain after each bet, from zero: green above the zero line, red
 * below, in plain SVG. Hovering (or touching) shows the value at that bet.
 */
export function NetGainChart({ history, formatValue }: NetGainChartProps) {
  const id = `chart${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [hovered, setHovered] = useState<number | null>(null);
  const values = [0, ...history.map((point) => plotValue(point.netGain))];
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const x = (index: number) => (values.length === 1 ? 0 : (index / (values.length - 1)) * WIDTH);
  const y = (value: number) => PAD_Y + ((max - value) / span) * (HEIGHT - PAD_Y * 2);
  const zeroY = y(0);
  const line = values.map((value, index) => `${index === 0 ? 'M' : 'L'}${x(index)},${y(value)}`).join(' ');
  const area = `${line} L${x(values.length - 1)},${zeroY} L0,${zeroY} Z`;

  const handlePointer = (event: React.PointerEvent<SVGSVGElement>) => {
    if (history.length === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    const ratio = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
    setHovered(Math.round(ratio * (values.length - 1)));
  };

  const hoveredPoint = hovered !== null && hovered > 0 ? history[hovered - 1] : undefined;

  return (
    <div className={classes.chart}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className={classes.chartSvg}
        role="img"
        aria-label={`Net gain over the last ${history.length} bets`}
        onPointerMove={handlePointer}
        onPointerDown={handlePointer}
        onPointerLeave={() => setHovered(null)}
      >
        <defs>
          <clipPath id={`${id}-above`}>
            <rect x="0" y="0" width={WIDTH} height={zeroY} />
          </clipPath>
          <clipPath id={`${id}-below`}>
            <rect x="0" y={zeroY} width={WIDTH} height={HEIGHT - zeroY} />
          </clipPath>
        </defs>
        <path d={area} className={classes.areaUp} clipPath={`url(#${id}-above)`} />
        <path d={area} className={classes.areaDown} clipPath={`url(#${id}-below)`} />
        <line
          x1="0"
          x2={WIDTH}
          y1={zeroY}
          y2={zeroY}
          className={classes.zero}
          vectorEffect="non-scaling-stroke"
        />
        <path
          d={line}
          className={classes.lineUp}
          clipPath={`url(#${id}-above)`}
          vectorEffect="non-scaling-stroke"
        />
        <path
          d={line}
          className={classes.lineDown}
          clipPath={`url(#${id}-below)`}
          vectorEffect="non-scaling-stroke"
        />
        {hovered !== null && hovered > 0 && (
          <line
            x1={x(hovered)}
            x2={x(hovered)}
            y1="0"
            y2={HEIGHT}
            className={classes.cursor}
            vectorEffect="non-scaling-stroke"
          />
        )}
      </svg>
      {history.length === 0 && <p className={classes.chartEmpty}>Your bets will draw a line here.</p>}
      {hoveredPoint && (
        <p className={classes.chartTip}>
          Bet {hovered}: <strong>{formatValue(hoveredPoint.netGain)}</strong>
        </p>
      )}
    </div>
  );
}
