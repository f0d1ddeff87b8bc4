import { parseAmount, roundAtoms } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { fiatToUsd, usdToFiat } from './usd-in-fiat';

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

describe('fiatToUsd', () => {
  const inEur = { BTC: '85500' };
  const inUsd = { BTC: '95000' };

  it('turns a typed euro amount into dollars, to the cent, and back again', () => {
    // 90 EUR at 85,500 EUR or 95,000 USD a bitcoin is 100 USD.
    expect(fiatToUsd(atoms('90'), 'EUR', inEur, inUsd)).toBe(atoms('100'));
    // 100 EUR is 111.1111… USD: the request carries cents, rounded.
    const usd = fiatToUsd(atoms('100'), 'EUR', inEur, inUsd);
    expect(usd).toBe(atoms('111.11'));
    expect(roundAtoms(usdToFiat(usd ?? 0n, 'EUR', inEur, inUsd) ?? 0n, 2)).toBe(atoms('100'));
  });

  it('keeps dollars as they are, and gives nothing without a currency priced in both', () => {
    expect(fiatToUsd(atoms('25.5'), 'USD', undefined, undefined)).toBe(atoms('25.5'));
    expect(fiatToUsd(atoms('10'), 'EUR', { BTC: '85500' }, { ETH: '3500' })).toBeNull();
    expect(fiatToUsd(atoms('10'), 'EUR', { BTC: '0' }, { BTC: '95000' })).toBeNull();
  });
});
