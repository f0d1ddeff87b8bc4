import { describe, expect, it } from 'vitest';
import { formatMultiplier, formatTwoDecimals, readTypedNumber } from './format';

describe('formatMultiplier', () => {
  it('truncates to two decimals and groups thousands', () => {
    expect(formatMultiplier('2')).toBe('2.00×');
    expect(formatMultiplier('1.98019801')).toBe('1.98×');
    expect(formatMultiplier('0')).toBe('0.00×');
    expect(formatMultiplier('1000000')).toBe('1,000,000.00×');
  });
});

describe('formatTwoDecimals', () => {
  it('writes rolls and targets', () => {
    expect(formatTwoDecimals(50.5)).toBe('50.50');
    expect(formatTwoDecimals(0)).toBe('0.00');
    expect(formatTwoDecimals(100)).toBe('100.00');
    expect(formatTwoDecimals(12345.67)).toBe('12,345.67');
  });
});

describe('readTypedNumber', () => {
  it('reads what players type', () => {
    expect(readTypedNumber('2.5')).toBe(2.5);
    expect(readTypedNumber('2,5')).toBe(2.5);
    expect(readTypedNumber('3×')).toBe(3);
    expect(readTypedNumber('49.5%')).toBe(49.5);
    expect(readTypedNumber('abc')).toBeNaN();
    expect(readTypedNumber('')).toBeNaN();
  });
});
