import {
  type CompiledSlot,
  compileSlot,
  type ReelSet,
  SLOT_REELS,
  SLOT_ROWS,
  type SlotDocument,
} from './document';
import { payLine } from './evaluate';
import { add, div, mul, ONE, type Rational, rational, sub, ZERO } from './rational';

/**
 * The slot's return worked out exactly from its document, without simulation
 * (docs/studio-slot.md#the-exact-return). Every stop of a strip is equally likely
 * (strip lengths are powers of two) and the five reels stop independently, so every
 * figure is a count of equally likely stop combinations over their number, kept as
 * an exact fraction.
 */

/** The odds of one reel set (base or free) for a single spin, before any free-spin multiplier. */
export interface ReelSetOdds {
  /** Stop combinations: the product of the strip lengths. */
  combinations: bigint;
  /** Expected line pays of one spin, all paylines together, in line bets. */
  lineBets: Rational;
  /** Stop combinations showing 0, 1, ... 5 scatters. */
  scatterWays: bigint[];
  /** Expected scatter pay of one spin, in line bets. */
  scatterBets: Rational;
  /** Chance that a spin shows the scatters that trigger (base) or retrigger (free) free spins. */
  triggerProbability: Rational;
}

/**
 * A payline shows one row of each reel, and as a reel's stop runs over the strip
 * every row shows every strip position once. So each of the line's five symbols is
 * uniform over its strip, the five are independent, and every payline has the same
 * distribution of symbols: one line's expected pay, summed over the distinct symbols
 * of each reel weighted by their counts on the strip, times the number of lines.
 */
function expectedLinePays(slot: CompiledSlot, set: ReelSet): { numerator: bigint; combinations: bigint } {
  const strips = slot.strips[set];
  const counts = strips.map((strip) => {
    const tally = new Map<number, bigint>();
    for (const symbol of strip) tally.set(symbol, (tally.get(symbol) ?? 0n) + 1n);
    return [...tally.entries()];
  });
  const symbols = new Array<number>(SLOT_REELS);
  let numerator = 0n;
  const walk = (reel: number, ways: bigint) => {
    if (reel === SLOT_REELS) {
      const pay = payLine(slot, symbols);
      if (pay) numerator += ways * BigInt(pay.lineBets);
      return;
    }
    for (const [symbol, count] of counts[reel] ?? []) {
      symbols[reel] = symbol;
      walk(reel + 1, ways * count);
    }
  };
  walk(0, 1n);
  const combinations = strips.reduce((product, strip) => product * BigInt(strip.length), 1n);
  return { numerator: numerator * BigInt(slot.paylines.length), combinations };
}

/** Stops of one reel whose window shows 0, 1, 2, 3 scatters. */
export function windowScatterCounts(slot: CompiledSlot, set: ReelSet, reel: number): bigint[] {
  const strip = slot.strips[set][reel] as Int32Array;
  const ways = new Array<bigint>(SLOT_ROWS + 1).fill(0n);
  for (let stop = 0; stop < strip.length; stop += 1) {
    let count = 0;
    for (let row = 0; row < SLOT_ROWS; row += 1)
      if (strip[(stop - 1 + row + strip.length) % strip.length] === slot.scatter) count += 1;
    ways[count] = (ways[count] ?? 0n) + 1n;
  }
  return ways;
}

/** The reels' scatter counts convolved: the ways for the whole window to show 0 to 15 scatters. */
function scatterWays(slot: CompiledSlot, set: ReelSet): bigint[] {
  let ways = [1n];
  for (let reel = 0; reel < SLOT_REELS; reel += 1) {
    const reelWays = windowScatterCounts(slot, set, reel);
    const next = new Array<bigint>(ways.length + SLOT_ROWS).fill(0n);
    ways.forEach((left, i) => {
      reelWays.forEach((right, j) => {
        next[i + j] = (next[i + j] ?? 0n) + left * right;
      });
    });
    ways = next;
  }
  return ways;
}

const oddsCache = new WeakMap<CompiledSlot, Map<ReelSet, ReelSetOdds>>();

