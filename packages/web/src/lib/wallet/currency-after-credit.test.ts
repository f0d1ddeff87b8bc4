import { describe, expect, it } from 'vitest';
import { currencyAfterCredit } from './currency-after-credit';

describe('the selected currency after a deposit is credited', () => {
  it('becomes the credited one when the selected one is empty', () => {
    expect(currencyAfterCredit('BTC', 'USDT', { BTC: '0', USDT: '25' })).toBe('USDT');
    expect(currencyAfterCredit('BTC', 'USDT', { USDT: '25' })).toBe('USDT');
  });

  it('stays when the selected one holds money', () => {
    expect(currencyAfterCredit('BTC', 'USDT', { BTC: '0.0001', USDT: '25' })).toBe('BTC');
  });

  it('stays when the balances have not caught up with the credit or the currency is unknown', () => {
    expect(currencyAfterCredit('BTC', 'USDT', { BTC: '0', USDT: '0' })).toBe('BTC');
    expect(currencyAfterCredit('BTC', 'XYZ', { BTC: '0', XYZ: '5' })).toBe('BTC');
    expect(currencyAfterCredit('BTC', 'USDT', undefined)).toBe('BTC');
  });
});
