import { z } from 'zod';
import { type Card, RANKS, type Rank, type Seeds } from '../../fair/byte-stream';
import { ORIGINAL_GAME_NAMES } from '../names';
import { type OutcomeDistribution, simpleBet } from '../outcomes';
import { cardSchema, cardsAt, verifyCards } from '../shared/deck';
import { formatMultiplier, parseMultiplier, withHouseEdge } from '../shared/fixed-point';
import { GameRuleError, MULTIPLIER_SCALE, type Multiplier, type MultiStepGame, multiplier } from '../types';

/**
 * Top dollar, a hi-lo ladder (our own design: these rules and docs/provably-fair.md#the-games define it).
 *
 * - Card 0 of the stream is the start card; every guess or skip draws the next one.
 * - `higher` wins when the next rank is higher than or the same as the current one,
 *   `lower` when it is lower or the same. Suits do not matter. With 13 equally likely
 *   ranks (2 lowest, A highest; rank index r = 0..12), P(higher or same) = (13 - r)/13
 *   and P(lower or same) = (r + 1)/13.
 * - A correct guess multiplies the running multiplier by `0.99 / P`, truncated to
 *   1e-8 (`topDollarStep`); the product is truncated again after each step, so what
 *   the player sees is exactly what a cash out pays.
 * - Edge cases: higher-or-same on an A wins only on another A (P = 1/13, step 12.87x);
 *   lower-or-same on a 2 wins only on another 2 (P = 1/13). The two guesses that
 *   cannot lose (higher-or-same on a 2, lower-or-same on an A, P = 1) are refused:
 *   they would only take 1% off the multiplier, and refusing them keeps every step
 *   above 1x (at least 0.99 * 13/12), so a round always moves towards its cap.
 * - `skip` draws a new card and leaves the multiplier alone, at most
 *   `TOP_DOLLAR_MAX_SKIPS` (52) times a round, which bounds the state a round keeps.
 * - A wrong guess ends the round at 0. Cashing out needs at least one correct guess.
 * - The multiplier is capped at `TOP_DOLLAR_MAX_MULTIPLIER` (1,000,000x): a guess
 *   that reaches it ends the round paying the cap, so `maxMultiplier` is honest for
 *   the maximum-profit check. Steps lie between 1.0725x and 12.87x, so the cap is
 *   between 6 and about 200 correct guesses away.
 */
export const TOP_DOLLAR_MAX_SKIPS = 52;
export const TOP_DOLLAR_MAX_MULTIPLIER = multiplier('1000000');

export const topDollarParamsSchema = z.strictObject({});
export type TopDollarParams = z.infer<typeof topDollarParamsSchema>;

export const topDollarActionSchema = z.strictObject({
  action: z.enum(['higher', 'lower', 'skip'], { error: 'action must be higher, lower or skip' }),
});
export type TopDollarAction = z.infer<typeof topDollarActionSchema>;
export type TopDollarGuess = 'higher' | 'lower';
export const TOP_DOLLAR_STATUSES = ['playing', 'lost', 'cashedOut', 'capped'] as const;
export type TopDollarStatus = (typeof TOP_DOLLAR_STATUSES)[number];

export interface TopDollarState {
  /** Every card drawn so far, start card first; its length is the stream cursor. */
  cards: Card[];
  /** `moves[i]` is what the player did on `cards[i]`, which drew `cards[i + 1]`. */
  moves: TopDollarAction['action'][];
  /** The running multiplier as an exact decimal string (JSON has no bigint). */
  multiplier: string;
  correctGuesses: number;
  skips: number;
  status: TopDollarStatus;
}

export interface TopDollarView extends TopDollarState {
  /** The step a correct guess on the current card would multiply by; null when the guess is refused or the round is over. */
  steps: Record<TopDollarGuess, string | null>;
  canCashOut: boolean;
}

/** The round's `result` (its view after every step) as the bet answer and the feeds carry it, for the web to read typed. */
export const topDollarResultSchema: z.ZodType<TopDollarView> = z.object({
  cards: z.array(cardSchema),
  moves: z.array(topDollarActionSchema.shape.action),
  multiplier: z.string(),
  correctGuesses: z.number().int(),
  skips: z.number().int(),
  status: z.enum(TOP_DOLLAR_STATUSES),
  steps: z.object({ higher: z.string().nullable(), lower: z.string().nullable() }),
  canCashOut: z.boolean(),
});

export function rankIndex(rank: Rank): number {
  return RANKS.indexOf(rank);
}

/** How many of the 13 ranks make `guess` on `rank` win (the "or same" counts the rank itself). */
export function winningRanks(rank: Rank, guess: TopDollarGuess): number {
  const r = rankIndex(rank);
  return guess === 'higher' ? RANKS.length - r : r + 1;
}

/** `0.99 / P(guess)` = `0.99 * 13 / winning ranks`, truncated to 1e-8. */
export function topDollarStep(rank: Rank, guess: TopDollarGuess): Multiplier {
  return withHouseEdge(BigInt(RANKS.length), BigInt(winningRanks(rank, guess)));
}

