import { describe, expect, it } from 'vitest';
import { formatElapsed, formatNet } from './session-bar';

describe('the session bar’s figures', () => {
  it('reads the elapsed time as a clock does', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(59_999)).toBe('0:59');
    expect(formatElapsed(245_000)).toBe('4:05');
    expect(formatElapsed(3_723_000)).toBe('1:02:03');
    expect(formatElapsed(-5)).toBe('0:00');
  });

  it('always writes the sign of a net result, truncated to the currency’s digits', () => {
    expect(formatNet('0.00123456789', 'BTC')).toBe('+0.00123456 BTC');
    expect(formatNet('-0.0009', 'BTC')).toBe('-0.0009 BTC');
    expect(formatNet('-0.5', 'USDT')).toBe('-0.50 USDT');
    expect(formatNet('0', 'BTC')).toBe('0.00 BTC');
    // Less than the currency shows is no result either way.
    expect(formatNet('-0.000000001', 'BTC')).toBe('0.00 BTC');
  });
});
