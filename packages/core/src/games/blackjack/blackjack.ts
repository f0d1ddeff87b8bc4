import type { Card, Seeds } from '../../fair/byte-stream';
import { ORIGINAL_GAME_NAMES } from '../names';
import { cardsAt, verifyCards } from '../shared/deck';
import { parseMultiplier } from '../shared/fixed-point';
import { GameRuleError, type Multiplier, type MultiStepGame, type StepOutcome } from '../types';
import { blackjackEdge } from './blackjack-edge';
import { handValue, isPair, isTwoCardTwentyOne } from './blackjack-hand';
import { dealerPlaysAndSettle, isNatural, settle } from './blackjack-settle';
import {
  BLACKJACK_MAX_MULTIPLIER,
  type BlackjackAction,
  type BlackjackActionName,
  type BlackjackHand,
  type BlackjackParams,
  type BlackjackState,
  type BlackjackView,
  blackjackActionSchema,
  blackjackParamsSchema,
  blackjackResultSchema,
  DOUBLE_STAKE,
  INSURANCE_STAKE,
  SPLIT_STAKE,
} from './blackjack-state';

/**
 * Blackjack on an infinite deck (every card is an independent draw from the stream).
 *
 * - Deal: stream cards 0..3 go player, player, dealer up, dealer hole; every later
 *   card is drawn in the order the play asks for it (hits, doubles, split hands,
 *   then the dealer).
 * - Peek: the dealer has blackjack only with an ace or ten-value card up, and then
 *   checks at once (after the insurance decision when an ace shows). A dealer
 *   blackjack ends the round: a player blackjack pushes (1x), anything else loses.
 * - Insurance: offered only when the ace shows, before any other move. `insurance`
 *   takes it (extraStake 0.5x); `noInsurance` or any playing action declines it. It
 *   returns 1.5x the base wager (stake plus 2:1) when the dealer has blackjack and is
 *   lost otherwise. When the peek ends the round, the declining action (hit, double,
 *   split, stand) is not carried out and asks no extra stake.
 * - A player blackjack with no dealer blackjack is paid 3:2 (2.5x) at once. With an
 *   ace up the player first decides on insurance (taking it is "even money": 2.5x
 *   back on 1.5x staked whatever the hole card); the only playing action on a
 *   blackjack is stand.
 * - Hit, stand; a hand reaching 21 stands by itself (hitting 21 can only lose).
 * - Double: on the first two cards of any hand, split hands included; the stake
 *   doubles (extraStake 1x) and the hand takes exactly one card.
 * - Split: once a round, on two cards of the same rank (K-K, not K-Q); extraStake 1x.
 *   The first hand gets its second card, then the second hand, both drawn at once,
 *   and the hands are played first to second. Split aces take that one card each
 *   and stand. After a split, two cards making 21 are 21, not blackjack: they pay 2x.
 * - The dealer stands on all 17s (soft included), and draws nothing when every
 *   player hand is bust.
 * - Payouts on each hand's stake: win 2x, push 1x, lose or bust 0. The round's
 *   multiplier is everything returned on the BASE wager, doubles, split and
 *   insurance included: a won double returns 4x, a split with one hand won and one
 *   lost returns 2x (on 2x staked). At most 8x (`BLACKJACK_MAX_MULTIPLIER`).
 * - No surrender and no cash out.
 */

function activeHand(state: BlackjackState): BlackjackHand {
  const hand = state.hands[state.active];
  if (!hand) throw new Error(`blackjack state has no hand ${state.active}`);
  return hand;
}

function handActions(state: BlackjackState, hand: BlackjackHand): BlackjackActionName[] {
  if (isNatural(state, hand)) return ['stand'];
  const actions: BlackjackActionName[] = ['hit', 'stand'];
  if (hand.cards.length === 2) actions.push('double');
  if (state.hands.length === 1 && isPair(hand.cards)) actions.push('split');
  return actions;
}

/** The actions the state allows; any other throws GameRuleError. */
export function legalActions(state: BlackjackState): BlackjackActionName[] {
  if (state.phase === 'finished') return [];
  const playing = handActions(state, activeHand(state));
  return state.phase === 'insurance' ? ['insurance', 'noInsurance', ...playing] : playing;
}

function refusal(state: BlackjackState, action: BlackjackActionName): string {
  if (state.phase === 'finished') return 'The round is over';
  if (action === 'insurance' || action === 'noInsurance') {
    return 'Insurance is only offered when the dealer shows an ace, before any other move';
  }
  const hand = activeHand(state);
  if (isNatural(state, hand)) return 'A blackjack can only stand';
  if (action === 'double') return 'Double is only allowed on the first two cards of a hand';
  if (action === 'split' && state.hands.length > 1) return 'Only one split per round';
  if (action === 'split') return 'Split needs two cards of the same rank';
  return `${action} is not allowed now`;
}

function ended(state: BlackjackState, extraStake: Multiplier): StepOutcome<BlackjackState> {
  const total = state.settlement ? parseMultiplier(state.settlement.multiplier) : 0n;
  return { state, finished: true, multiplier: total, extraStake };
}

function ongoing(state: BlackjackState, extraStake: Multiplier): StepOutcome<BlackjackState> {
  return { state, finished: false, multiplier: null, extraStake };
}

/** Settles before any play when the peek finds a dealer blackjack or the player holds one; null when play goes on. */
function settleNaturals(state: BlackjackState): BlackjackState | null {
  if (isTwoCardTwentyOne(state.dealer)) return settle(state);
  if (isNatural(state, activeHand(state))) return settle(state);
  return null;
}

function newHand(cards: Card[], splitAce: boolean): BlackjackHand {
  return { cards, doubled: false, done: splitAce || handValue(cards).total >= 21 };
}

