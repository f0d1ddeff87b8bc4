import { describe, expect, it } from 'vitest';
import { chartBars, chartTotal, MIN_BAR_HEIGHT } from './commission-chart-scale';

const days = (values: string[]) =>
  values.map((usd, index) => ({ day: `2026-11-${String(index + 1).padStart(2, '0')}`, usd }));

describe('chartBars', () => {
  it('gives the best day the full height and the others their share', () => {
    const bars = chartBars(days(['0', '1', '4', '2']), 100, 80, 0);
    expect(bars.map((bar) => bar.height)).toEqual([0, 20, 80, 40]);
    expect(bars.map((bar) => bar.y)).toEqual([80, 60, 0, 40]);
    expect(bars.map((bar) => bar.x)).toEqual([0, 25, 50, 75]);
    expect(bars.every((bar) => bar.width === 25)).toBe(true);
  });

  it('keeps the gap between bars inside each day slot', () => {
    const [first, second] = chartBars(days(['1', '1']), 100, 50, 4);
    expect(first?.width).toBe(46);
    expect(first?.x).toBe(2);
    expect(second?.x).toBe(52);
  });

  it('shows a tiny day beside a huge one, and no bar for a day without commission', () => {
    const bars = chartBars(days(['1000000', '0.000000000000000001', '0']), 90, 60);
    expect(bars[1]?.height).toBe(MIN_BAR_HEIGHT);
    expect(bars[2]?.height).toBe(0);
  });

  it('orders days that differ by one atom correctly', () => {
    const bars = chartBars(days(['123456789.000000000000000001', '123456789']), 20, 1_000_000_000);
    expect((bars[0]?.height ?? 0) >= (bars[1]?.height ?? 0)).toBe(true);
  });

  it('draws nothing for a month without commission, or no days', () => {
    expect(chartBars(days(['0', '0']), 10, 10).every((bar) => bar.height === 0)).toBe(true);
    expect(chartBars([], 10, 10)).toEqual([]);
  });

  it('treats an unreadable or negative figure as nothing', () => {
    const bars = chartBars(days(['-5', 'abc', '2']), 30, 10, 0);
    expect(bars.map((bar) => bar.height)).toEqual([0, 0, 10]);
  });
});

describe('chartTotal', () => {
  it('adds the days exactly', () => {
    expect(chartTotal(days(['0.1', '0.2']))).toBe(300_000_000_000_000_000n);
  });
});
