import { z } from 'zod';
import type { Card } from '../../fair/byte-stream';
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
export type BlackjackPhase = 'insurance' | 'player' | 'finished';
export type InsuranceDecision = 'notOffered' | 'pending' | 'taken' | 'declined';
export type HandOutcome = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

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
