import type { Seeds } from '../../fair/byte-stream';
import { cardsFrom } from '../shared/deck';
import { formatMultiplier } from '../shared/fixed-point';
import { MULTIPLIER_SCALE, type Multiplier } from '../types';
import { handValue, isTwoCardTwentyOne } from './blackjack-hand';
import {
  BLACKJACK_RETURN,
  type BlackjackHand,
  type BlackjackSettlement,
  type BlackjackState,
  type HandOutcome,
  INSURANCE_RETURN,
} from './blackjack-state';

/** The dealer draws below 17 and stands on every 17, soft ones included. */
export const DEALER_STANDS_ON = 17;

/** A blackjack is two cards making 21 on the original hand; after a split, 21 is just 21. */
export function isNatural(state: BlackjackState, hand: BlackjackHand): boolean {
  return state.hands.length === 1 && isTwoCardTwentyOne(hand.cards);
}

function settleHand(
  state: BlackjackState,
  hand: BlackjackHand,
  dealerTotal: number,
  dealerBlackjack: boolean,
): { outcome: HandOutcome; returns: Multiplier } {
  const stake = hand.doubled ? 2n * MULTIPLIER_SCALE : MULTIPLIER_SCALE;
  const natural = isNatural(state, hand);
  // The peek settles a dealer blackjack before any play: it beats everything but a player blackjack.
  if (dealerBlackjack)
    return natural ? { outcome: 'push', returns: stake } : { outcome: 'lose', returns: 0n };
  if (natural) return { outcome: 'blackjack', returns: BLACKJACK_RETURN };
  const { total } = handValue(hand.cards);
  if (total > 21) return { outcome: 'bust', returns: 0n };
  if (dealerTotal > 21 || total > dealerTotal) return { outcome: 'win', returns: 2n * stake };
  if (total === dealerTotal) return { outcome: 'push', returns: stake };
  return { outcome: 'lose', returns: 0n };
}

/** Ends the round with the dealer's hand as it stands: pays every hand and the insurance. */
export function settle(state: BlackjackState): BlackjackState {
  const dealerBlackjack = isTwoCardTwentyOne(state.dealer);
  const dealerTotal = handValue(state.dealer).total;
  const hands = state.hands.map((hand) => settleHand(state, hand, dealerTotal, dealerBlackjack));
  const insurance = state.insurance === 'taken' && dealerBlackjack ? INSURANCE_RETURN : 0n;
  const total = hands.reduce((sum, hand) => sum + hand.returns, insurance);
  const settlement: BlackjackSettlement = {
    dealerBlackjack,
    dealerTotal,
    hands: hands.map(({ outcome, returns }) => ({ outcome, returns: formatMultiplier(returns) })),
    insurance: formatMultiplier(insurance),
    multiplier: formatMultiplier(total),
  };
  return {
    ...state,
    phase: 'finished',
    hands: state.hands.map((hand) => ({ ...hand, done: true })),
    settlement,
  };
}

/**
 * Once every hand is done the dealer draws from the stream (continuing at the
 * cursor) until 17 or more, then the round settles. When every hand is bust the
 * dealer draws nothing: no outcome depends on it, and those cards stay unused.
 */
export function dealerPlaysAndSettle(seeds: Seeds, state: BlackjackState): BlackjackState {
  const live = state.hands.some((hand) => handValue(hand.cards).total <= 21);
  const dealer = [...state.dealer];
  let cardsUsed = state.cardsUsed;
  if (live) {
    const stream = cardsFrom(seeds, cardsUsed);
    while (handValue(dealer).total < DEALER_STANDS_ON) {
      dealer.push(stream.next().value);
      cardsUsed += 1;
    }
  }
  return settle({ ...state, dealer, cardsUsed });
}