function guessAllowed(rank: Rank, guess: TopDollarGuess): boolean {
  return winningRanks(rank, guess) < RANKS.length;
}

function currentCard(state: TopDollarState): Card {
  const card = state.cards.at(-1);
  if (!card) throw new Error('top dollar state has no cards');
  return card;
}

export const topDollarGame: MultiStepGame<TopDollarParams, TopDollarState, TopDollarAction, TopDollarView> = {
  kind: 'multi',
  slug: 'topdollar',
  name: ORIGINAL_GAME_NAMES.topdollar,
  rtp: '99',
  listing: {
    tags: ['provably fair', 'cards', 'hi-lo', 'cash out'],
    description:
      'Guess whether the next card is higher or lower; every right guess multiplies your win. Skip a card you do not like, cash out any time.',
    releasedAt: '2026-02-16',
    popularity: 550,
  },
  paramsSchema: topDollarParamsSchema,
  actionSchema: topDollarActionSchema,
  resultSchema: topDollarResultSchema,

  start(seeds) {
    const state: TopDollarState = {
      cards: cardsAt(seeds, 0, 1),
      moves: [],
      multiplier: '1',
      correctGuesses: 0,
      skips: 0,
      status: 'playing',
    };
    return { state, finished: false, multiplier: null, extraStake: 0n };
  },

  act(seeds, state, { action }) {
    if (state.status !== 'playing') throw new GameRuleError('The round is over');
    const current = currentCard(state);
    if (action === 'skip' && state.skips >= TOP_DOLLAR_MAX_SKIPS) {
      throw new GameRuleError(`At most ${TOP_DOLLAR_MAX_SKIPS} skips a round`);
    }
    if (action !== 'skip' && !guessAllowed(current.rank, action)) {
      throw new GameRuleError(`${action === 'higher' ? 'Higher' : 'Lower'} or same cannot lose on this card`);
    }
    const [next] = cardsAt(seeds, state.cards.length, 1);
    if (!next) throw new Error('the card stream is infinite');
    const drawn = { ...state, cards: [...state.cards, next], moves: [...state.moves, action] };
    if (action === 'skip') {
      return {
        state: { ...drawn, skips: state.skips + 1 },
        finished: false,
        multiplier: null,
        extraStake: 0n,
      };
    }
    const won =
      action === 'higher'
        ? rankIndex(next.rank) >= rankIndex(current.rank)
        : rankIndex(next.rank) <= rankIndex(current.rank);
    if (!won) {
      return {
        state: { ...drawn, status: 'lost', multiplier: '0' },
        finished: true,
        multiplier: 0n,
        extraStake: 0n,
      };
    }
    const grown =
      (parseMultiplier(state.multiplier) * topDollarStep(current.rank, action)) / MULTIPLIER_SCALE;
    const capped = grown >= TOP_DOLLAR_MAX_MULTIPLIER;
    const value = capped ? TOP_DOLLAR_MAX_MULTIPLIER : grown;
    const after: TopDollarState = {
      ...drawn,
      multiplier: formatMultiplier(value),
      correctGuesses: state.correctGuesses + 1,
      status: capped ? 'capped' : 'playing',
    };
    return { state: after, finished: capped, multiplier: capped ? value : null, extraStake: 0n };
  },

  cashout(state) {
    if (state.status !== 'playing') throw new GameRuleError('The round is over');
    if (state.correctGuesses === 0)
      throw new GameRuleError('Make at least one correct guess before cashing out');
    return {
      state: { ...state, status: 'cashedOut' },
      finished: true,
      multiplier: parseMultiplier(state.multiplier),
      extraStake: 0n,
    };
  },

  view(state) {
    const playing = state.status === 'playing';
    const { rank } = currentCard(state);
    const step = (guess: TopDollarGuess) =>
      playing && guessAllowed(rank, guess) ? formatMultiplier(topDollarStep(rank, guess)) : null;
    return {
      ...state,
      cards: state.cards.map((card) => ({ ...card })),
      moves: [...state.moves],
      steps: { higher: step('higher'), lower: step('lower') },
      canCashOut: playing && state.correctGuesses > 0,
    };
  },

  maxMultiplier() {
    return TOP_DOLLAR_MAX_MULTIPLIER;
  },

  verify: verifyTopDollar,
  odds: () => ({ distribution: topDollarFirstStepOutcomes() }),
  settings: [{}],
};

/**
 * The round as the bet that ends soonest (see `odds`): the safest guess, which wins
 * on 12 of the 13 ranks (higher or same on a 3, say), then cash out.
 */
export function topDollarFirstStepOutcomes(): OutcomeDistribution {
  const safest = RANKS.length - 1;
  return simpleBet(BigInt(safest), 1n, topDollarStep(RANKS[1] ?? '3', 'higher'));
}

/** What the verify endpoint returns for a top dollar round: the first 52 cards off the stream. */
export function verifyTopDollar(seeds: Seeds, _params: TopDollarParams): { cards: Card[] } {
  return verifyCards(seeds);
}
