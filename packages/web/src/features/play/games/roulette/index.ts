import { MULTIPLIER_SCALE, type RouletteParams, rouletteBetPayout } from '@ante/core';
import type { SingleStepGameUi } from '../../game-ui';
import { RouletteBoard } from './roulette-board';
import { rouletteStake } from './roulette-chips';
import { RouletteParamsControls } from './roulette-params';

/** What a winning chip on `bet` pays to one, from core's payout (which includes the stake). */
function paysToOne(bet: string): string {
  return `${((rouletteBetPayout(bet) ?? MULTIPLIER_SCALE) - MULTIPLIER_SCALE) / MULTIPLIER_SCALE} to 1`;
}

export const rouletteUi: SingleStepGameUi<RouletteParams> = {
  kind: 'single',
  slug: 'roulette',
  defaultParams: { chips: [] },
  Params: RouletteParamsControls,
  Board: RouletteBoard,
  stakeOf: rouletteStake,
  rules: [
    'European roulette: one zero and the numbers 1 to 36, each pocket equally likely.',
    'Pick a chip value and place chips on the table: on a number, on the line between two numbers (split), where four meet (corner), on the outer edge of a row of three (street) or where that edge meets the next row (six line), or on the outside bets.',
    `Your bet is the total of your chips. A winning chip returns 36 divided by the count of numbers it covers, stake included: a straight pays ${paysToOne('straight:1')}, a split ${paysToOne('split:1-2')}, a street ${paysToOne('street:1')}, a corner ${paysToOne('corner:1')}, a six line ${paysToOne('sixline:1')}, a dozen or column ${paysToOne('dozen:1')}, and red, black, odd, even, 1-18 and 19-36 pay ${paysToOne('red')}.`,
    'Zero is neither red nor black, odd nor even, so every outside bet loses on zero.',
    'Undo takes back your last chip and Clear empties the table; your chips stay on the table from one spin to the next.',
  ],
};
