import type { AffiliateCampaign } from '@ante/core';
import { toAtoms } from '../../lib/money';

export type ChartBar = {
  day: string;
  usd: string;
  x: number;
  y: number;
  width: number;
  height: number;
};

/** A bar that earned anything is at least this tall, so a small day still shows. */
export const MIN_BAR_HEIGHT = 2;

/**
 * The bars of the commission chart in a `width` × `height` box, one per day in the
 * order given (the contract lists every day, oldest first), the best day full height.
 * Heights compare exact atoms turned into a ratio only at the end, so two days that
 * differ by one atom never draw the wrong way round; a day without commission has no
 * height at all.
 */
export function chartBars(
  daily: AffiliateCampaign['daily'],
  width: number,
  height: number,
  gap = 2,
): ChartBar[] {
  if (daily.length === 0) return [];
  const atoms = daily.map((point) => {
    const value = toAtoms(point.usd);
    return value > 0n ? value : 0n;
  });
  // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.max does not take
  const max = atoms.reduce((best, value) => (value > best ? value : best), 0n);
  const slot = width / daily.length;
  const barWidth = Math.max(1, slot - gap);
  return daily.map((point, index) => {
    const value = atoms[index] ?? 0n;
    // Scaled to parts per million before leaving bigint: exact enough for any screen.
    const share = max === 0n ? 0 : Number((value * 1_000_000n) / max) / 1_000_000;
    const barHeight = value === 0n ? 0 : Math.max(MIN_BAR_HEIGHT, share * height);
    return {
      day: point.day,
      usd: point.usd,
      x: index * slot + (slot - barWidth) / 2,
      y: height - barHeight,
      width: barWidth,
      height: barHeight,
    };
  });
}

/** The total over the days the chart shows, as atoms. */
export function chartTotal(daily: AffiliateCampaign['daily']): bigint {
  return daily.reduce((sum, point) => sum + toAtoms(point.usd), 0n);
}
