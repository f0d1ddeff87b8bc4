import { describe, expect, it } from 'vitest';
import { formatBetAmount, formatBetTime, formatMultiplier, formatPayout, isWin } from './bet-format';

describe('bet row figures', () => {
  it('shows multipliers with two decimals, truncated', () => {
    expect(formatMultiplier('2')).toBe('2.00×');
    expect(formatMultiplier('0')).toBe('0.00×');
    expect(formatMultiplier('1.98765')).toBe('1.98×');
    expect(formatMultiplier('1000.5')).toBe('1000.50×');
  });

  it('shows the local time as HH:MM', () => {
    const at = new Date(2026, 0, 2, 9, 5);
    expect(formatBetTime(at.toISOString())).toBe('09:05');
    expect(formatBetTime('not a date')).toBe('–');
  });

  it('formats amounts in the currency precision and tells wins from losses', () => {
    expect(formatBetAmount('1.5', 'USDT')).toBe('1.50');
    expect(formatBetAmount('0.00012345678', 'BTC')).toBe('0.00012345');
    expect(formatBetAmount('3', 'XYZ')).toBe('3');
    expect(isWin('0')).toBe(false);
    expect(isWin('0.01')).toBe(true);
  });

  it('shows the Payout column with one meaning: the total returned, 0 for a loss', () => {
    // A 2x win of 1 USDT returned 2; a loss of 1 USDT returned nothing, not "-1".
    expect(formatPayout({ payout: '2', currency: 'USDT' })).toBe('2.00');
    expect(formatPayout({ payout: '0', currency: 'USDT' })).toBe('0.0000');
    // A 0.5x result returned half the stake: still the total returned, with no sign.
    expect(formatPayout({ payout: '0.5', currency: 'USDT' })).toBe('0.50');
  });
});