export function reelSetOdds(slot: CompiledSlot, set: ReelSet): ReelSetOdds {
  const cache = oddsCache.get(slot) ?? new Map<ReelSet, ReelSetOdds>();
  oddsCache.set(slot, cache);
  const cached = cache.get(set);
  if (cached) return cached;
  const lines = expectedLinePays(slot, set);
  const ways = scatterWays(slot, set);
  const combinations = lines.combinations;
  let scatterNumerator = 0n;
  let triggerWays = 0n;
  ways.forEach((count, scatters) => {
    scatterNumerator += count * BigInt(slot.scatterPays[Math.min(scatters, SLOT_REELS)] ?? 0);
    if (scatters >= slot.document.freeSpins.trigger) triggerWays += count;
  });
  const odds: ReelSetOdds = {
    combinations,
    lineBets: rational(lines.numerator, combinations),
    scatterWays: ways.slice(0, SLOT_REELS + 1),
    scatterBets: rational(scatterNumerator, combinations),
    triggerProbability: rational(triggerWays, combinations),
  };
  cache.set(set, odds);
  return odds;
}

/** What one free spin is worth, as the feature's recursion needs it (all in line bets, before the multiplier). */
export interface FreeSpinMoments {
  /** Chance a free spin retriggers. */
  retrigger: Rational;
  /** E[W], the expected win of a free spin. */
  mean: Rational;
  /** E[W^2]; zero when only the mean is wanted. */
  square: Rational;
  /** E[W when the spin retriggers, else 0]: a retriggering spin shows scatters, which pay, so the two go together. */
  meanWhenRetriggering: Rational;
}

export interface FeatureMoments {
  /** E[T], the expected number of free spins a trigger leads to. */
  spins: Rational;
  /** E[F] and E[F^2] of F, the feature's summed wins in line bets before the multiplier. */
  mean: Rational;
  square: Rational;
}

/**
 * The feature's moments with the round's limit on free spins, exactly. A state is
 * (spins awarded a, spins played k); the next spin retriggers with chance p and then
 * awards min(a + retrigger spins, limit), else leaves a alone; the feature ends when
 * k = a. Working back from the end:
 *
 *   S(a, k)  = 1 + p S(a', k+1) + (1 - p) S(a, k+1)                      remaining spins
 *   M1(a, k) = E[W] + p M1(a', k+1) + (1 - p) M1(a, k+1)                 remaining win
 *   M2(a, k) = E[W^2] + 2 (E[W; R] M1(a', k+1) + (E[W] - E[W; R]) M1(a, k+1))
 *              + p M2(a', k+1) + (1 - p) M2(a, k+1)                        its square
 *
 * where E[W; R] is the mean of W over retriggering spins only (times their chance):
 * the spin's win and whether it retriggers are not independent, but what follows
 * depends on the spin only through whether it retriggered. Each step divides by the
 * common denominator D of the inputs once, so values at depth k share the
 * denominator D^(limit - k) and the recursion runs on whole numbers.
 */
export function featureMoments(slot: CompiledSlot, spin: FreeSpinMoments): FeatureMoments {
  const { spins: awardedFirst, retriggerSpins, maxSpins } = slot.document.freeSpins;
  const first = Math.min(awardedFirst, maxSpins);
  const inputs = [spin.retrigger, spin.mean, spin.square, spin.meanWhenRetriggering];
  const denominator = inputs.reduce((lcm, value) => {
    let a = lcm;
    let b = value.denominator;
    while (b !== 0n) [a, b] = [b, a % b];
    return (lcm / a) * value.denominator;
  }, 1n);
  const scaled = (value: Rational) => (value.numerator * denominator) / value.denominator;
  const [p, w1, w2, wr] = inputs.map(scaled) as [bigint, bigint, bigint, bigint];
  const q = denominator - p;
  // The awarded totals a round can reach: the first award, then one retrigger at a time up to the limit.
  const awards: number[] = [first];
  while (retriggerSpins > 0 && (awards.at(-1) as number) < maxSpins)
    awards.push(Math.min((awards.at(-1) as number) + retriggerSpins, maxSpins));
  const after = (a: number) => Math.min(a + retriggerSpins, maxSpins);
  // Numerators at depth k + 1, by award; a state with k = a has ended and is worth 0.
  let next = new Map<number, { s: bigint; m1: bigint; m2: bigint }>();
  let scale = 1n; // D^(limit - (k + 1)), the denominator of `next`
  for (let k = maxSpins - 1; k >= 0; k -= 1) {
    const current = new Map<number, { s: bigint; m1: bigint; m2: bigint }>();
    for (const a of awards) {
      if (a <= k) continue;
      const stay = next.get(a) ?? { s: 0n, m1: 0n, m2: 0n };
      const moved = next.get(after(a)) ?? { s: 0n, m1: 0n, m2: 0n };
      current.set(a, {
        s: denominator * scale + p * moved.s + q * stay.s,
        m1: w1 * scale + p * moved.m1 + q * stay.m1,
        m2: w2 * scale + 2n * (wr * moved.m1 + (w1 - wr) * stay.m1) + p * moved.m2 + q * stay.m2,
      });
    }
    next = current;
    scale *= denominator;
  }
  const start = next.get(first) ?? { s: 0n, m1: 0n, m2: 0n };
  return {
    spins: rational(start.s, scale),
    mean: rational(start.m1, scale),
    square: rational(start.m2, scale),
  };
}

