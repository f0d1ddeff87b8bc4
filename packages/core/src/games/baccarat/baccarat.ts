import { z } from 'zod';
import { type Card, cards, type Rank } from '../../fair/byte-stream';
import { type Atoms, fromDecimalString } from '../../money/amount';
import { ORIGINAL_GAME_NAMES } from '../names';
import type { OutcomeDistribution } from '../outcomes';
import { cardSchema } from '../shared/deck';
import { amountString, largestMultiplier, multiplierOnTotal, payoutOnStakes } from '../shared/maths';
import { MULTIPLIER_SCALE, type Multiplier, multiplier, type SingleStepGame } from '../types';

/**
 * Punto banco from the infinite deck: cards come off the stream as player, player,
 * banker, banker, then the player's third card if drawn, then the banker's.
 * Stakes on player, banker and tie are settled together as one multiplier on
 * their total (see `multiplierOnTotal`).
 */
export interface BaccaratParams {
  player: string;
  banker: string;
  tie: string;
}
export type BaccaratWinner = 'player' | 'banker' | 'tie';
export interface BaccaratResult {
  /** Every card dealt, in dealing order (4 to 6). */
  cards: Card[];
  playerCards: Card[];
  bankerCards: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
}

/** The round's `result` as the bet answer, the feeds and verify carry it, for the web to read typed. */
export const baccaratResultSchema: z.ZodType<BaccaratResult> = z.object({
  cards: z.array(cardSchema),
  playerCards: z.array(cardSchema),
  bankerCards: z.array(cardSchema),
  playerTotal: z.number().int(),
  bankerTotal: z.number().int(),
  winner: z.enum(['player', 'banker', 'tie']),
});

/** Returns including the stake: player 2x, banker 1.95x (the 5% commission), tie 9x (8 to 1). */
export const BACCARAT_PAYS: Record<BaccaratWinner, Multiplier> = {
  player: multiplier('2'),
  banker: multiplier('1.95'),
  tie: multiplier('9'),
};
const PUSH = multiplier('1');
const SPOTS = ['player', 'banker', 'tie'] as const;

/** A=1, 2-9 at face value, 10 and the court cards 0. */
export function baccaratValue(rank: Rank): number {
  if (rank === 'A') return 1;
  const face = Number(rank);
  return Number.isNaN(face) || face === 10 ? 0 : face;
}

const total = (hand: readonly Card[]) => hand.reduce((sum, card) => sum + baccaratValue(card.rank), 0) % 10;

/**
 * Whether the banker draws a third card when the player drew one worth `playerThird`:
 * the standard tableau (0-2 always; 3 unless an 8; 4 on 2-7; 5 on 4-7; 6 on 6-7; 7 never).
 */
