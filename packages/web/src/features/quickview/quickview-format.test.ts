import { describe, expect, it } from 'vitest';
import { formatCount, initialOf, joinedLabel } from './quickview-format';

describe('quickview formatting', () => {
  it('names the month and year joined, in UTC', () => {
    expect(joinedLabel('2026-03-31T23:30:00.000Z')).toBe('Joined March 2026');
    expect(joinedLabel('2025-12-01T00:00:00.000Z')).toBe('Joined December 2025');
  });

  it('separates thousands', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(0)).toBe('0');
  });

  it("takes the name's first letter, upper-cased", () => {
    expect(initialOf('alice')).toBe('A');
    expect(initialOf('')).toBe('?');
  });
});
