import type { Multiplier } from '@ante/core';
import {
  type CompiledSlot,
  compileSlot,
  lineBetsToMultiplier,
  type ReelSet,
  type SlotDocument,
} from './document';
import { payLine } from './evaluate';
import { featureMoments } from './exact-rtp';
import { add, mul, type Rational, rational, sub, toNumber } from './rational';

/**
 * Figures that need the whole distribution of a spin, not just its mean: the hit
 * frequency, the standard deviation and the largest win. Lines share reels, so the
 * twenty lines of one spin are not independent, and these come from every stop
 * combination of the five reels, counted one by one (2^25 for 32-symbol strips,
 * about a second per reel set).
 */

/** Enumerating more combinations than this would take minutes; a document that needs it is refused here. */
const MAX_COMBINATIONS = 2 ** 30;

/** Every stop combination of a reel set, counted by what the spin pays in line bets (before any multiplier). */
export interface WindowDistribution {
  combinations: bigint;
  /** `ways[v]`: combinations that pay v line bets and do not (re)trigger free spins. */
  plain: Float64Array;
  /** The same for combinations that (re)trigger free spins. */
  triggering: Float64Array;
  /** Line pays summed over all combinations, scatter pays left out. */
  lineBets: bigint;
  /** Scatter pays summed over all combinations. */
  scatterBets: bigint;
}

const distributions = new WeakMap<CompiledSlot, Map<ReelSet, WindowDistribution>>();

/**
 * Counts the combinations reel by reel. Reels 1 to 4 fix, on each payline, the first
 * four symbols; what the line then pays depends only on the symbol reel 5 shows in
 * that line's row. So for each combination of the first four reels the lines' pays
 * are summed into one table per row of reel 5, and each of reel 5's stops costs three
 * look-ups instead of twenty line evaluations. The pay of every five-symbol line comes
 * from `payLine`, the function the game itself pays with.
 */
