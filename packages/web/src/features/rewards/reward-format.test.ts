import { parseAmount } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { listCurrencies, periodicClocks, rakebackFiatTotal, rakebackRows } from './reward-format';

const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const HOUR = 3_600_000;

describe('rakebackRows', () => {
  it('values each currency at its rate and lists the largest first', () => {
    const rows = rakebackRows({ USDT: '0.25', BTC: '0.00001', ETH: '0' }, { USDT: '1', BTC: '100000' });
    expect(rows).toEqual([
      { currency: 'BTC', atoms: parseAmount('0.00001'), fiatAtoms: parseAmount('1') },
      { currency: 'USDT', atoms: parseAmount('0.25'), fiatAtoms: parseAmount('0.25') },
    ]);
  });

  it('leaves out unknown codes and unreadable amounts, and keeps unpriced ones without a value', () => {
    const rows = rakebackRows({ XYZ: '1', USDT: 'oops', LTC: '0.5' }, undefined);
    expect(rows).toEqual([{ currency: 'LTC', atoms: parseAmount('0.5'), fiatAtoms: null }]);
  });
});

describe('rakebackFiatTotal', () => {
  it('sums the fiat values, or gives null while one is unpriced', () => {
    const priced = rakebackRows({ USDT: '0.25', USDC: '0.5' }, { USDT: '1', USDC: '1' });
    expect(rakebackFiatTotal(priced)).toBe(parseAmount('0.75'));
    expect(rakebackFiatTotal(rakebackRows({ USDT: '0.25', LTC: '1' }, { USDT: '1' }))).toBeNull();
    expect(rakebackFiatTotal([])).toBe(0n);
  });
});

describe('listCurrencies', () => {
  it('joins the currencies as a sentence would', () => {
    expect(listCurrencies([])).toBe('');
    expect(listCurrencies(['USDT'])).toBe('USDT');
    expect(listCurrencies(['USDT', 'BTC'])).toBe('USDT and BTC');
    expect(listCurrencies(['USDT', 'BTC', 'ETH'])).toBe('USDT, BTC and ETH');
  });
});

describe('periodicClocks', () => {
  it('counts down to the next grant and, when one waits, to when it lapses', () => {
    const times = {
      nextAt: new Date(NOW + 3 * 24 * HOUR + 4 * HOUR + 5_000).toISOString(),
      expiresAt: new Date(NOW + 90 * 60_000).toISOString(),
    };
    expect(periodicClocks(times, NOW)).toEqual({ next: 'Next bonus in 3d 4h', expires: 'Expires in 1h 30m' });
  });

  it('has no expiry clock when nothing waits to be claimed', () => {
    const times = { nextAt: new Date(NOW + 5_000).toISOString(), expiresAt: null };
    expect(periodicClocks(times, NOW)).toEqual({ next: 'Next bonus in 5s', expires: null });
  });

  it('says the next grant is due, and a lapsed one expired, once their moments pass', () => {
    const times = { nextAt: new Date(NOW - 1).toISOString(), expiresAt: new Date(NOW - 1).toISOString() };
    expect(periodicClocks(times, NOW)).toEqual({ next: 'Next bonus on its way', expires: 'Expired' });
  });
});
