import { CRYPTO_CURRENCIES, parseAmount, usdText } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { checkWithdrawalAmount, describeMinimum } from './withdraw-rules';

const BTC_NETWORK = CRYPTO_CURRENCIES.BTC.chain[0];
const atoms = (value: string) => parseAmount(value, { allowZero: true });

/** Dollars as a display currency of euros shows them (at 0.92 a dollar, for the test). */
const euros = (usd: string) => `€${usd}×0.92`;

describe('withdrawal rules', () => {
  if (!BTC_NETWORK) throw new Error('BTC has no network');

  it('states the minimum in the display currency and about how much BTC that is', () => {
    expect(describeMinimum('BTC', BTC_NETWORK, '95000', usdText)).toBe('$10.00 (about 0.00010526 BTC)');
    expect(describeMinimum('BTC', BTC_NETWORK, undefined, usdText)).toBe('$10.00');
    expect(describeMinimum('BTC', BTC_NETWORK, '95000', euros)).toBe('€10×0.92 (about 0.00010526 BTC)');
  });

  it('refuses malformed, too precise, too small and unaffordable amounts like the server', () => {
    const balance = atoms('0.01');
    const check = (amount: string) =>
      checkWithdrawalAmount('BTC', BTC_NETWORK, amount, balance, '95000', usdText);
    expect(check('1e-3')).toMatchObject({ ok: false, message: expect.stringMatching(/plain decimal/) });
    expect(check('0.000000001')).toMatchObject({ ok: false, message: expect.stringMatching(/8 decimal/) });
    expect(check('0.0001')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/minimum withdrawal/),
    });
    // 0.0099 plus the 0.0001 fee is exactly the balance; a hair more is not.
    expect(check('0.0099')).toEqual({ ok: true, atoms: atoms('0.0099') });
    expect(check('0.00990001')).toMatchObject({ ok: false, message: expect.stringMatching(/Not enough/) });
  });
});
