import { describe, expect, it } from 'vitest';
import { drawEntry, FLOAT_STATES, floatCounts } from './draw';

const wheel = { values: Array.from({ length: 54 }, (_, i) => i), weights: Array<number>(54).fill(1) };

describe('a weighted draw', () => {
  it('takes the entry whose run of cumulative weights holds floor(float × total)', () => {
    const table = { values: ['a', 'b', 'c'], weights: [1, 0, 3] };
    expect(drawEntry(table, 0)).toBe(0);
    expect(drawEntry(table, 0.2499)).toBe(0);
    expect(drawEntry(table, 0.25)).toBe(2);
    expect(drawEntry(table, 0.9999999)).toBe(2);
    expect(() => drawEntry(table, 1)).toThrow();
  });

  it('counts the floats of every entry exactly, at the boundaries the draw really uses', () => {
    const counts = floatCounts(wheel);
    expect(counts.reduce((a, b) => a + b, 0n)).toBe(FLOAT_STATES);
    // 2^32 / 54 = 79,536,431.4: 54 does not divide 2^32, so some segments take one float more.
    expect(new Set(counts)).toEqual(new Set([79_536_431n, 79_536_432n]));
    let first = 0n;
    counts.forEach((count, segment) => {
      const last = first + count - 1n;
      expect(drawEntry(wheel, Number(first) / 2 ** 32)).toBe(segment);
      expect(drawEntry(wheel, Number(last) / 2 ** 32)).toBe(segment);
      first = last + 1n;
    });
  });

  it('gives a power-of-two total exactly its weights', () => {
    expect(floatCounts({ values: [0, 1, 2], weights: [1, 5, 10] })).toEqual(
      [1n, 5n, 10n].map((weight) => (weight * FLOAT_STATES) / 16n),
    );
  });
});
