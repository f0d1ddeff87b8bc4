import { limboGame } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { clampTarget, isValidTarget, winChanceText } from './limbo-maths';

describe('limbo maths', () => {
  it('gives the win chance as 99 / target percent', () => {
    expect(winChanceText(2)).toBe('49.50');
    expect(winChanceText(1.01)).toBe('98.01980198');
    expect(winChanceText(99)).toBe('1.00');
    expect(winChanceText(1_000_000)).toBe('0.000099');
  });

  it('clamps targets to what the server takes', () => {
    expect(clampTarget(0.5)).toBe(1.01);
    expect(clampTarget(2_000_000)).toBe(1_000_000);
    expect(clampTarget(2.345)).toBe(2.35);
    expect(clampTarget(Number.NaN)).toBe(2);
    for (const value of [0.5, 1.011, 3.14659, 999_999.999]) {
      expect(limboGame.paramsSchema.safeParse({ target: clampTarget(value) }).success).toBe(true);
    }
  });

  it('tells valid targets from the rest', () => {
    expect(isValidTarget(1.01)).toBe(true);
    expect(isValidTarget(1)).toBe(false);
    expect(isValidTarget(2.555)).toBe(false);
    expect(isValidTarget(1_000_000.01)).toBe(false);
  });
});