/** Applies hit, stand, double or split to the active hand, then moves on to the next hand or the dealer. */
function playHand(
  seeds: Seeds,
  state: BlackjackState,
  action: BlackjackActionName,
): StepOutcome<BlackjackState> {
  const hand = activeHand(state);
  let hands = state.hands;
  let cardsUsed = state.cardsUsed;
  let extraStake = 0n;
  const replaceActive = (next: BlackjackHand) => hands.map((h, i) => (i === state.active ? next : h));
  const draw = (count: number) => {
    const drawn = cardsAt(seeds, cardsUsed, count);
    cardsUsed += count;
    return drawn;
  };

  if (action === 'hit') {
    const cards = [...hand.cards, ...draw(1)];
    hands = replaceActive({ ...hand, cards, done: handValue(cards).total >= 21 });
  } else if (action === 'stand') {
    hands = replaceActive({ ...hand, done: true });
  } else if (action === 'double') {
    hands = replaceActive({ cards: [...hand.cards, ...draw(1)], doubled: true, done: true });
    extraStake = DOUBLE_STAKE;
  } else if (action === 'split') {
    const [first, second] = hand.cards;
    const [toFirst, toSecond] = draw(2);
    if (!first || !second || !toFirst || !toSecond) throw new Error('split needs two cards and two draws');
    const aces = first.rank === 'A';
    hands = [newHand([first, toFirst], aces), newHand([second, toSecond], aces)];
    extraStake = SPLIT_STAKE;
  }

  let active = state.active;
  while (active < hands.length && hands[active]?.done) active += 1;
  const next: BlackjackState = { ...state, hands, cardsUsed, active: Math.min(active, hands.length - 1) };
  if (active === hands.length) return ended(dealerPlaysAndSettle(seeds, next), extraStake);
  return ongoing(next, extraStake);
}

/**
 * Blackjack is the one game whose edge depends on how it is played, so it states its
 * edge rather than giving an outcome distribution: the smallest loss per unit staked
 * any play achieves under these rules, worked out exactly (blackjack-edge.ts, 0.5055%).
 * Its hands pay even money and a tie returns the stake, so as one bet it keeps the
 * stake a little more than half the time (about 42% won and 9% pushed): short odds.
 */
function blackjackOdds() {
  return { stated: { edge: blackjackEdge().perStaked, shortOdds: true, nearCertain: false } };
}

export const blackjackGame: MultiStepGame<BlackjackParams, BlackjackState, BlackjackAction, BlackjackView> = {
  kind: 'multi',
  slug: 'blackjack',
  name: ORIGINAL_GAME_NAMES.blackjack,
  // One less the exact edge per unit staked (0.5055%), to the hundredth the catalogue shows.
  rtp: '99.49',
  listing: {
    categories: ['table-games', 'blackjack'],
    tags: ['provably fair', 'cards', 'table'],
    description:
      'Beat the dealer to 21. Dealer stands on 17, blackjack pays 3:2, double on any two cards, split once, insurance against an ace.',
    releasedAt: '2026-02-02',
    popularity: 850,
  },
  paramsSchema: blackjackParamsSchema,
  actionSchema: blackjackActionSchema,
  resultSchema: blackjackResultSchema,

  start(seeds) {
    const [first, second, up, hole] = cardsAt(seeds, 0, 4);
    if (!first || !second || !up || !hole) throw new Error('the card stream is infinite');
    const aceUp = up.rank === 'A';
    const state: BlackjackState = {
      cardsUsed: 4,
      hands: [{ cards: [first, second], doubled: false, done: false }],
      active: 0,
      dealer: [up, hole],
      insurance: aceUp ? 'pending' : 'notOffered',
      phase: aceUp ? 'insurance' : 'player',
      settlement: null,
    };
    // With an ace up the peek waits for the insurance decision; otherwise it happens now.
    const settled = aceUp ? null : settleNaturals(state);
    return settled ? ended(settled, 0n) : ongoing(state, 0n);
  },

  act(seeds, state, { action }) {
    if (!legalActions(state).includes(action)) throw new GameRuleError(refusal(state, action));
    if (state.phase !== 'insurance') return playHand(seeds, state, action);

    const taken = action === 'insurance';
    const insuranceStake = taken ? INSURANCE_STAKE : 0n;
    const decided: BlackjackState = { ...state, insurance: taken ? 'taken' : 'declined', phase: 'player' };
    const settled = settleNaturals(decided);
    if (settled) return ended(settled, insuranceStake);
    if (action === 'insurance' || action === 'noInsurance') return ongoing(decided, insuranceStake);
    return playHand(seeds, decided, action);
  },

  cashout() {
    throw new GameRuleError('Blackjack has no cash out');
  },

  view(state) {
    const finished = state.phase === 'finished';
    const dealerCards = finished ? state.dealer : state.dealer.slice(0, 1);
    return {
      phase: state.phase,
      insurance: state.insurance,
      hands: state.hands.map((hand) => ({
        cards: [...hand.cards],
        ...handValue(hand.cards),
        stake: hand.doubled ? '2' : '1',
        doubled: hand.doubled,
        done: hand.done,
      })),
      active: finished ? null : state.active,
      dealer: { cards: [...dealerCards], ...handValue(dealerCards) },
      actions: legalActions(state),
      settlement: state.settlement,
    };
  },

  maxMultiplier() {
    return BLACKJACK_MAX_MULTIPLIER;
  },

  verify: verifyBlackjack,
  odds: blackjackOdds,
  settings: [{}],
};

/** What the verify endpoint returns for a blackjack round: the first 52 cards off the stream. */
export function verifyBlackjack(seeds: Seeds, _params: BlackjackParams): { cards: Card[] } {
  return verifyCards(seeds);
}
