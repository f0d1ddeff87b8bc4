import { parseAmount } from '@ante/core';
import { describe, expect, it } from 'vitest';
import {
  checkAmount,
  doubleAmount,
  formatAmountInput,
  halveAmount,
  INSUFFICIENT_BALANCE,
  maxAmount,
} from './bet-amount';

const atoms = (text: string) => parseAmount(text, { allowZero: true });

describe('formatAmountInput', () => {
  it("writes the currency's decimals, truncating", () => {
    expect(formatAmountInput(atoms('0.001'), 8)).toBe('0.00100000');
    expect(formatAmountInput(atoms('12.559'), 2)).toBe('12.55');
    expect(formatAmountInput(0n, 2)).toBe('0.00');
    expect(formatAmountInput(atoms('1234567.5'), 2)).toBe('1234567.50');
  });
});

describe('checkAmount', () => {
  it('accepts zero (a free play) and an empty field', () => {
    expect(checkAmount('0', 8, 0n)).toMatchObject({ ok: true, atoms: 0n });
    expect(checkAmount('', 8, null)).toMatchObject({ ok: true, atoms: 0n });
  });

  it('refuses more than the balance', () => {
    expect(checkAmount('1.01', 2, atoms('1'))).toEqual({
      ok: false,
      atoms: atoms('1.01'),
      error: INSUFFICIENT_BALANCE,
    });
    expect(checkAmount('1.00', 2, atoms('1'))).toMatchObject({ ok: true });
  });

  it('refuses more decimals than the currency has, and anything that is not a plain number', () => {
    expect(checkAmount('0.001', 2, null)).toMatchObject({
      ok: false,
      error: 'Amount has more than 2 decimal places',
    });
    expect(checkAmount('1e3', 8, null).ok).toBe(false);
    expect(checkAmount('-1', 8, null).ok).toBe(false);
  });

  it('lets anything through while the balance is unknown (logged out)', () => {
    expect(checkAmount('5', 8, null)).toMatchObject({ ok: true, atoms: atoms('5') });
  });
});

describe('halve and double', () => {
  it('halves down to the currency precision', () => {
    expect(halveAmount(atoms('0.03'), 2)).toBe(atoms('0.01'));
    expect(halveAmount(atoms('0.00000001'), 8)).toBe(0n);
  });

  it('doubles exactly', () => {
    expect(doubleAmount(atoms('0.15'))).toBe(atoms('0.3'));
  });
});

describe('max', () => {
  it('fills the balance, but never above the largest stake the game takes', () => {
    const atoms = (text: string) => parseAmount(text);
    expect(maxAmount(atoms('1000'), atoms('100.1'))).toBe(atoms('100.1'));
    expect(maxAmount(atoms('50'), atoms('100.1'))).toBe(atoms('50'));
    expect(maxAmount(atoms('50'), null)).toBe(atoms('50'));
  });
});
