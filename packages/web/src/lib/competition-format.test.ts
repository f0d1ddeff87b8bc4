import { describe, expect, it } from 'vitest';
import { clockText, formatDuration, ordinal, phaseAt } from './competition-format';

describe('competition formatting', () => {
  it('shows the two largest units of a duration', () => {
    expect(formatDuration(3 * 86_400_000 + 4 * 3_600_000 + 5_000)).toBe('3d 4h');
    expect(formatDuration(4 * 3_600_000 + 12 * 60_000)).toBe('4h 12m');
    expect(formatDuration(12 * 60_000 + 5_000)).toBe('12m 5s');
    expect(formatDuration(5_400)).toBe('5s');
    expect(formatDuration(-10)).toBe('0s');
  });

  it('tells upcoming, live and ended apart by the clock', () => {
    const competition = { startsAt: '2030-01-01T00:00:00.000Z', endsAt: '2030-01-02T00:00:00.000Z' };
    const start = Date.parse(competition.startsAt);
    expect(clockText(competition, start - 60_000)).toBe('Starts in 1m 0s');
    expect(phaseAt(competition, start - 1)).toBe('upcoming');
    expect(clockText(competition, start + 3_600_000)).toBe('Ends in 23h 0m');
    expect(phaseAt(competition, start)).toBe('live');
    expect(clockText(competition, start + 86_400_000)).toBe('Ended');
    expect(phaseAt(competition, start + 86_400_000)).toBe('ended');
  });

  it('names places', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 102].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '102nd',
    ]);
  });
});
