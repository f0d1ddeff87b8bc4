import type { JackpotCurrent } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { easeOutCubic, formatPot, interpolateAtoms, readPot } from './global-pot';

/** GET /feeds/jackpot/current with the pot at `amount`. */
function current(amount: string): JackpotCurrent {
  const terms: Omit<JackpotCurrent, 'amount'> = {
    currency: 'USD',
    enabled: true,
    seedUsd: '1000',
    maxUsd: '2000',
    contribution: '0.005',
    oddsUsd: '1000000',
    minBetUsd: '0.1',
    lastWonAt: null,
  };
  return { ...terms, amount };
}

/** Dollars as a display currency of euros shows them (at 0.92 a dollar, for the test). */
const euros = (usd: string) => `€${usd}×0.92`;

describe('global pot', () => {
  it('reads the endpoint shape and the socket event shape', () => {
    expect(readPot(current('12.5'))).toEqual({
      atoms: 12_500_000_000_000_000_000n,
      currency: 'USD',
    });
    expect(readPot({ newAmount: '3' })).toEqual({ atoms: 3_000_000_000_000_000_000n, currency: null });
  });

  it('reads an amount that is not a plain decimal as no pot', () => {
    expect(readPot(current('-5'))).toBeNull();
    expect(readPot(current('1e5'))).toBeNull();
    expect(readPot({ newAmount: '' })).toBeNull();
  });

  it('shows a pot counted in dollars in the display currency, and one in a named currency in that', () => {
    const atoms = readPot({ newAmount: '12345.678' })?.atoms ?? 0n;
    expect(formatPot(atoms, null, euros)).toBe('€12345.678×0.92');
    expect(formatPot(atoms, 'USD', euros)).toBe('€12345.678×0.92');
    expect(formatPot(atoms, 'EUR', euros)).toBe('€12,345.68');
    expect(formatPot(readPot({ newAmount: '0.5' })?.atoms ?? 0n, 'BTC', euros)).toBe('0.50000000 BTC');
  });

  it('counts exactly from one amount to the next', () => {
    expect(interpolateAtoms(0n, 1000n, 0)).toBe(0n);
    expect(interpolateAtoms(0n, 1000n, 0.5)).toBe(500n);
    expect(interpolateAtoms(1000n, 0n, 0.25)).toBe(750n);
    expect(interpolateAtoms(0n, 1000n, 1)).toBe(1000n);
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBeGreaterThan(0.5);
  });
});
