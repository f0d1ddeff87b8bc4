import { describe, expect, it } from 'vitest';
import { formatRange } from './format-range';

describe('formatRange', () => {
  it('describes the rows shown', () => {
    expect(formatRange(0, 20, 57)).toBe('1-20 of 57');
    expect(formatRange(40, 17, 57)).toBe('41-57 of 57');
    expect(formatRange(0, 0, 0)).toBe('0 of 0');
  });
});
