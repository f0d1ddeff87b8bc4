import { MULTIPLIER_SCALE, type Multiplier } from '@ante/core';
import { add, mul, type Rational, rational, sub, ZERO } from '../slot/rational';
import {
  bonusTable,
  boosterMultiplierTable,
  boosterSpotTable,
  parseShowDocument,
  type ShowDocument,
  type ShowSpot,
  type WeightedTable,
  wheelTable,
} from './document';
import { FLOAT_STATES, floatCounts } from './draw';

/**
 * Each spot's return worked out exactly from the document, without simulation
 * (docs/studio-show.md#the-exact-return). A round takes independent floats for the
 * booster's spot, the booster's multiplier, the segment and the bonus, each float one
 * of 2^32 equally likely values; so every chance is a count of those values over 2^32,
 * and the figures are exact fractions of the game as it is played, the wheel's 54 not
 * dividing 2^32 included.
 */

/** A table's entries with their exact chances. */
function chances<T>(table: WeightedTable<T>): { value: T; chance: Rational }[] {
  return floatCounts(table).map((count, entry) => ({
    value: table.values[entry] as T,
    chance: rational(count, FLOAT_STATES),
  }));
}

/** E[X] and E[X^2] of a table of multipliers. */
function moments(table: WeightedTable<number>): { mean: Rational; square: Rational; max: number } {
  let mean = ZERO;
  let square = ZERO;
  let max = 0;
  for (const { value, chance } of chances(table)) {
    mean = add(mean, mul(chance, rational(value)));
    square = add(square, mul(chance, rational(value * value)));
    if (chance.numerator > 0n) max = Math.max(max, value);
  }
  return { mean, square, max };
}

export interface SpotRtp {
  spot: string;
  name: string;
  kind: ShowSpot['kind'];
  /** Chance the wheel stops on one of the spot's segments: every such round pays at least 2x. */
  hitChance: Rational;
  /** Chance the booster picks this spot. */
  boostChance: Rational;
  /** E[what the spot pays when it hits], before the boost: its pays, or the bonus's mean. */
  meanHitPay: Rational;
  /** E[the boost this spot's hit is multiplied by]: 1 - b + b E[M]. */
  meanBoost: Rational;
  /** Expected payout of a unit stake, stake included. */
  rtp: Rational;
  /** E[payout^2], for the standard deviation of a unit stake. */
  square: Rational;
  /** The largest payout, a bonus's best times the booster's best, fixed point (10^-8). */
  maxMultiplier: Multiplier;
}

/**
 * For spot s, with H its hit, P its pay (fixed for a number, the bonus's draw for a
 * bonus) and B the boost applied to it (M with chance b, else 1):
 *
 *   payout = H x P x B,   E[payout] = Pr(H) x E[P] x E[B],   E[payout^2] = Pr(H) x E[P^2] x E[B^2]
 *
 * The factors are independent because each comes from its own float: the booster's two
 * floats and the segment's are drawn before the bonus's, and no draw depends on another.
 */
export function spotRtps(document: ShowDocument): SpotRtp[] {
  parseShowDocument(document);
  const segments = chances(wheelTable(document));
  const boostSpots = chances(boosterSpotTable(document));
  const boost = moments(boosterMultiplierTable(document));
  return document.spots.map((spot) => {
    const hitChance = segments
      .filter((segment) => segment.value === spot.id)
      .reduce((sum, segment) => add(sum, segment.chance), ZERO);
    const boostChance = boostSpots
      .filter((entry) => entry.value === spot.id)
      .reduce((sum, entry) => add(sum, entry.chance), ZERO);
    const pay =
      spot.kind === 'number'
        ? { mean: rational(spot.pays), square: rational(spot.pays * spot.pays), max: spot.pays }
        : moments(bonusTable(document.bonuses[spot.id] as ShowDocument['bonuses'][string]));
    const unboosted = sub(rational(1n), boostChance);
    const meanBoost = add(unboosted, mul(boostChance, boost.mean));
    const squareBoost = add(unboosted, mul(boostChance, boost.square));
    const maxBoost = boostChance.numerator > 0n ? boost.max : 1;
    return {
      spot: spot.id,
      name: spot.name,
      kind: spot.kind,
      hitChance,
      boostChance,
      meanHitPay: pay.mean,
      meanBoost,
      rtp: mul(hitChance, mul(pay.mean, meanBoost)),
      square: mul(hitChance, mul(pay.square, squareBoost)),
      maxMultiplier: BigInt(pay.max) * BigInt(maxBoost) * MULTIPLIER_SCALE,
    };
  });
}
