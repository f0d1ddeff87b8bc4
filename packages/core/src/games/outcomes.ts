import { RANKS } from '../fair/byte-stream';
import { fromDecimalString } from '../money/amount';
import { binomial } from './multi-step/fixed-point';
import { MINES_TILES, type MinesParams, minesMultiplier } from './multi-step/mines';
import { type TakeTheCrownParams, TOWER_DIFFICULTIES, towerMultiplier } from './multi-step/take-the-crown';
import { topDollarStep } from './multi-step/top-dollar';
import { type BaccaratParams, type BaccaratWinner, baccaratSpotMultipliers } from './single-step/baccarat';
import { DICE_ROLLS, type DiceParams, diceMultiplier, diceWinningRolls } from './single-step/dice';
import { KENO_DRAWN, KENO_NUMBERS, type KenoParams, kenoPaytable } from './single-step/keno';
import { LIMBO_VALUES, type LimboParams, limboWinningValues } from './single-step/limbo';
import { type PlinkoParams, plinkoBuckets } from './single-step/plinko';
import {
  ROULETTE_POCKETS,
  type RouletteParams,
  rouletteBetNumbers,
  rouletteBetPayout,
} from './single-step/roulette';
import { hundredthsOf, multiplierFromHundredths } from './single-step/shared';
import { type WheelParams, wheelSegments } from './single-step/wheel';
import { MULTIPLIER_SCALE, multiplier } from './types';

/**
 * Every outcome of one round with its exact chance: `weight` is a relative chance (an
 * integer; the chances are weight / total weight) and the outcome returns
 * `returned / stake` times what was staked. Exact integers throughout, so an expected
 * return computed from it is an exact fraction. Single stakes use the fixed-point
 * multiplier (stake = 1x); several stakes (roulette chips, baccarat spots) use their
 * atoms, summed, so a round like 1 on Player and 1 on Banker is one distribution.
 */
export interface OutcomeDistribution {
  stake: bigint;
  outcomes: { weight: bigint; returned: bigint }[];
}

/** A bet that returns `pays` (fixed point) with chance wins / (wins + losses), else nothing. */
function simpleBet(wins: bigint, losses: bigint, pays: bigint): OutcomeDistribution {
  return {
    stake: MULTIPLIER_SCALE,
    outcomes: [
      { weight: wins, returned: pays },
      { weight: losses, returned: 0n },
    ],
  };
}

export function diceOutcomes({ condition, target }: DiceParams): OutcomeDistribution {
  const wins = BigInt(diceWinningRolls(condition, target));
  return simpleBet(wins, BigInt(DICE_ROLLS) - wins, diceMultiplier(condition, target));
}

export function limboOutcomes({ target }: LimboParams): OutcomeDistribution {
  const hundredths = hundredthsOf(target) ?? 0;
  const wins = BigInt(limboWinningValues(hundredths));
  return simpleBet(wins, BigInt(LIMBO_VALUES) - wins, multiplierFromHundredths(hundredths));
}

/** Bucket k is reached by C(rows, k) of the 2^rows equally likely paths. */
export function plinkoOutcomes({ rows, risk }: PlinkoParams): OutcomeDistribution {
  return {
    stake: MULTIPLIER_SCALE,
    outcomes: plinkoBuckets(rows, risk).map((value, bucket) => ({
      weight: binomial(rows, bucket),
      returned: multiplier(value),
    })),
  };
}

/** Hypergeometric: h hits among p picks when 10 of 40 are drawn has C(p, h) C(40 - p, 10 - h) ways. */
export function kenoOutcomes({ picks, risk }: KenoParams): OutcomeDistribution {
  const count = picks.length;
  return {
    stake: MULTIPLIER_SCALE,
    outcomes: kenoPaytable(count, risk).map((pays, hits) => ({
      weight: binomial(count, hits) * binomial(KENO_NUMBERS - count, KENO_DRAWN - hits),
      returned: pays,
    })),
  };
}

export function wheelOutcomes({ segments, risk }: WheelParams): OutcomeDistribution {
  return {
    stake: MULTIPLIER_SCALE,
    outcomes: wheelSegments(segments, risk).map((value) => ({ weight: 1n, returned: multiplier(value) })),
  };
}

/** Each of the 37 pockets once; every chip covering it returns 36 / (numbers covered). */
export function rouletteOutcomes({ chips }: RouletteParams): OutcomeDistribution {
  const stakes = chips.map((chip) => ({
    atoms: fromDecimalString(chip.amount),
    numbers: rouletteBetNumbers(chip.bet) ?? [],
    pays: rouletteBetPayout(chip.bet) ?? 0n,
  }));
  return {
    stake: stakes.reduce((sum, chip) => sum + chip.atoms, 0n) * MULTIPLIER_SCALE,
    outcomes: Array.from({ length: ROULETTE_POCKETS }, (_, pocket) => ({
      weight: 1n,
      returned: stakes.reduce(
        (sum, chip) => sum + (chip.numbers.includes(pocket) ? chip.atoms * chip.pays : 0n),
        0n,
      ),
    })),
  };
}

/**
 * The infinite deck's exact chances of each winner, out of 13^6 weighted card
 * sequences (a coup uses at most six cards). They are counted by enumerating every
 * sequence through `dealBaccarat` in outcomes.test.ts, which checks these figures.
 */
export const BACCARAT_WINNER_WEIGHTS: Readonly<Record<BaccaratWinner, bigint>> = {
  player: 2_153_464n,
  banker: 2_212_744n,
  tie: 460_601n,
};

export function baccaratOutcomes(params: BaccaratParams): OutcomeDistribution {
  const spots = (['player', 'banker', 'tie'] as const).map((spot) => ({
    spot,
    atoms: fromDecimalString(params[spot]),
  }));
  return {
    stake: spots.reduce((sum, spot) => sum + spot.atoms, 0n) * MULTIPLIER_SCALE,
    outcomes: (['player', 'banker', 'tie'] as const).map((winner) => {
      const pays = baccaratSpotMultipliers(winner);
      return {
        weight: BACCARAT_WINNER_WEIGHTS[winner],
        returned: spots.reduce((sum, { spot, atoms }) => sum + atoms * pays[spot], 0n),
      };
    }),
  };
}

/**
 * The multi-step games as the single bet that ends soonest: the player chooses when to
 * stop, so the round's odds are the player's to set, and the shortest odds a round
 * allows are those of cashing out after the first step. Mines: one safe tile with
 * `mines` mines; take the crown: one floor.
 */
export function minesFirstStepOutcomes({ mines }: MinesParams): OutcomeDistribution {
  return simpleBet(BigInt(MINES_TILES - mines), BigInt(mines), minesMultiplier(mines, 1));
}

export function takeTheCrownFirstStepOutcomes({ difficulty }: TakeTheCrownParams): OutcomeDistribution {
  const { tiles, traps } = TOWER_DIFFICULTIES[difficulty];
  return simpleBet(BigInt(tiles - traps), BigInt(traps), towerMultiplier(difficulty, 1));
}

/** Top dollar's safest guess wins on 12 of the 13 ranks (higher or same on a 3, say). */
export function topDollarFirstStepOutcomes(): OutcomeDistribution {
  const safest = RANKS.length - 1;
  return simpleBet(BigInt(safest), 1n, topDollarStep(RANKS[1] ?? '3', 'higher'));
}
