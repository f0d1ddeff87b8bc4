/**
 * Money is a `bigint` count of 10^-18 units of its currency (atoms), never a JS
 * number. On the wire it is a plain decimal string ("0.00012"); in SQL NUMERIC(38,18).
 */
export type Atoms = bigint;

export const ATOM_DECIMALS = 18;
export const ATOMS_PER_UNIT = 10n ** 18n;
/** No single amount (a wager, a tip, a withdrawal) may exceed this many whole units. */
export const MAX_AMOUNT_UNITS = 10n ** 15n;
export const MAX_AMOUNT_ATOMS: Atoms = MAX_AMOUNT_UNITS * ATOMS_PER_UNIT;

export class AmountError extends Error {
  override name = 'AmountError';
}

export interface ParseAmountOptions {
  /** Most decimals accepted (the currency's precision); at most 18. */
  decimals?: number;
  /** Zero is refused unless the caller says it means something (a free bet). */
  allowZero?: boolean;
  /** Largest amount accepted, in atoms. */
  maxAtoms?: Atoms;
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * Parses a decimal string into atoms, refusing anything malformed (exponents,
 * signs, spaces, several dots), negative, zero (unless allowed), more precise than
 * `decimals`, or above `maxAtoms`. The message is fit for a player's toast.
 */
export function parseAmount(input: unknown, options: ParseAmountOptions = {}): Atoms {
  const decimals = options.decimals ?? ATOM_DECIMALS;
  const maxAtoms = options.maxAtoms ?? MAX_AMOUNT_ATOMS;
  if (typeof input !== 'string') throw new AmountError('Amount must be a decimal string');
  if (input.startsWith('-')) throw new AmountError('Amount must not be negative');
  if (input.length > 64) throw new AmountError('Amount is too large');
  const match = DECIMAL.exec(input);
  if (!match) throw new AmountError('Amount must be a plain decimal number such as 0.0015');
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) {
    throw new AmountError(`Amount has more than ${decimals} decimal places`);
  }
  if (whole.replace(/^0+/, '').length > 20) throw new AmountError('Amount is too large');
  const atoms = BigInt(whole) * ATOMS_PER_UNIT + BigInt(fraction.padEnd(ATOM_DECIMALS, '0') || '0');
  if (atoms === 0n && !options.allowZero) throw new AmountError('Amount must be greater than zero');
  if (atoms > maxAtoms) throw new AmountError('Amount is too large');
  return atoms;
}

/** The exact decimal string of an amount: no exponent, no trailing zeros ("1.5", "0"). */
export function toDecimalString(atoms: Atoms): string {
  const negative = atoms < 0n;
  const abs = negative ? -atoms : atoms;
  const whole = abs / ATOMS_PER_UNIT;
  const fraction = (abs % ATOMS_PER_UNIT).toString().padStart(ATOM_DECIMALS, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Reads a NUMERIC from the database or a decimal string from the wire; exact. */
export function fromDecimalString(value: string): Atoms {
  const negative = value.startsWith('-');
  const unsigned = negative ? value.slice(1) : value;
  const match = DECIMAL.exec(unsigned);
  if (!match) throw new AmountError(`Not a decimal amount: ${value}`);
  const fraction = (match[2] ?? '').slice(0, ATOM_DECIMALS).padEnd(ATOM_DECIMALS, '0');
  const atoms = BigInt(match[1] ?? '0') * ATOMS_PER_UNIT + BigInt(fraction);
  return negative ? -atoms : atoms;
}

/** Truncates (never rounds up: a player is never shown more than they have). */
function fixed(atoms: Atoms, places: number): string {
  const negative = atoms < 0n;
  const abs = negative ? -atoms : atoms;
  const step = 10n ** BigInt(ATOM_DECIMALS - places);
  const truncated = abs / step;
  const text = truncated.toString().padStart(places + 1, '0');
  const whole = text.slice(0, text.length - places);
  const fraction = text.slice(text.length - places);
  const sign = negative && truncated !== 0n ? '-' : '';
  return places > 0 ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

/**
 * A crypto amount for display (docs/product.md#rules): the currency's significant digits,
 * at most 8 decimals, truncated; an empty balance shows 0.0000.
 */
export function formatCrypto(atoms: Atoms, significantDigits = 8): string {
  if (atoms === 0n) return '0.0000';
  return fixed(atoms, Math.min(8, Math.max(0, significantDigits)));
}

/**
 * An amount rounded to `places` decimals, halves away from zero. Display of a value
 * (what a crypto amount is worth in fiat) rounds, because it is an estimate; amounts a
 * player holds or may send are truncated instead, so they never read more than is there.
 */
export function roundAtoms(atoms: Atoms, places: number): Atoms {
  const step = 10n ** BigInt(ATOM_DECIMALS - Math.min(Math.max(0, places), ATOM_DECIMALS));
  const half = step / 2n;
  const abs = atoms < 0n ? -atoms : atoms;
  const rounded = step === 1n ? abs : ((abs + half) / step) * step;
  return atoms < 0n ? -rounded : rounded;
}

/** A fiat value for display: 2 decimals with thousands separators ("1,234.50"). */
export function formatFiat(atoms: Atoms): string {
  const text = fixed(atoms, 2);
  const [whole = '0', fraction = '00'] = text.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = sign ? whole.slice(1) : whole;
  return `${sign}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** Multiplies an amount by a decimal rate string, exactly, truncating to atoms. */
export function multiplyByRate(atoms: Atoms, rate: string): Atoms {
  return (atoms * fromDecimalString(rate)) / ATOMS_PER_UNIT;
}

/** Divides an amount by a decimal rate string (fiat value back to crypto), truncating. */
export function divideByRate(atoms: Atoms, rate: string): Atoms {
  const divisor = fromDecimalString(rate);
  if (divisor === 0n) throw new AmountError('Rate is zero');
  return (atoms * ATOMS_PER_UNIT) / divisor;
}

/**
 * A price from a JSON API (a float) as a decimal string. Prices are not money held
 * by anyone; 15 significant digits keep them exact to what the API published.
 */
export function priceToDecimalString(value: number): string {
  if (!Number.isFinite(value) || value < 0) throw new AmountError(`Not a price: ${value}`);
  const [mantissa = '0', exponentText = '0'] = value.toPrecision(15).split('e');
  const exponent = Number(exponentText);
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + exponent;
  let text: string;
  if (point <= 0) text = `0.${'0'.repeat(-point)}${digits}`;
  else if (point >= digits.length) text = digits + '0'.repeat(point - digits.length);
  else text = `${digits.slice(0, point)}.${digits.slice(point)}`;
  return toDecimalString(fromDecimalString(text.replace(/^0+(?=\d)/, '')));
}

/** A NUMERIC read from the database ("1.500000000000000000") in canonical wire form ("1.5"). */
export function canonicalDecimal(value: string): string {
  return toDecimalString(fromDecimalString(value));
}
