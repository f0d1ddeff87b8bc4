import type { WeightedTable } from './document';

/**
 * One draw from a weighted table: `index = floor(float * total)` with `total` the sum of
 * the weights, then the entry whose run of the cumulative weights holds the index. A
 * table of n entries that each weigh 1 is simply `floor(float * n)`, as the wheel is.
 */
export function drawEntry(table: WeightedTable<unknown>, float: number): number {
  const total = table.weights.reduce((sum, weight) => sum + weight, 0);
  let index = Math.floor(float * total);
  for (let entry = 0; entry < table.weights.length; entry += 1) {
    index -= table.weights[entry] as number;
    if (index < 0) return entry;
  }
  throw new Error('a float must lie in [0, 1)');
}

/** Every float of the byte stream is k / 2^32 for a uniform 32-bit k. */
export const FLOAT_STATES = 2n ** 32n;

function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}

/**
 * How many of the 2^32 possible floats land on each entry. `floor(k / 2^32 * total) >= j`
 * exactly when `k >= ceil(j * 2^32 / total)`, so an entry covering the indexes [a, b)
 * takes `ceil(b * 2^32 / total) - ceil(a * 2^32 / total)` values of k. When the total is a
 * power of two this is the weight times 2^32 / total; otherwise (the 54 segments of the
 * wheel) some entries take one k more than others, and the exact return counts that.
 * The product `float * total` is exact in a double: k * total stays below 2^53.
 */
export function floatCounts(table: WeightedTable<unknown>): bigint[] {
  const total = BigInt(table.weights.reduce((sum, weight) => sum + weight, 0));
  let start = 0n;
  return table.weights.map((weight) => {
    const end = start + BigInt(weight);
    const count = ceilDiv(end * FLOAT_STATES, total) - ceilDiv(start * FLOAT_STATES, total);
    start = end;
    return count;
  });
}
