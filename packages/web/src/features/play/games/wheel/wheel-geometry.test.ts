import { WHEEL_RISKS, WHEEL_SEGMENTS, wheelSegments } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { landingRotation, segmentAt, wheelColours, wheelLegend } from './wheel-geometry';

describe('landingRotation', () => {
  it('stops every segment under the pointer, from any start, after the asked turns', () => {
    for (const segments of WHEEL_SEGMENTS) {
      for (let index = 0; index < segments; index += 1) {
        for (const from of [0, 123.4, -77, 3600.5]) {
          for (const offset of [-0.4, 0, 0.4]) {
            const to = landingRotation(from, index, segments, 3, offset);
            expect(segmentAt(to, segments)).toBe(index);
            expect(to - from).toBeGreaterThanOrEqual(3 * 360);
            expect(to - from).toBeLessThan(4 * 360);
          }
        }
      }
    }
  });

  it('keeps a wild offset inside the segment', () => {
    expect(segmentAt(landingRotation(0, 4, 10, 2, 0.9), 10)).toBe(4);
    expect(segmentAt(landingRotation(0, 4, 10, 2, -0.9), 10)).toBe(4);
  });
});

describe('segmentAt', () => {
  it('reads segment 0 under the pointer at rest and the last one just after turning', () => {
    expect(segmentAt(0, 10)).toBe(0);
    expect(segmentAt(1, 10)).toBe(9);
    expect(segmentAt(-36.5, 10)).toBe(1);
  });
});

describe('wheel colours', () => {
  it('gives every distinct multiplier of every table its own colour', () => {
    for (const segments of WHEEL_SEGMENTS) {
      for (const risk of WHEEL_RISKS) {
        const colours = wheelColours(wheelSegments(segments, risk));
        expect(new Set(colours.values()).size).toBe(colours.size);
      }
    }
  });

  it('lists each multiplier once with its count of segments', () => {
    const legend = wheelLegend(wheelSegments(10, 'low'));
    expect(legend.map((entry) => [entry.multiplier, entry.count])).toEqual([
      ['0', 2],
      ['1.2', 7],
      ['1.5', 1],
    ]);
  });
});
