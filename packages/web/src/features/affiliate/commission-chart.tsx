import type { AffiliateCampaign } from '@ante/core';
import { useState } from 'react';
import { useUsdFormatter } from '../../lib/wallet/use-usd-formatter';
import classes from './affiliate.module.css';
import { chartBars, chartTotal } from './commission-chart-scale';

const WIDTH = 300;
const HEIGHT = 72;

const dayFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
const formatDay = (day: string) => dayFormat.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));

/**
 * A campaign's commission per day (UTC) over the last days the answer lists, as bars in
 * plain SVG. Hovering or touching a day shows what it earned; the bars grow in when the
 * chart appears (not with reduced motion).
 */
export function CommissionChart({ daily }: { daily: AffiliateCampaign['daily'] }) {
  const format = useUsdFormatter();
  const [hovered, setHovered] = useState<number | null>(null);
  const bars = chartBars(daily, WIDTH, HEIGHT);
  const total = chartTotal(daily);
  const point = hovered === null ? undefined : daily[hovered];

  const handlePointer = (event: React.PointerEvent<SVGSVGElement>) => {
    if (daily.length === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    const ratio = Math.min(0.9999, Math.max(0, (event.clientX - box.left) / box.width));
    setHovered(Math.floor(ratio * daily.length));
  };

  return (
    <figure className={classes.chart}>
      <figcaption className={classes.chartHead}>
        <span className={classes.chartTitle}>Last {daily.length} days</span>
        <span className={classes.chartValue}>
          {point ? (
            <>
              {formatDay(point.day)}: <strong>{format(point.usd)}</strong>
            </>
          ) : (
            <strong>{format(total)}</strong>
          )}
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className={classes.chartSvg}
        role="img"
        aria-label={`Commission per day over the last ${daily.length} days: ${format(total)} in all`}
        onPointerMove={handlePointer}
        onPointerDown={handlePointer}
        onPointerLeave={() => setHovered(null)}
      >
        {bars.map((bar, index) => (
          <g key={bar.day}>
            <rect
              x={bar.x}
              y={0}
              width={bar.width}
              height={HEIGHT}
              className={classes.chartSlot}
              data-hovered={hovered === index || undefined}
            />
            {bar.height > 0 && (
              <rect
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                rx={1}
                className={classes.chartBar}
                style={{ animationDelay: `${index * 12}ms` }}
                data-hovered={hovered === index || undefined}
              />
            )}
          </g>
        ))}
      </svg>
      {total === 0n && <p className={classes.chartEmpty}>Each day's commission will show here.</p>}
    </figure>
  );
}
