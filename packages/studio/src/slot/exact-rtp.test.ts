import { describe, expect, it } from 'vitest';
import { compileSlot } from './document';
import { exactRtp, featureMoments, reelSetOdds } from './exact-rtp';
import { FORGE_OF_FORTUNE } from './forge-of-fortune';
import {
  add,
  compare,
  div,
  mul,
  ONE,
  type Rational,
  rational,
  sub,
  toDecimal,
  toNumber,
  ZERO,
} from './rational';
import { variant } from './test-support';

const percent = (value: Rational, places: number) => toDecimal(mul(value, rational(100n)), places);

function choose(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

describe('the exact return', () => {
  const rtp = exactRtp(FORGE_OF_FORTUNE);

  it('is 96.00%, within 0.2 of 96 as the brief asks and within 0.002 as tuned', () => {
    expect(compare(rtp.total, rational(958n, 1000n))).toBe(1);
    expect(compare(rtp.total, rational(962n, 1000n))).toBe(-1);
    expect(percent(rtp.total, 6)).toBe('96.001592');
    expect(rtp.total).toEqual(add(add(rtp.baseLines, rtp.baseScatter), rtp.feature));
  });

  it('has its parts from the document: base lines, base scatters and the feature', () => {
    expect(rtp.baseLines).toEqual(rational(22305399n, 33554432n));
    expect(rtp.baseScatter).toEqual(rational(145935n, 8388608n));
    expect(percent(rtp.baseLines, 6)).toBe('66.475269');
    expect(percent(rtp.baseScatter, 6)).toBe('1.739681');
    expect(percent(rtp.feature, 6)).toBe('27.786642');
    // The feature is a quarter to two fifths of the return.
    const share = toNumber(div(rtp.feature, rtp.total));
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.4);
  });

  it('counts scatters as five independent reels, each showing its one scatter at 3 of 32 stops', () => {
    const slot = compileSlot(FORGE_OF_FORTUNE);
    for (const set of ['base', 'free'] as const) {
      const odds = reelSetOdds(slot, set);
      expect(odds.combinations).toBe(32n ** 5n);
      expect(odds.scatterWays).toEqual(
        [0, 1, 2, 3, 4, 5].map((k) => choose(5, k) * 3n ** BigInt(k) * 29n ** BigInt(5 - k)),
      );
    }
    // Three or more of five, each at 3/32: the trigger, once in about 140 paid spins.
    const trigger = [3, 4, 5].reduce(
      (ways, k) => ways + choose(5, k) * 3n ** BigInt(k) * 29n ** BigInt(5 - k),
      0n,
    );
    expect(rtp.triggerProbability).toEqual(rational(trigger, 32n ** 5n));
    expect(toDecimal(div(ONE, rtp.triggerProbability), 1)).toBe('140.4');
    expect(toNumber(rtp.triggerProbability)).toBeGreaterThan(1 / 250);
    expect(toNumber(rtp.triggerProbability)).toBeLessThan(1 / 100);
  });

  it('expects N / (1 - p R) free spins without the limit, and a little less with it', () => {
    const p = rtp.retriggerProbability;
    const ratio = mul(p, rational(10n));
    expect(compare(ratio, ONE)).toBe(-1);
    expect(rtp.expectedFreeSpinsUnlimited).toEqual(div(rational(10n), sub(ONE, ratio)));
    expect(rtp.expectedFreeSpinsUnlimited).toEqual(rational(83886080n, 7790963n));
    expect(toDecimal(rtp.expectedFreeSpins, 6)).toBe('10.758123');
    expect(compare(rtp.expectedFreeSpins, rtp.expectedFreeSpinsUnlimited ?? ZERO)).toBe(-1);
    // With a limit of 300 spins, retriggering past it is so unlikely that the two agree to 1e-12.
    const loose = exactRtp(variant(FORGE_OF_FORTUNE, (d) => Object.assign(d.freeSpins, { maxSpins: 300 })));
    const gap = sub(loose.expectedFreeSpinsUnlimited ?? ZERO, loose.expectedFreeSpins);
    expect(compare(gap, ZERO)).toBe(1);
    expect(compare(gap, rational(1n, 10n ** 12n))).toBe(-1);
  });

  it('values the feature as E[T] x E[W] x 3', () => {
    const value = mul(mul(rtp.expectedFreeSpins, rtp.freeSpinValue), rational(3n));
    expect(rtp.featureValue).toEqual(value);
    expect(rtp.feature).toEqual(mul(rtp.triggerProbability, value));
    expect(toDecimal(rtp.featureValue, 3)).toBe('39.002');
  });
});

/**
 * The feature's recursion against a plain walk over every sequence of free spins:
 * with few outcomes per spin and a low limit, every path can be listed with its
 * chance, and E[T], E[F] and E[F^2] summed directly.
 */
describe('the feature recursion', () => {
  const outcomes = [
    { chance: rational(1n, 2n), win: 0, retriggers: false },
    { chance: rational(1n, 3n), win: 5, retriggers: false },
    { chance: rational(1n, 6n), win: 8, retriggers: true },
  ];

  function walk(first: number, more: number, limit: number) {
    let spins = ZERO;
    let mean = ZERO;
    let square = ZERO;
    const step = (awarded: number, played: number, won: number, chance: Rational) => {
      if (played === awarded) {
        spins = add(spins, mul(chance, rational(played)));
        mean = add(mean, mul(chance, rational(won)));
        square = add(square, mul(chance, rational(won * won)));
        return;
      }
      for (const outcome of outcomes) {
        const next = outcome.retriggers ? Math.min(awarded + more, limit) : awarded;
        step(next, played + 1, won + outcome.win, mul(chance, outcome.chance));
      }
    };
    step(first, 0, 0, ONE);
    return { spins, mean, square };
  }

  it.each([
    [2, 2, 7],
    [3, 2, 6],
    [2, 3, 3],
    [1, 1, 9],
  ])('agrees with every path listed, %i spins, %i more on a retrigger, at most %i', (first, more, limit) => {
    const slot = compileSlot(
      variant(FORGE_OF_FORTUNE, (d) =>
        Object.assign(d.freeSpins, { spins: first, retriggerSpins: more, maxSpins: limit }),
      ),
    );
    const retrigger = rational(1n, 6n);
    const mean = outcomes.reduce((sum, o) => add(sum, mul(o.chance, rational(o.win))), ZERO);
    const square = outcomes.reduce((sum, o) => add(sum, mul(o.chance, rational(o.win * o.win))), ZERO);
    const meanWhenRetriggering = mul(rational(1n, 6n), rational(8n));
    expect(featureMoments(slot, { retrigger, mean, square, meanWhenRetriggering })).toEqual(
      walk(first, more, limit),
    );
  });

  it('plays exactly the limit when every spin retriggers', () => {
    const slot = compileSlot(FORGE_OF_FORTUNE);
    const moments = featureMoments(slot, {
      retrigger: ONE,
      mean: ONE,
      square: ONE,
      meanWhenRetriggering: ONE,
    });
    expect(moments.spins).toEqual(rational(30n));
    expect(moments.mean).toEqual(rational(30n));
    expect(moments.square).toEqual(rational(900n));
  });
});
