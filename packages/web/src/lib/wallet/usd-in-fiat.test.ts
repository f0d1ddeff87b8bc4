import { parseAmount } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { usdToFiat } from './usd-in-fiat';

const atoms = (value: string) => parseAmount(value, { allowZero: true });

describe('usdToFiat', () => {
  it('keeps dollars as they are', () => {
    expect(usdToFiat(atoms('2'), 'USD', undefined, undefined)).toBe(atoms('2'));
  });

  it('reads the dollar across a currency priced in both', () => {
    const inEur = { BTC: '85500', ETH: '3000' };
    const inUsd = { BTC: '95000', ETH: '3500' };
    expect(usdToFiat(atoms('10'), 'EUR', inEur, inUsd)).toBe(atoms('9'));
  });

  it('gives nothing when no currency is priced in both, or rates are missing', () => {
    expect(usdToFiat(atoms('10'), 'EUR', { BTC: '85500' }, { ETH: '3500' })).toBeNull();
    expect(usdToFiat(atoms('10'), 'EUR', undefined, { BTC: '95000' })).toBeNull();
    expect(usdToFiat(atoms('10'), 'EUR', { BTC: '1' }, { BTC: '0' })).toBeNull();
  });
});
