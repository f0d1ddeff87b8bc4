import { describe, expect, it } from 'vitest';
import { everyDay, usd } from './business-figures';

describe('the overview’s figures', () => {
  it('lists every day of the period, zero where nothing settled', () => {
    const days = everyDay([{ day: '2026-12-02', ggrUsd: '12.50' }], '2026-12-03T10:00:00.000Z', 7);
    expect(days.map((day) => day.day)).toEqual([
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
    expect(days.map((day) => day.ggrUsd)).toEqual(['0.00', '0.00', '0.00', '0.00', '0.00', '12.50', '0.00']);
  });

  it('writes dollars with a minus sign for a loss', () => {
    expect(usd('1234.5')).toBe('$1,234.50');
    expect(usd('-20')).toBe('-$20.00');
  });
});
