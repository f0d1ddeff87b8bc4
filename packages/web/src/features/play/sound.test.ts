import { describe, expect, it } from 'vitest';
import { tonePeaks } from './sound';

describe('tonePeaks', () => {
  it('plays nothing at volume 0, or below it', () => {
    expect(tonePeaks('win', 0)).toEqual([]);
    expect(tonePeaks('bet', -0.5)).toEqual([]);
    expect(tonePeaks('bet', Number.NaN)).toEqual([]);
  });

  it('scales every tone of a cue with the volume', () => {
    const full = tonePeaks('win', 1);
    expect(full).toHaveLength(3);
    expect(tonePeaks('win', 0.5)).toEqual(full.map((peak) => peak / 2));
    expect(tonePeaks('win', 0.05).every((peak, index) => peak < (full[index] ?? 0))).toBe(true);
  });

  it('never goes past full volume', () => {
    expect(tonePeaks('lose', 3)).toEqual(tonePeaks('lose', 1));
  });
});
