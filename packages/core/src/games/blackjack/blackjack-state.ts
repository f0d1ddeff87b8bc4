import { z } from 'zod';
import type { Card } from '../../fair/byte-stream';
import { cardSchema } from '../shared/deck';
import { MULTIPLIER_SCALE, multiplier } from '../types';

export const blackjackParamsSchema = z.strictObject({});
export type BlackjackParams = z.infer<typeof blackjackParamsSchema>;

export const BLACKJACK_ACTIONS = ['hit', 'stand', 'double', 'split', 'insurance', 'noInsurance'] as const;
export type BlackjackActionName = (typeof BLACKJACK_ACTIONS)[number];

export const blackjackActionSchema = z.strictObject({
  action: z.enum(BLACKJACK_ACTIONS, {
    error: 'action must be hit, stand, double, split, insurance or noInsurance',
  }),
});
export type BlackjackAction = z.infer<typeof blackjackActionSchema>;

/** Extra wager, as a multiple of the base wager, that doubling or splitting adds. */
export const DOUBLE_STAKE = MULTIPLIER_SCALE;
export const SPLIT_STAKE = MULTIPLIER_SCALE;
/** Insurance costs half the base wager. */
export const INSURANCE_STAKE = multiplier('0.5');
/** A natural returns the stake plus 3:2. */
export const BLACKJACK_RETURN = multiplier('2.5');
/** Insurance won returns its 0.5x stake plus 2:1 on it: 1.5x the base wager. */
export const INSURANCE_RETURN = multiplier('1.5');
/**
 * The most a round can return: split, double both hands, win both (2 hands x 2x
 * stake x 2). Insurance cannot add to it, because insurance pays only when the
 * dealer has blackjack, which ends the round before anyone splits or doubles.
 */
export const BLACKJACK_MAX_MULTIPLIER = multiplier('8');

export interface BlackjackHand {
  cards: Card[];
  /** A doubled hand carries twice the base wager. */
  doubled: boolean;
  /** No more actions on this hand: stood, bust, doubled, reached 21, or a split ace. */
  done: boolean;
}

/** `insurance` phase: the dealer shows an ace and the player has not decided yet. */
export const BLACKJACK_PHASES = ['insurance', 'player', 'finished'] as const;
export type BlackjackPhase = (typeof BLACKJACK_PHASES)[number];
export const INSURANCE_DECISIONS = ['notOffered', 'pending', 'taken', 'declined'] as const;
export type InsuranceDecision = (typeof INSURANCE_DECISIONS)[number];
export const HAND_OUTCOMES = ['blackjack', 'win', 'push', 'lose', 'bust'] as const;
export type HandOutcome = (typeof HAND_OUTCOMES)[number];

export interface BlackjackSettlement {
  dealerBlackjack: boolean;
  dealerTotal: number;
  /** Per hand, what it returns as a multiple of the base wager (a won double is "4"). */
  hands: { outcome: HandOutcome; returns: string }[];
  /** What the insurance bet returns ("1.5" when won, "0" when lost or not taken). */
  insurance: string;
  /** Everything the round returns on the base wager: hands plus insurance. */
  multiplier: string;
}

export interface BlackjackState {
  /** Stream cursor: cards dealt so far, in the order they came off the stream. */
  cardsUsed: number;
  /** One hand, or two after the split. */
  hands: BlackjackHand[];
  /** Index of the hand being played. */
  active: number;
  /** Up card first, then the hole card, then the dealer's draws. Only the up card is shown until the end. */
  dealer: Card[];
  insurance: InsuranceDecision;
  phase: BlackjackPhase;
  settlement: BlackjackSettlement | null;
}

export interface BlackjackHandView {
  cards: Card[];
  total: number;
  soft: boolean;
  /** This hand's stake as a multiple of the base wager. */
  stake: string;
  doubled: boolean;
  done: boolean;
}

export interface BlackjackView {
  phase: BlackjackPhase;
  insurance: InsuranceDecision;
  hands: BlackjackHandView[];
  /** The hand being played; null once the round is over. */
  active: number | null;
  /** While the round runs only the up card, and its value; the whole hand at the end. */
  dealer: { cards: Card[]; total: number; soft: boolean };
  /** What the player may send now, so the client never offers a move the server would refuse. */
  actions: BlackjackActionName[];
  settlement: BlackjackSettlement | null;
}

const settlementSchema: z.ZodType<BlackjackSettlement> = z.object({
  dealerBlackjack: z.boolean(),
  dealerTotal: z.number().int(),
  hands: z.array(z.object({ outcome: z.enum(HAND_OUTCOMES), returns: z.string() })),
  insurance: z.string(),
  multiplier: z.string(),
});

const handTotalSchema = { total: z.number().int(), soft: z.boolean() };

/** The round's `result` (its view after every step) as the bet answer and the feeds carry it, for the web to read typed. */
export const blackjackResultSchema: z.ZodType<BlackjackView> = z.object({
  phase: z.enum(BLACKJACK_PHASES),
  insurance: z.enum(INSURANCE_DECISIONS),
  hands: z.array(
    z.object({
      cards: z.array(cardSchema),
      ...handTotalSchema,
      stake: z.string(),
      doubled: z.boolean(),
      done: z.boolean(),
    }),
  ),
  active: z.number().int().nullable(),
  dealer: z.object({ cards: z.array(cardSchema), ...handTotalSchema }),
  actions: z.array(z.enum(BLACKJACK_ACTIONS)),
  settlement: settlementSchema.nullable(),
});
