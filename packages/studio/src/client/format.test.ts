import { CRYPTO_CURRENCIES } from '@ante/core';
import { describe, expect, it } from 'vitest';
import {
  CURRENCY_DIGITS,
  formatAmount,
  formatMoney,
  formatMultiplier,
  interpolateAtoms,
  lineBetsAmount,
  toAtoms,
  toDecimal,
} from './format';

describe('amounts', () => {
  it('keeps the same digits as the casino catalogue', () => {
    for (const [code, entry] of Object.entries(CRYPTO_CURRENCIES))
      expect(CURRENCY_DIGITS[code], code).toBe(entry.significantDigits);
  });

  it('parses decimals exactly and writes them back', () => {
    expect(toAtoms('0.0012')).toBe(12n * 10n ** 14n);
    expect(toAtoms('25')).toBe(25n * 10n ** 18n);
    expect(toDecimal(toAtoms('0.00120000'))).toBe('0.0012');
    expect(toDecimal(toAtoms('10.5'))).toBe('10.5');
    expect(toDecimal(0n)).toBe('0');
    expect(() => toAtoms('1e-8')).toThrow();
  });

  it('truncates to the currency digits and keeps two decimals', () => {
    expect(formatAmount('0.00120000', 'BTC')).toBe('0.0012');
    expect(formatAmount('0.123456789', 'BTC')).toBe('0.12345678');
    expect(formatAmount('25', 'USDT')).toBe('25.00');
    expect(formatAmount('1234567.899', 'USDT')).toBe('1,234,567.89');
    expect(formatAmount('0', 'ETH')).toBe('0.00');
    expect(formatAmount('0.5', 'XYZ')).toBe('0.50');
  });

  it('names the currency', () => {
    expect(formatMoney('0.0012', 'btc')).toBe('0.0012 BTC');
  });

  it('pays a line win as bet x line bets / lines, exactly', () => {
    expect(toDecimal(lineBetsAmount('0.0002', 16, 20))).toBe('0.00016');
    expect(toDecimal(lineBetsAmount('1', 750, 20))).toBe('37.5');
    expect(toDecimal(lineBetsAmount('0.00000001', 1, 20))).toBe('0.0000000005');
  });

  it('writes multipliers with at most two decimals', () => {
    expect(formatMultiplier('2.5')).toBe('2.5x');
    expect(formatMultiplier('1250')).toBe('1,250x');
    expect(formatMultiplier('1.23456789')).toBe('1.23x');
  });

  it('counts up through amounts and ends exactly on the target', () => {
    const to = toAtoms('0.00123457');
    expect(interpolateAtoms(0n, to, 0)).toBe(0n);
    expect(interpolateAtoms(0n, to, 0.5)).toBe(to / 2n);
    expect(interpolateAtoms(0n, to, 1)).toBe(to);
  });
});