/**
 * Without a limit, the expected number of free spins is a geometric series. Each of
 * the T spins played retriggers with chance p, whatever came before it, so the
 * retriggers number p E[T] on average (Wald's identity), each adding R spins:
 * E[T] = N + R p E[T], so E[T] = N / (1 - p R), finite only when p R < 1. The document's
 * limit makes the true figure a little smaller; this one is shown beside it.
 */
export function unlimitedExpectedSpins(slot: CompiledSlot, retrigger: Rational): Rational | null {
  const { spins, retriggerSpins } = slot.document.freeSpins;
  const ratio = mul(retrigger, rational(retriggerSpins));
  if (ratio.numerator >= ratio.denominator) return null;
  return div(rational(spins), sub(ONE, ratio));
}

export interface ExactRtp {
  /** Each part is the expected win of a paid round as a multiple of the total bet. */
  baseLines: Rational;
  baseScatter: Rational;
  feature: Rational;
  total: Rational;
  /** Chance a paid spin triggers free spins. */
  triggerProbability: Rational;
  /** Chance a free spin retriggers. */
  retriggerProbability: Rational;
  /** Expected win of one free spin in total bets, before the multiplier. */
  freeSpinValue: Rational;
  /** Expected free spins per trigger, with the document's limit (exact). */
  expectedFreeSpins: Rational;
  /** The same without the limit, N / (1 - p R); null if that series diverges. */
  expectedFreeSpinsUnlimited: Rational | null;
  /** Expected win of the whole feature once triggered, in total bets, multiplier included. */
  featureValue: Rational;
}

/**
 * The return of a paid round: the base spin's line and scatter pays, plus the chance
 * of the feature times what it is worth. By Wald's identity the feature is worth
 * E[T] x E[W] x multiplier: whether the k-th free spin is played depends only on the
 * spins before it, and every free spin's win W has the same distribution.
 */
export function exactRtp(document: SlotDocument): ExactRtp {
  const slot = compileSlot(document);
  const lines = rational(slot.paylines.length);
  const base = reelSetOdds(slot, 'base');
  const free = reelSetOdds(slot, 'free');
  const freeSpinBets = add(free.lineBets, free.scatterBets);
  const feature = featureMoments(slot, {
    retrigger: free.triggerProbability,
    mean: freeSpinBets,
    square: ZERO,
    meanWhenRetriggering: ZERO,
  });
  const featureBets = mul(feature.mean, rational(document.freeSpins.multiplier));
  const baseLines = div(base.lineBets, lines);
  const baseScatter = div(base.scatterBets, lines);
  const featureShare = div(mul(base.triggerProbability, featureBets), lines);
  return {
    baseLines,
    baseScatter,
    feature: featureShare,
    total: add(add(baseLines, baseScatter), featureShare),
    triggerProbability: base.triggerProbability,
    retriggerProbability: free.triggerProbability,
    freeSpinValue: div(freeSpinBets, lines),
    expectedFreeSpins: feature.spins,
    expectedFreeSpinsUnlimited: unlimitedExpectedSpins(slot, free.triggerProbability),
    featureValue: div(featureBets, lines),
  };
}
