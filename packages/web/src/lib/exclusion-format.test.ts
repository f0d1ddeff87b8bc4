import type { Exclusion } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { describeExclusion, exclusionHeadline, isExclusionActive } from './exclusion-format';

const timeOut = (until: string): Exclusion => ({
  until,
  permanent: false,
  kind: 'time-out',
  state: 'running',
  reopensAt: null,
});
const selfExclusion = (
  until: string,
  state: Exclusion['state'],
  reopensAt: string | null = null,
): Exclusion => ({
  until,
  permanent: false,
  kind: 'self-exclusion',
  state,
  reopensAt,
});
const permanent: Exclusion = {
  until: null,
  permanent: true,
  kind: 'self-exclusion',
  state: 'running',
  reopensAt: null,
};

describe('breaks', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it('a time-out is on until its end, and permanent for good', () => {
    expect(isExclusionActive(timeOut('2026-11-22T12:00:01Z'), now)).toBe(true);
    expect(isExclusionActive(timeOut('2026-11-22T11:59:59Z'), now)).toBe(false);
    expect(isExclusionActive(permanent, now)).toBe(true);
  });
  it('an ended self-exclusion stays on until its reopening time', () => {
    expect(isExclusionActive(selfExclusion('2026-11-22T11:59:59Z', 'running'), now)).toBe(true);
    expect(isExclusionActive(selfExclusion('2026-11-20T12:00:00Z', 'ended'), now)).toBe(true);
    expect(
      isExclusionActive(selfExclusion('2026-11-20T12:00:00Z', 'reopening', '2026-11-22T12:00:01Z'), now),
    ).toBe(true);
    expect(
      isExclusionActive(selfExclusion('2026-11-20T12:00:00Z', 'reopening', '2026-11-22T11:59:59Z'), now),
    ).toBe(false);
  });
  it('says until when, or permanently, with the word for its kind', () => {
    expect(describeExclusion(permanent)).toBe('permanently');
    expect(describeExclusion(timeOut('2026-11-29T12:00:00Z'))).toMatch(/^until .*2026/);
    expect(exclusionHeadline(timeOut('2026-11-29T12:00:00Z'))).toMatch(
      /^Your account is on a time-out until .*2026.*\.$/,
    );
    expect(exclusionHeadline(selfExclusion('2027-05-29T12:00:00Z', 'running'))).toMatch(
      /^Your account is self-excluded until .*2027.*\.$/,
    );
    expect(exclusionHeadline(permanent)).toBe('Your account is self-excluded permanently.');
    expect(exclusionHeadline(selfExclusion('2026-11-20T12:00:00Z', 'ended'))).toMatch(
      /until you reopen it\.$/,
    );
    expect(
      exclusionHeadline(selfExclusion('2026-11-20T12:00:00Z', 'reopening', '2026-11-23T12:00:00Z')),
    ).toMatch(/^Your account reopens at .*2026.*\.$/);
  });
});
