import type { Card } from '@ante/core';
import type { OutcomeUi } from '../../../fairness/game-fairness';
import { CardStream, cardText, Hand, type ShownHand } from '../../../fairness/outcome/cards';
import classes from '../../../fairness/outcome/outcome.module.css';
import { isRecord, shownHand } from '../../../fairness/round-record';

/**
 * From the seeds, the stream of cards the round deals from; from a played round, the
 * hands actually played, which say more than the whole 52-card stream.
 */
type BlackjackShown =
  | { kind: 'stream'; cards: Card[] }
  | { kind: 'hands'; dealer: ShownHand; hands: ShownHand[] };

/** Blackjack deals the first four as player, player, dealer up card, dealer hole card, so those are named. */
const SEATS = ['You', 'You', 'Dealer', 'Dealer'];
const seat = (index: number) => SEATS[index] ?? `${index + 1}`;

const HAND_OUTCOME: Record<string, string> = {
  blackjack: 'Blackjack',
  win: 'Win',
  push: 'Push',
  lose: 'Lose',
  bust: 'Bust',
};

/** A played blackjack round: the dealer's hand and each of the player's (two after a split). */
function BlackjackHands({ dealer, hands }: { dealer: ShownHand; hands: ShownHand[] }) {
  return (
    <div className={classes.hands}>
      <Hand title="Dealer" hand={dealer} won={false} />
      {hands.map((hand, index) => (
        <Hand
          // biome-ignore lint/suspicious/noArrayIndexKey: hands are seats.
          key={index}
          title={`${hands.length > 1 ? `Hand ${index + 1}` : 'You'}${hand.outcome ? ` · ${HAND_OUTCOME[hand.outcome] ?? hand.outcome}` : ''}`}
          hand={hand}
          won={hand.outcome === 'win' || hand.outcome === 'blackjack'}
        />
      ))}
    </div>
  );
}

function BlackjackOutcome({ outcome }: { outcome: BlackjackShown }) {
  return outcome.kind === 'stream' ? (
    <CardStream cards={outcome.cards} seat={seat} />
  ) : (
    <BlackjackHands dealer={outcome.dealer} hands={outcome.hands} />
  );
}

/** The played hands with how each ended, or null when the record does not read as a round. */
function playedHands(result: Record<string, unknown>): BlackjackShown | null {
  const dealer = shownHand(result.dealer);
  const settled =
    isRecord(result.settlement) && Array.isArray(result.settlement.hands) ? result.settlement.hands : [];
  const hands = Array.isArray(result.hands) ? result.hands.map(shownHand) : [];
  if (!dealer || hands.length === 0 || hands.some((hand) => hand === null)) return null;
  return {
    kind: 'hands',
    dealer,
    hands: (hands as ShownHand[]).map((hand, index) => {
      const outcome = settled[index];
      return isRecord(outcome) && typeof outcome.outcome === 'string'
        ? { ...hand, outcome: outcome.outcome }
        : hand;
    }),
  };
}

export const blackjackOutcome: OutcomeUi<BlackjackShown, unknown, { cards: Card[] }> = {
  fromVerify: (_params, result) => ({ kind: 'stream', cards: result.cards }),
  fromRound: ({ result }) => playedHands(result),
  View: BlackjackOutcome,
  describe: (outcome) =>
    outcome.kind === 'stream' ? `First cards ${outcome.cards.slice(0, 6).map(cardText).join(' ')}` : null,
};