export function enumerateWindows(slot: CompiledSlot, set: ReelSet): WindowDistribution {
  const cache = distributions.get(slot) ?? new Map<ReelSet, WindowDistribution>();
  distributions.set(slot, cache);
  const cached = cache.get(set);
  if (cached) return cached;

  const strips = slot.strips[set];
  const combinations = strips.reduce((product, strip) => product * BigInt(strip.length), 1n);
  if (combinations > BigInt(MAX_COMBINATIONS))
    throw new Error(`${combinations} stop combinations are too many to enumerate`);
  const n = slot.symbols.length;
  const linePay = new Int32Array(n ** 5);
  const paysAfterFour = new Uint8Array(n ** 4);
  const tuple = [0, 0, 0, 0, 0];
  for (let index = 0; index < linePay.length; index += 1) {
    let rest = index;
    for (let reel = 4; reel >= 0; reel -= 1) {
      tuple[reel] = rest % n;
      rest = Math.floor(rest / n);
    }
    const pay = payLine(slot, tuple)?.lineBets ?? 0;
    linePay[index] = pay;
    if (pay > 0) paysAfterFour[Math.floor(index / n)] = 1;
  }

  // windows[reel][stop * 3 + row] is the symbol shown; scatters[reel][stop] how many scatters show.
  const windows = strips.map((strip) => {
    const shown = new Int32Array(strip.length * 3);
    for (let stop = 0; stop < strip.length; stop += 1)
      for (let row = 0; row < 3; row += 1)
        shown[stop * 3 + row] = strip[(stop - 1 + row + strip.length) % strip.length] as number;
    return shown;
  });
  const scatters = windows.map((shown) => {
    const counts = new Uint8Array(shown.length / 3);
    for (let i = 0; i < shown.length; i += 1) {
      const stop = Math.floor(i / 3);
      if (shown[i] === slot.scatter) counts[stop] = (counts[stop] as number) + 1;
    }
    return counts;
  });
  const lines = slot.paylines.length;
  const rowOf = [0, 1, 2, 3, 4].map((reel) => Int32Array.from(slot.paylines, (rows) => rows[reel] as number));
  const maxPay = lines * Math.max(...linePay) + Math.max(...slot.scatterPays);
  const plain = new Float64Array(maxPay + 1);
  const triggering = new Float64Array(maxPay + 1);
  const scatterPays = Int32Array.from(
    { length: 16 },
    (_, count) => slot.scatterPays[Math.min(count, 5)] ?? 0,
  );
  const trigger = slot.document.freeSpins.trigger;

  const [w0, w1, w2, w3, w4] = windows as [Int32Array, Int32Array, Int32Array, Int32Array, Int32Array];
  const [c0, c1, c2, c3, c4] = scatters as [Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  const [row0, row1, row2, row3, row4] = rowOf as [
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
    Int32Array,
  ];
  const prefix1 = new Int32Array(lines);
  const prefix2 = new Int32Array(lines);
  const prefix3 = new Int32Array(lines);
  const byRow = new Float64Array(3 * n);
  let lineBets = 0n;
  let scatterBets = 0n;
  for (let s0 = 0; s0 < c0.length; s0 += 1) {
    for (let s1 = 0; s1 < c1.length; s1 += 1) {
      // Partial sums stay far below 2^53 for one (s0, s1) and are then added exactly.
      let lineSum = 0;
      let scatterSum = 0;
      for (let l = 0; l < lines; l += 1)
        prefix1[l] =
          (w0[s0 * 3 + (row0[l] as number)] as number) * n + (w1[s1 * 3 + (row1[l] as number)] as number);
      for (let s2 = 0; s2 < c2.length; s2 += 1) {
        for (let l = 0; l < lines; l += 1)
          prefix2[l] = (prefix1[l] as number) * n + (w2[s2 * 3 + (row2[l] as number)] as number);
        const scattersSoFar = (c0[s0] as number) + (c1[s1] as number) + (c2[s2] as number);
        for (let s3 = 0; s3 < c3.length; s3 += 1) {
          byRow.fill(0);
          for (let l = 0; l < lines; l += 1) {
            const four = (prefix2[l] as number) * n + (w3[s3 * 3 + (row3[l] as number)] as number);
            prefix3[l] = four;
            if (paysAfterFour[four] === 0) continue;
            const from = four * n;
            const to = (row4[l] as number) * n;
            for (let symbol = 0; symbol < n; symbol += 1)
              byRow[to + symbol] = (byRow[to + symbol] as number) + (linePay[from + symbol] as number);
          }
          const scattersBeforeLast = scattersSoFar + (c3[s3] as number);
          for (let s4 = 0; s4 < c4.length; s4 += 1) {
            const at = s4 * 3;
            const linesPay =
              (byRow[w4[at] as number] as number) +
              (byRow[n + (w4[at + 1] as number)] as number) +
              (byRow[2 * n + (w4[at + 2] as number)] as number);
            const count = scattersBeforeLast + (c4[s4] as number);
            const scatterPay = scatterPays[count] as number;
            lineSum += linesPay;
            scatterSum += scatterPay;
            const ways = count >= trigger ? triggering : plain;
            const value = linesPay + scatterPay;
            ways[value] = (ways[value] as number) + 1;
          }
        }
      }
      lineBets += BigInt(lineSum);
      scatterBets += BigInt(scatterSum);
    }
  }
  const distribution = { combinations, plain, triggering, lineBets, scatterBets };
  cache.set(set, distribution);
  return distribution;
}

interface Moments {
  ways: bigint;
  /** Sum of v, of v^2, over the combinations counted. */
  first: bigint;
  second: bigint;
  /** Combinations paying more than 0. */
  winning: bigint;
  /** The largest v with any combination, or -1 if none. */
  max: number;
}

function moments(ways: Float64Array): Moments {
  const result: Moments = { ways: 0n, first: 0n, second: 0n, winning: 0n, max: -1 };
  ways.forEach((count, value) => {
    if (count === 0) return;
    const c = BigInt(count);
    const v = BigInt(value);
    result.ways += c;
    result.first += c * v;
    result.second += c * v * v;
    if (value > 0) result.winning += c;
    result.max = value;
  });
  return result;
}

export type Volatility = 'low' | 'medium' | 'high';

/**
 * The volatility class from the standard deviation σ of a paid round's win, in total
 * bets: low below 3, medium from 3 to 9, high from 9. There is no common standard;
 * these bounds are ours, chosen so that the usual "volatility index" (1.645 σ, the
 * half-width of a 90% band) reads below 5 for low and below 15 for medium. σ is
 * published beside the class, so anyone can apply their own bounds.
 */
export function volatilityClass(standardDeviation: number): Volatility {
  if (standardDeviation < 3) return 'low';
  if (standardDeviation < 9) return 'medium';
  return 'high';
}

export interface SlotStatistics {
  /** Chance a paid round's base spin pays anything (a trigger always does: its scatters pay). */
  hitFrequency: Rational;
  /** Mean and variance of the base spin alone (lines and scatters, no feature), in total bets. */
  baseSpinMean: Rational;
  baseSpinVariance: Rational;
  /** Mean and variance of the whole paid round, feature included, in total bets. */
  roundMean: Rational;
  roundVariance: Rational;
  standardDeviation: number;
  volatility: Volatility;
  /** The largest win of one spin, in line bets before the multiplier: any base spin, any free spin. */
  maxBaseSpin: number;
  maxFreeSpin: number;
  /** The largest win of a base spin that triggers free spins, and of a free spin that retriggers (-1 if none can). */
  maxTriggeringSpin: number;
  maxRetriggeringSpin: number;
  /** The largest win a round can pay, in line bets and in total bets. */
  maxWinLineBets: number;
  maxWin: Multiplier;
  /** Line and scatter pays as the enumeration counted them, to hold against `exactRtp`. */
  enumerated: Record<ReelSet, { combinations: bigint; lineBets: bigint; scatterBets: bigint }>;
}

/**
 * The largest win of the feature, in line bets before the multiplier. With j
 * retriggering spins a round plays min(N + jR, limit) spins; the best it can do is j
 * spins at the best retriggering window and the rest at the best window of all. Any
 * round is bounded by the term of its own j, and each term is reached by a round that
 * plays those windows, so the maximum over j is the exact maximum.
 */
export function maxFeatureWin(slot: CompiledSlot, bestAny: number, bestRetriggering: number): number {
  const { spins, retriggerSpins, maxSpins } = slot.document.freeSpins;
  const first = Math.min(spins, maxSpins);
  let best = first * bestAny;
  if (bestRetriggering < 0 || retriggerSpins === 0) return best;
  for (let j = 1; ; j += 1) {
    const played = Math.min(first + j * retriggerSpins, maxSpins);
    best = Math.max(best, j * bestRetriggering + (played - j) * bestAny);
    if (played === maxSpins) return best;
  }
}

/**
 * Statistics by the document's content, not its object: a document parsed again from
 * the same text (each `publishedInfo` call parses its text) is counted once.
 */
const statisticsCache = new Map<string, SlotStatistics>();
const STATISTICS_KEPT = 8;

export function slotStatistics(document: SlotDocument): SlotStatistics {
  const key = JSON.stringify(document);
  const cached = statisticsCache.get(key);
  if (cached) return cached;
  const slot = compileSlot(document);
  const lines = BigInt(slot.paylines.length);
  const multiplier = BigInt(document.freeSpins.multiplier);
  const base = enumerateWindows(slot, 'base');
  const free = enumerateWindows(slot, 'free');
  const basePlain = moments(base.plain);
  const baseTrigger = moments(base.triggering);
  const freePlain = moments(free.plain);
  const freeRetrigger = moments(free.triggering);

  const feature = featureMoments(slot, {
    retrigger: rational(freeRetrigger.ways, free.combinations),
    mean: rational(freePlain.first + freeRetrigger.first, free.combinations),
    square: rational(freePlain.second + freeRetrigger.second, free.combinations),
    meanWhenRetriggering: rational(freeRetrigger.first, free.combinations),
  });
  // X = B + I m F in line bets: B the base spin, I its trigger, F the feature (independent of B given I).
  const c = base.combinations;
  const meanB = rational(basePlain.first + baseTrigger.first, c);
  const squareB = rational(basePlain.second + baseTrigger.second, c);
  const triggerChance = rational(baseTrigger.ways, c);
  const bWhenTriggered = rational(baseTrigger.first, c);
  const m = rational(multiplier);
  const mean = add(meanB, mul(mul(triggerChance, m), feature.mean));
  const square = add(
    add(squareB, mul(mul(rational(2n), m), mul(bWhenTriggered, feature.mean))),
    mul(mul(triggerChance, mul(m, m)), feature.square),
  );
  const perBet = rational(1n, lines);
  const perBetSquared = rational(1n, lines * lines);
  const roundVariance = mul(sub(square, mul(mean, mean)), perBetSquared);
  const standardDeviation = Math.sqrt(toNumber(roundVariance));

  const maxFree = Math.max(freePlain.max, freeRetrigger.max);
  const withFeature =
    baseTrigger.max < 0
      ? -1
      : baseTrigger.max + document.freeSpins.multiplier * maxFeatureWin(slot, maxFree, freeRetrigger.max);
  const maxWinLineBets = Math.max(basePlain.max, withFeature);

  const statistics: SlotStatistics = {
    hitFrequency: rational(basePlain.winning + baseTrigger.winning, c),
    baseSpinMean: mul(meanB, perBet),
    baseSpinVariance: mul(sub(squareB, mul(meanB, meanB)), perBetSquared),
    roundMean: mul(mean, perBet),
    roundVariance,
    standardDeviation,
    volatility: volatilityClass(standardDeviation),
    maxBaseSpin: Math.max(basePlain.max, baseTrigger.max),
    maxFreeSpin: maxFree,
    maxTriggeringSpin: baseTrigger.max,
    maxRetriggeringSpin: freeRetrigger.max,
    maxWinLineBets,
    maxWin: lineBetsToMultiplier(slot, maxWinLineBets),
    enumerated: {
      base: { combinations: base.combinations, lineBets: base.lineBets, scatterBets: base.scatterBets },
      free: { combinations: free.combinations, lineBets: free.lineBets, scatterBets: free.scatterBets },
    },
  };
  if (statisticsCache.size >= STATISTICS_KEPT)
    statisticsCache.delete(statisticsCache.keys().next().value as string);
  statisticsCache.set(key, statistics);
  return statistics;
}
