/**
 * Exact fractions of bigints, for the slot's return and odds: every figure published
 * is a ratio of whole numbers of stop combinations, so it is kept as one until it is
 * shown, and only then written as a decimal. Always in lowest terms with a positive
 * denominator, so two equal fractions have equal parts.
 */
export interface Rational {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function rational(numerator: bigint | number, denominator: bigint | number = 1n): Rational {
  let n = BigInt(numerator);
  let d = BigInt(denominator);
  if (d === 0n) throw new Error('a fraction cannot have a zero denominator');
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  const divisor = gcd(n, d);
  return divisor > 1n
    ? { numerator: n / divisor, denominator: d / divisor }
    : { numerator: n, denominator: d };
}

export const ZERO = rational(0n);
export const ONE = rational(1n);

export function add(a: Rational, b: Rational): Rational {
  return rational(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
}

export function sub(a: Rational, b: Rational): Rational {
  return rational(a.numerator * b.denominator - b.numerator * a.denominator, a.denominator * b.denominator);
}

export function mul(a: Rational, b: Rational): Rational {
  return rational(a.numerator * b.numerator, a.denominator * b.denominator);
}

export function div(a: Rational, b: Rational): Rational {
  if (b.numerator === 0n) throw new Error('division by zero');
  return rational(a.numerator * b.denominator, a.denominator * b.numerator);
}

export function compare(a: Rational, b: Rational): number {
  const left = a.numerator * b.denominator;
  const right = b.numerator * a.denominator;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Sums a list of fractions. */
export function sum(values: readonly Rational[]): Rational {
  return values.reduce(add, ZERO);
}

/**
 * The decimal with `places` digits after the point, rounded half up (the figures shown
 * are never negative, so half up and half away from zero agree). A fraction and one
 * minus it round to figures that add up to one, except when both sit exactly on a half.
 */
export function toDecimal(value: Rational, places: number): string {
  const scale = 10n ** BigInt(places);
  const negative = value.numerator < 0n;
  const magnitude = negative ? -value.numerator : value.numerator;
  const scaled = (2n * magnitude * scale + value.denominator) / (2n * value.denominator);
  const whole = scaled / scale;
  const fraction = (scaled % scale).toString().padStart(places, '0');
  const sign = negative && scaled !== 0n ? '-' : '';
  return places > 0 ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

/** A close binary approximation, for tolerances and the volatility's square root only, never for money. */
export function toNumber(value: Rational): number {
  return Number(toDecimal(value, 17));
}

/** "numerator/denominator", the exact figure as an auditor can check it. */
export function toFraction(value: Rational): string {
  return `${value.numerator}/${value.denominator}`;
}
