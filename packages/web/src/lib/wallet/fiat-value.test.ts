import { describe, expect, it } from 'vitest';
import { fiatValueText } from './fiat-value';

describe('the fiat value a confirmation states', () => {
  it('values the amount at the display currency rate', () => {
    expect(fiatValueText('0.5', 'USDT', { USDT: '0.92' }, 'EUR')).toBe('€0.46');
    expect(fiatValueText('0.001', 'BTC', { BTC: '95000' }, 'USD')).toBe('$95.00');
  });

  it('says nothing rather than a wrong figure when it cannot value the amount', () => {
    expect(fiatValueText('1', 'USDT', undefined, 'EUR')).toBeNull();
    expect(fiatValueText('1', 'USDT', { BTC: '95000' }, 'USD')).toBeNull();
    expect(fiatValueText('abc', 'USDT', { USDT: '1' }, 'USD')).toBeNull();
    expect(fiatValueText('1', 'XYZ', { XYZ: '1' }, 'USD')).toBeNull();
  });
});