export function bankerDrawsAfterPlayerThird(bankerTotal: number, playerThird: number): boolean {
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** Deals one coup, taking cards from `next` in dealing order. */
export function dealBaccarat(next: () => Card): BaccaratResult {
  const dealt = [next(), next(), next(), next()];
  const playerCards = dealt.slice(0, 2);
  const bankerCards = dealt.slice(2, 4);
  const natural = total(playerCards) >= 8 || total(bankerCards) >= 8;
  if (!natural) {
    let playerThird: Card | undefined;
    if (total(playerCards) <= 5) {
      playerThird = next();
      playerCards.push(playerThird);
      dealt.push(playerThird);
    }
    // With no player third card the banker plays like the player: draw on 0-5.
    const bankerDraws = playerThird
      ? bankerDrawsAfterPlayerThird(total(bankerCards), baccaratValue(playerThird.rank))
      : total(bankerCards) <= 5;
    if (bankerDraws) {
      const bankerThird = next();
      bankerCards.push(bankerThird);
      dealt.push(bankerThird);
    }
  }
  const playerTotal = total(playerCards);
  const bankerTotal = total(bankerCards);
  const winner = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { cards: dealt, playerCards, bankerCards, playerTotal, bankerTotal, winner };
}

/** What each spot returns for a winner: the winning spot pays, player and banker push on a tie. */
export function baccaratSpotMultipliers(winner: BaccaratWinner): Record<BaccaratWinner, Multiplier> {
  return {
    player: winner === 'player' ? BACCARAT_PAYS.player : winner === 'tie' ? PUSH : 0n,
    banker: winner === 'banker' ? BACCARAT_PAYS.banker : winner === 'tie' ? PUSH : 0n,
    tie: winner === 'tie' ? BACCARAT_PAYS.tie : 0n,
  };
}

/** The total stake of a bet, in atoms. */
export function baccaratStakeAtoms(params: BaccaratParams): Atoms {
  return fromDecimalString(params.player) + fromDecimalString(params.banker) + fromDecimalString(params.tie);
}

function stakesFor(
  params: BaccaratParams,
  winner: BaccaratWinner,
): { stake: Atoms; multiplier: Multiplier }[] {
  const spots = baccaratSpotMultipliers(winner);
  return SPOTS.map((spot) => ({ stake: fromDecimalString(params[spot]), multiplier: spots[spot] }));
}

function multiplierFor(params: BaccaratParams, winner: BaccaratWinner): Multiplier {
  return multiplierOnTotal(stakesFor(params, winner));
}

/**
 * A spot left out is a zero stake; at least one spot must hold a stake. Zod runs
 * this object check even when a field failed, so it must not parse: a valid
 * decimal string is above zero exactly when it has a digit other than 0 (a
 * malformed one has already been reported on its own field).
 */
const baccaratParamsSchema = z
  .strictObject({
    player: amountString('player', true).default('0'),
    banker: amountString('banker', true).default('0'),
    tie: amountString('tie', true).default('0'),
  })
  .refine(
    (params) => SPOTS.some((spot) => /[1-9]/.test(params[spot])),
    'player, banker or tie must be greater than zero',
  );

/**
 * The infinite deck's exact chances of each winner, out of 13^6 weighted card
 * sequences (a coup uses at most six cards). They are counted by enumerating every
 * sequence through `dealBaccarat` in baccarat.test.ts, which checks these figures.
 */
export const BACCARAT_WINNER_WEIGHTS: Readonly<Record<BaccaratWinner, bigint>> = {
  player: 2_153_464n,
  banker: 2_212_744n,
  tie: 460_601n,
};

export function baccaratOutcomes(params: BaccaratParams): OutcomeDistribution {
  const spots = SPOTS.map((spot) => ({ spot, atoms: fromDecimalString(params[spot]) }));
  return {
    stake: spots.reduce((sum, spot) => sum + spot.atoms, 0n) * MULTIPLIER_SCALE,
    outcomes: SPOTS.map((winner) => {
      const pays = baccaratSpotMultipliers(winner);
      return {
        weight: BACCARAT_WINNER_WEIGHTS[winner],
        returned: spots.reduce((sum, { spot, atoms }) => sum + atoms * pays[spot], 0n),
      };
    }),
  };
}

export const baccaratGame: SingleStepGame<BaccaratParams, BaccaratResult> = {
  resultSchema: baccaratResultSchema,
  kind: 'single',
  slug: 'baccarat',
  name: ORIGINAL_GAME_NAMES.baccarat,
  rtp: '98.9',
  listing: {
    categories: ['table-games', 'baccarat'],
    tags: ['provably fair', 'cards', 'table'],
    description: 'Back the player, the banker or a tie; the third-card rules are dealt for you.',
    releasedAt: '2026-02-09',
    popularity: 600,
  },
  paramsSchema: baccaratParamsSchema,
  play(seeds, params) {
    const stream = cards(seeds);
    const result = dealBaccarat(() => stream.next().value);
    const stakes = stakesFor(params, result.winner);
    return { result, multiplier: multiplierOnTotal(stakes), payout: payoutOnStakes(stakes) };
  },
  maxMultiplier: (params) => largestMultiplier(SPOTS.map((winner) => multiplierFor(params, winner))),
  stakes: (params) => SPOTS.map((spot) => fromDecimalString(params[spot])),
  unstaked: { player: '0', banker: '0', tie: '0' },
  odds: (params) => ({ distribution: baccaratOutcomes(params) }),
  settings: [{ player: '1' }, { tie: '1' }],
};
