import { describe, expect, it } from 'vitest';
import { describeExclusion, isExclusionActive } from './exclusion-format';

describe('breaks', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it('is on until its end, and for good when permanent', () => {
    expect(isExclusionActive({ until: '2026-11-22T12:00:01Z', permanent: false }, now)).toBe(true);
    expect(isExclusionActive({ until: '2026-11-22T11:59:59Z', permanent: false }, now)).toBe(false);
    expect(isExclusionActive({ until: null, permanent: true }, now)).toBe(true);
  });
  it('says until when, or permanently', () => {
    expect(describeExclusion({ until: null, permanent: true })).toBe('permanently');
    expect(describeExclusion({ until: '2026-11-29T12:00:00Z', permanent: false })).toMatch(/^until .*2026/);
  });
});
