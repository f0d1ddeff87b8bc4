import { describe, expect, it } from 'vitest';
import { EXAMPLE, expectedMultiplier, expectInRtpBand } from '../shared/test-support';
import { multiplier } from '../types';
import {
  WHEEL_RISKS,
  WHEEL_SEGMENTS,
  type WheelRisk,
  type WheelSegments,
  wheelGame,
  wheelSegments,
} from './wheel';

const outcomes = (segments: WheelSegments, risk: WheelRisk) =>
  wheelSegments(segments, risk).map((value) => ({ weight: 1n, multiplier: multiplier(value) }));

describe('wheel', () => {
  it.each([
    [10, 3],
    [30, 9],
    [50, 15],
  ] as const)('stops the worked example on %i segments at index %i', (segments, index) => {
    const { result, multiplier: pays } = wheelGame.play(EXAMPLE, { segments, risk: 'medium' });
    expect(result.index).toBe(index);
    expect(pays).toBe(multiplier(wheelSegments(segments, 'medium')[index] ?? ''));
    expect(pays).toBe(multiplier(String(result.multiplier)));
  });

  it('pays the documented segments', () => {
    expect(wheelGame.play(EXAMPLE, { segments: 10, risk: 'medium' }).result.multiplier).toBe(1.5);
    expect(wheelGame.play(EXAMPLE, { segments: 10, risk: 'low' }).result.multiplier).toBe(1.2);
    expect(wheelSegments(20, 'low').slice(10)).toEqual(wheelSegments(20, 'low').slice(0, 10));
    expect(wheelSegments(40, 'high').filter((value) => value !== '0')).toEqual(['39.6']);
    expect(wheelSegments(40, 'high')[39]).toBe('39.6');
    expect(wheelGame.maxMultiplier({ segments: 50, risk: 'medium' })).toBe(multiplier('5'));
  });

  it.each(WHEEL_SEGMENTS.flatMap((segments) => WHEEL_RISKS.map((risk) => [segments, risk] as const)))(
    'returns about 99%% with %i segments, %s risk',
    (segments, risk) => {
      expect(wheelSegments(segments, risk)).toHaveLength(segments);
      const rtp = expectedMultiplier(outcomes(segments, risk));
      expectInRtpBand(rtp);
      expect(rtp).toBe(0.99);
    },
  );

  it.each([
    [{ segments: 15, risk: 'low' }, 'segments'],
    [{ segments: '10', risk: 'low' }, 'segments'],
    [{ risk: 'low' }, 'segments'],
    [{ segments: 10, risk: 'extreme' }, 'risk'],
  ])('refuses %j, naming %s', (params, field) => {
    const parsed = wheelGame.paramsSchema.safeParse(params);
    expect(parsed.error?.issues[0]?.path).toEqual([field]);
    expect(parsed.error?.issues[0]?.message).toMatch(new RegExp(`^${field} `));
  });
});
