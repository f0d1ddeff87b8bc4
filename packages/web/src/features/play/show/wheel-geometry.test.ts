import { describe, expect, it } from 'vitest';
import {
  bonusWheelSegment,
  easeOutCubic,
  landingNudge,
  landingRotation,
  restRotation,
  segmentAt,
  spinRotation,
  spreadLayout,
} from './wheel-geometry';

describe('the wheel angle', () => {
  it('rests segment 0 under the pointer', () => {
    expect(segmentAt(0, 54)).toBe(0);
    expect(segmentAt(restRotation(17, 54), 54)).toBe(17);
  });
  it('lands on every index after at least the turns asked for', () => {
    for (let index = 0; index < 54; index += 1) {
      const from = restRotation((index * 5) % 54, 54);
      const to = landingRotation(from, index, 54, 5, landingNudge(index + 3));
      expect(segmentAt(to, 54)).toBe(index);
      expect(to - from).toBeGreaterThanOrEqual(5 * 360);
      expect(to - from).toBeLessThan(6 * 360);
    }
  });
  it('keeps the nudge inside the segment', () => {
    for (let id = 1; id < 200; id += 1) expect(Math.abs(landingNudge(id))).toBeLessThanOrEqual(0.3);
  });
  it('decelerates to a stop exactly at the stop time', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBe(0.875);
    expect(spinRotation(10, 2000, 0, 8000, 8000)).toBe(2000);
    expect(spinRotation(10, 2000, 0, 8000, 12_000)).toBe(2000);
    expect(spinRotation(10, 2000, 0, 8000, -5)).toBe(10);
  });
});

describe('the Dragon Wheel layout', () => {
  const weights = [23, 13, 11, 7, 4, 3, 2, 1];
  it('gives each entry as many segments as its weight', () => {
    const layout = spreadLayout(weights);
    expect(layout).toHaveLength(64);
    weights.forEach((weight, entry) => {
      expect(layout.filter((value) => value === entry)).toHaveLength(weight);
    });
  });
  it('stops on a segment of the drawn entry', () => {
    const layout = spreadLayout(weights);
    for (let entry = 0; entry < weights.length; entry += 1) {
      expect(layout[bonusWheelSegment(layout, entry, 41)]).toBe(entry);
    }
  });
});
