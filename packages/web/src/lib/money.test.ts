import { FIAT_CURRENCIES, multiplyByRate, parseAmount } from '@ante/core';
import { describe, expect, it } from 'vitest';
import { formatFiatAmount, resolveCurrency, resolveFiat, toAtoms, truncateAtoms } from './money';
import { displayBalance, sortBalances } from './wallet/balance-display';
import { usdToFiat } from './wallet/usd-in-fiat';
import { balanceRows } from './wallet/use-wallet';

const atoms = (value: string) => parseAmount(value, { allowZero: true });

describe('money display', () => {
  it('puts the fiat symbol before a 2-decimal value with separators', () => {
    expect(formatFiatAmount(atoms('1234.5'), 'USD')).toBe('$1,234.50');
    expect(formatFiatAmount(atoms('12'), 'BRL')).toBe('R$12.00');
  });

  it('shows a crypto amount and its dollar value as the same fiat figure, rounding a value to the cent', () => {
    // An affiliate card values 0.02 USDT twice: what was earned (in dollars at bet time)
    // and what a claim pays now (0.02 USDT at $0.9998). In euros both read EUR 0.02.
    const ratesInUsd = { USDT: '0.9998' };
    const ratesInEur = { USDT: '0.92' };
    const available = usdToFiat(multiplyByRate(atoms('0.02'), '0.9998'), 'EUR', ratesInEur, ratesInUsd);
    const earned = usdToFiat(atoms('0.0217'), 'EUR', ratesInEur, ratesInUsd);
    expect(available).not.toBeNull();
    expect(formatFiatAmount(available ?? 0n, 'EUR')).toBe(formatFiatAmount(earned ?? 0n, 'EUR'));
    expect(formatFiatAmount(available ?? 0n, 'EUR')).toBe(`${FIAT_CURRENCIES.EUR.symbol}0.02`);
    expect(formatFiatAmount(multiplyByRate(atoms('10'), '0.9998'), 'USD')).toBe('$10.00');
  });

  it('truncates to the decimals the server accepts, never rounding up', () => {
    expect(truncateAtoms(atoms('0.123456789'), 8)).toBe(atoms('0.12345678'));
    expect(truncateAtoms(atoms('5.999'), 2)).toBe(atoms('5.99'));
  });

  it('reads unreadable wire amounts as nothing', () => {
    expect(toAtoms('abc')).toBe(0n);
    expect(toAtoms(undefined)).toBe(0n);
  });

  it('falls back to BTC for an unknown selection (docs/product.md#what-the-screens-show)', () => {
    expect(resolveCurrency('ETH', ['BTC', 'ETH'])).toBe('ETH');
    expect(resolveCurrency('ETH', [])).toBe('ETH');
    expect(resolveCurrency('NOPE', ['ETH', 'BTC'])).toBe('BTC');
    expect(resolveCurrency('DOGE', ['ETH', 'BTC'])).toBe('BTC');
    expect(resolveCurrency('NOPE', ['ETH', 'LTC'])).toBe('BTC');
    expect(resolveFiat('XYZ')).toBe('USD');
  });
});

describe('balance dropdown', () => {
  const rows = balanceRows(
    { BTC: '0.001', ETH: '1', DOGE: '0', LTC: '2' },
    { BTC: '95000', ETH: '3500', DOGE: '0.18', LTC: '80' },
  );

  it('values each balance in the fiat, exactly', () => {
    expect(rows.find((row) => row.currency === 'BTC')?.fiatAtoms).toBe(atoms('95'));
  });

  it('sorts by fiat value or by amount, largest first, and can hide empty ones', () => {
    expect(sortBalances(rows, 'fiat', false).map((row) => row.currency)).toEqual([
      'ETH',
      'LTC',
      'BTC',
      'DOGE',
    ]);
    expect(sortBalances(rows, 'crypto', true).map((row) => row.currency)).toEqual(['LTC', 'ETH', 'BTC']);
  });

  it('shows the fiat value, the crypto amount, or a mask', () => {
    const btc = rows.find((row) => row.currency === 'BTC');
    if (!btc) throw new Error('no BTC row');
    expect(displayBalance(btc, 'fiat', 'USD', false)).toBe('$95.00');
    expect(displayBalance(btc, 'crypto', 'USD', false)).toBe('0.00100000');
    expect(displayBalance(btc, 'crypto', 'USD', true)).not.toContain('0');
    expect(displayBalance({ ...btc, fiatAtoms: null }, 'fiat', 'USD', false)).toBe('0.00100000');
  });
});
