import {
  BLACKJACK_ACTIONS,
  type BlackjackActionName,
  type BlackjackView,
  blackjackResultSchema,
  type Card,
  type HandOutcome,
  handValue,
  type Round,
} from '@ante/core';

/** The round's view when it is a blackjack round; a result that does not read as one draws the empty table. */
export function blackjackView(round: Round | null): BlackjackView | null {
  return round?.game === 'blackjack' ? (blackjackResultSchema.safeParse(round.result).data ?? null) : null;
}

/**
 * A hand's total as the table shows it: "7/17" while an ace can still count either
 * way, a single number once it cannot (a soft 21, or a hand that is over).
 */
export function totalLabel(cards: readonly Card[], final = false): string {
  if (cards.length === 0) return '';
  const { total, soft } = handValue(cards);
  return soft && total < 21 && !final ? `${total - 10}/${total}` : String(total);
}

/** Which of the six actions the server accepts now: core lists them in the view. */
export function allowedActions(view: BlackjackView | null): Record<BlackjackActionName, boolean> {
  const allowed = new Set(view?.phase === 'finished' ? [] : (view?.actions ?? []));
  return Object.fromEntries(BLACKJACK_ACTIONS.map((action) => [action, allowed.has(action)])) as Record<
    BlackjackActionName,
    boolean
  >;
}

/** The dealer's cards as drawn: while the round runs, the hole card is a face-down slot (null). */
export function dealerSlots(view: BlackjackView): (Card | null)[] {
  return view.phase === 'finished' ? view.dealer.cards : [...view.dealer.cards, null];
}

export const OUTCOME_LABELS: Record<HandOutcome, string> = {
  blackjack: 'Blackjack',
  win: 'Win',
  push: 'Push',
  lose: 'Lose',
  bust: 'Bust',
};

export type SlotKey = `d${number}` | `h${number}-${number}`;
export type SlotMotion = 'deal' | 'dealDown' | 'flip' | 'move';

function sameCard(a: Card | null | undefined, b: Card | null | undefined): boolean {
  return a === b || (a != null && b != null && a.rank === b.rank && a.suit === b.suit);
}

/**
 * The cards one answer puts on the table, in the order the dealer hands them out:
 * a new round deals player, dealer, player, dealer (the hole card face down unless the
 * round is already over); a step deals the player's new cards (a split moves the
 * second card across first), then turns the hole card and deals the dealer's draws.
 */
export function dealOrder(before: BlackjackView | null, after: BlackjackView): [SlotKey, SlotMotion][] {
  const dealer = dealerSlots(after);
  if (!before) {
    const order: [SlotKey, SlotMotion][] = [
      ['h0-0', 'deal'],
      ['d0', 'deal'],
      ['h0-1', 'deal'],
      ['d1', dealer[1] ? 'deal' : 'dealDown'],
    ];
    for (let i = 2; i < dealer.length; i += 1) order.push([`d${i}`, 'deal']);
    return order;
  }
  const order: [SlotKey, SlotMotion][] = [];
  const split = before.hands.length === 1 && after.hands.length === 2;
  if (split) order.push(['h1-0', 'move']);
  after.hands.forEach((hand, h) => {
    hand.cards.forEach((card, c) => {
      if (split && h === 1 && c === 0) return;
      if (!sameCard(before.hands[h]?.cards[c], card)) order.push([`h${h}-${c}`, 'deal']);
    });
  });
  const previous = dealerSlots(before);
  dealer.forEach((card, i) => {
    if (sameCard(previous[i], card)) return;
    order.push([`d${i}`, previous[i] === null && card ? 'flip' : 'deal']);
  });
  return order;
}
