import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AmountError,
  ATOMS_PER_UNIT,
  divideByRate,
  formatCrypto,
  formatFiat,
  fromDecimalString,
  MAX_AMOUNT_ATOMS,
  multiplyByRate,
  parseAmount,
  priceToDecimalString,
  roundAtoms,
  toDecimalString,
} from './amount';

describe('parseAmount', () => {
  it('parses plain decimals exactly', () => {
    expect(parseAmount('1')).toBe(ATOMS_PER_UNIT);
    expect(parseAmount('0.00012')).toBe(120_000_000_000_000n);
    expect(parseAmount('0.000000000000000001')).toBe(1n);
    expect(parseAmount('10.50', { decimals: 1 })).toBe(10n * ATOMS_PER_UNIT + ATOMS_PER_UNIT / 2n);
  });

  it.each([
    ['', /plain decimal/],
    [' 1', /plain decimal/],
    ['1e5', /plain decimal/],
    ['0x10', /plain decimal/],
    ['1.2.3', /plain decimal/],
    ['.5', /plain decimal/],
    ['+1', /plain decimal/],
    ['NaN', /plain decimal/],
    ['-1', /negative/],
    ['0', /greater than zero/],
    ['0.000', /greater than zero/],
    ['0.123456789', /more than 8 decimal/],
    ['1'.repeat(30), /too large/],
  ])('refuses %j', (input, message) => {
    expect(() => parseAmount(input, { decimals: 8 })).toThrow(AmountError);
    expect(() => parseAmount(input, { decimals: 8 })).toThrow(message);
  });

  it('refuses values that are not strings, and amounts above the maximum', () => {
    expect(() => parseAmount(1)).toThrow(/decimal string/);
    expect(() => parseAmount(null)).toThrow(/decimal string/);
    expect(() => parseAmount('5', { maxAtoms: 4n * ATOMS_PER_UNIT })).toThrow(/too large/);
    expect(() => parseAmount(toDecimalString(MAX_AMOUNT_ATOMS + 1n))).toThrow(/too large/);
  });

  it('accepts zero only where it is meaningful', () => {
    expect(parseAmount('0', { allowZero: true })).toBe(0n);
  });
});

describe('decimal strings', () => {
  it('round-trips any amount exactly (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: MAX_AMOUNT_ATOMS }), (atoms) => {
        const text = toDecimalString(atoms);
        expect(text).toMatch(/^\d+(\.\d*[1-9])?$/);
        expect(fromDecimalString(text)).toBe(atoms);
        if (atoms > 0n) expect(parseAmount(text)).toBe(atoms);
      }),
    );
  });

  it('parses what it formats at the currency precision (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 14n }),
        fc.integer({ min: 0, max: 18 }),
        (units, decimals) => {
          const atoms = units * 10n ** BigInt(18 - decimals);
          expect(parseAmount(toDecimalString(atoms), { decimals })).toBe(atoms);
        },
      ),
    );
  });

  it('reads database NUMERIC text and negatives', () => {
    expect(fromDecimalString('1.000000000000000000')).toBe(ATOMS_PER_UNIT);
    expect(fromDecimalString('-0.5')).toBe(-ATOMS_PER_UNIT / 2n);
    expect(toDecimalString(-ATOMS_PER_UNIT / 2n)).toBe('-0.5');
  });
});

describe('display formatting (docs/product.md#rules)', () => {
  it('shows crypto to its significant digits, truncated, and empty as 0.0000', () => {
    expect(formatCrypto(0n)).toBe('0.0000');
    expect(formatCrypto(parseAmount('0.123456789'), 8)).toBe('0.12345678');
    expect(formatCrypto(parseAmount('1.99999'), 4)).toBe('1.9999');
    expect(formatCrypto(parseAmount('2'), 6)).toBe('2.000000');
    expect(formatCrypto(parseAmount('1'), 12)).toBe('1.00000000');
  });

  it('shows fiat with 2 decimals and separators', () => {
    expect(formatFiat(parseAmount('1234567.899'))).toBe('1,234,567.89');
    expect(formatFiat(parseAmount('0.5'))).toBe('0.50');
    expect(formatFiat(0n)).toBe('0.00');
  });

  it('rounds a value to the cent, halves away from zero, without touching exact amounts', () => {
    expect(formatFiat(roundAtoms(parseAmount('0.019996'), 2))).toBe('0.02');
    expect(formatFiat(roundAtoms(parseAmount('0.0149'), 2))).toBe('0.01');
    expect(formatFiat(roundAtoms(parseAmount('0.005'), 2))).toBe('0.01');
    expect(formatFiat(roundAtoms(-parseAmount('0.005'), 2))).toBe('-0.01');
    expect(roundAtoms(parseAmount('12.34'), 2)).toBe(parseAmount('12.34'));
    expect(roundAtoms(1n, 18)).toBe(1n);
  });

  it('never displays more than the exact amount (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 8 }),
        (atoms, digits) => {
          const shown = formatCrypto(atoms, digits);
          if (atoms !== 0n) expect(fromDecimalString(shown)).toBeLessThanOrEqual(atoms);
        },
      ),
    );
  });
});

describe('rates', () => {
  it('converts with exact integer maths', () => {
    expect(toDecimalString(multiplyByRate(parseAmount('0.5'), '65000.12'))).toBe('32500.06');
    expect(toDecimalString(divideByRate(parseAmount('10'), '2.5'))).toBe('4');
    expect(() => divideByRate(1n, '0')).toThrow(/zero/);
  });
});

describe('priceToDecimalString', () => {
  it('writes API prices without exponents or float noise', () => {
    expect(priceToDecimalString(95000.12)).toBe('95000.12');
    expect(priceToDecimalString(1.8e-5)).toBe('0.000018');
    expect(priceToDecimalString(1)).toBe('1');
    expect(priceToDecimalString(1.2e21)).toBe('1200000000000000000000');
    expect(() => priceToDecimalString(Number.NaN)).toThrow();
    expect(() => priceToDecimalString(-1)).toThrow();
  });
});
