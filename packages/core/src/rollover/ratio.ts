/**
 * An exact fraction of bigints (denominator above zero), for the welcome offer's
 * arithmetic: edges, chances and returns are compared exactly, never as floats.
 */
export interface Ratio {
  n: bigint;
  d: bigint;
}

export function ratio(n: bigint, d: bigint): Ratio {
  if (d === 0n) throw new RangeError('a ratio needs a denominator other than zero');
  return d < 0n ? { n: -n, d: -d } : { n, d };
}

export const ZERO: Ratio = { n: 0n, d: 1n };
export const ONE: Ratio = { n: 1n, d: 1n };

export const add = (a: Ratio, b: Ratio): Ratio => ratio(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Ratio, b: Ratio): Ratio => ratio(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Ratio, b: Ratio): Ratio => ratio(a.n * b.n, a.d * b.d);
export const div = (a: Ratio, b: Ratio): Ratio => ratio(a.n * b.d, a.d * b.n);

/**
 * The sum of `ratios`, kept in lowest terms as it goes: a sum over thousands of rounds
 * (rewards) would otherwise carry a denominator that is the product of all of theirs.
 */
export function sum(ratios: Iterable<Ratio>): Ratio {
  let total = ZERO;
  for (const next of ratios) {
    const n = total.n * next.d + next.n * total.d;
    const d = total.d * next.d;
    const common = gcd(n, d);
    total = { n: n / common, d: d / common };
  }
  return total;
}

/** The same fraction in lowest terms: long chains of products stay small. */
export function reduced(r: Ratio): Ratio {
  const common = gcd(r.n, r.d);
  return { n: r.n / common, d: r.d / common };
}

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compare(a: Ratio, b: Ratio): number {
  const left = a.n * b.d;
  const right = b.n * a.d;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** floor(r * scale), for a ratio known to be at least zero. */
export function floorTimes(r: Ratio, scale: bigint): bigint {
  return (r.n * scale) / r.d;
}

/** A decimal for people to read (README figures, test messages), rounded down. */
export function toFixedText(r: Ratio, decimals: number): string {
  const negative = r.n < 0n;
  const scaled = ((negative ? -r.n : r.n) * 10n ** BigInt(decimals)) / r.d;
  const text = scaled.toString().padStart(decimals + 1, '0');
  const whole = text.slice(0, text.length - decimals);
  const fraction = text.slice(text.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}
