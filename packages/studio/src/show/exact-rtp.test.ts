import { describe, expect, it } from 'vitest';
import {
  add,
  compare,
  mul,
  type Rational,
  rational,
  sub,
  sum,
  toDecimal,
  toFraction,
  toNumber,
  ZERO,
} from '../slot/rational';
import {
  bonusTable,
  boosterMultiplierTable,
  boosterSpotTable,
  type ShowDocument,
  wheelTable,
} from './document';
import { FLOAT_STATES, floatCounts } from './draw';
import { spotRtps } from './exact-rtp';
import { FORGE_WHEEL } from './forge-wheel';
import { variant } from './test-support';

const percent = (value: Parameters<typeof toDecimal>[0]) => Number(toDecimal(mul(value, rational(100n)), 6));

/**
 * Every combination of the round's draws, each with its weight: the brute-force return
 * of every spot, summed outcome by outcome rather than factored as `spotRtps` does. The
 * wheel's segments weigh 1 each, or, given `wheelWeights`, the floats each one takes.
 */
function bruteForce(document: ShowDocument, wheelWeights?: readonly bigint[]): Record<string, Rational> {
  const spots = boosterSpotTable(document);
  const boosts = boosterMultiplierTable(document);
  const wheel = wheelTable(document);
  const segmentWeight = (index: number) => wheelWeights?.[index] ?? 1n;
  const totals = [spots, boosts, wheel].map((table) => table.weights.reduce((a, b) => a + b, 0));
  const returns: Record<string, Rational> = {};
  for (const { id } of document.spots) returns[id] = ZERO;
  spots.values.forEach((boosted, s) => {
    boosts.values.forEach((boost, m) => {
      wheel.values.forEach((segment, index) => {
        const weight =
          BigInt((spots.weights[s] as number) * (boosts.weights[m] as number)) * segmentWeight(index);
        const factor = boosted === segment ? boost : 1;
        const rules = document.bonuses[segment];
        const pays = rules
          ? bonusTable(rules).values.map((value, i) => [value, bonusTable(rules).weights[i] as number])
          : [[(document.spots.find((spot) => spot.id === segment) as { pays: number }).pays, 1]];
        const payTotal = pays.reduce((a, [, w]) => a + (w as number), 0);
        for (const [value, w] of pays)
          returns[segment] = add(
            returns[segment] ?? ZERO,
            rational(
              weight * BigInt(w as number) * BigInt((value as number) * factor),
              BigInt(totals[0] as number) *
                BigInt(totals[1] as number) *
                (wheelWeights ? FLOAT_STATES : BigInt(totals[2] as number)) *
                BigInt(payTotal),
            ),
          );
      });
    });
  });
  return returns;
}

describe('the exact return of each spot', () => {
  const rtps = spotRtps(FORGE_WHEEL);

  it('lies between 95% and 97% for every spot, and within the tuned 96.0% to 96.5%', () => {
    expect(rtps.map((spot) => spot.spot)).toEqual(['1', '2', '5', '10', 'ember-pick', 'dragon-wheel']);
    for (const spot of rtps) {
      expect(percent(spot.rtp)).toBeGreaterThanOrEqual(95);
      expect(percent(spot.rtp)).toBeLessThanOrEqual(97);
      expect(percent(spot.rtp)).toBeGreaterThanOrEqual(96);
      expect(percent(spot.rtp)).toBeLessThanOrEqual(96.5);
    }
    expect(rtps.map((spot) => toDecimal(mul(spot.rtp, rational(100n)), 6))).toEqual([
      '96.177391',
      '96.359253',
      '96.481662',
      '96.177391',
      '96.177391',
      '96.122728',
    ]);
  });

  it('agrees exactly with a brute force over every outcome, counting the floats each segment takes', () => {
    // The booster's and the bonuses' tables total powers of two, so their weights are
    // their exact chances; the wheel's 54 segments take 79,536,431 or 79,536,432 floats.
    const brute = bruteForce(FORGE_WHEEL, floatCounts(wheelTable(FORGE_WHEEL)));
    for (const spot of rtps) expect(toFraction(spot.rtp)).toBe(toFraction(brute[spot.spot] ?? ZERO));
    // Against an ideal wheel of 54 equal segments the difference is below 10^-8 of the return.
    const ideal = bruteForce(FORGE_WHEEL);
    for (const spot of rtps) {
      const gap = sub(spot.rtp, ideal[spot.spot] ?? ZERO);
      expect(Math.abs(toNumber(gap))).toBeLessThan(1e-8);
    }
  });

  it('gives hit chances that add up to one and the largest payouts', () => {
    expect(compare(sum(rtps.map((spot) => spot.hitChance)), rational(1n))).toBe(0);
    expect(rtps.map((spot) => spot.maxMultiplier / 100_000_000n)).toEqual([
      100n,
      150n,
      300n,
      550n,
      2500n,
      12500n,
    ]);
  });

  it('moves with the tables, so a mistuned document fails the bounds', () => {
    const generous = variant(FORGE_WHEEL, (d) => {
      const five = d.booster.spots.find((entry) => entry.spot === '5');
      if (five) five.weight += 10;
      const none = d.booster.spots.find((entry) => entry.spot === 'none');
      if (none) none.weight -= 10;
    });
    const five = spotRtps(generous).find((spot) => spot.spot === '5');
    expect(percent(five?.rtp ?? ZERO)).toBeGreaterThan(97);
  });
});
