import type { BlackjackView, Card } from '@ante/core';
import type { OutcomeUi } from '../../game-fairness';
import { CardStream, cardText, Hand, type ShownHand } from '../../outcome/cards';
import classes from '../../outcome/outcome.module.css';

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

/** The played hands with how each ended (once the round is settled), or null before any hand is dealt. */
function playedHands({ dealer, hands, settlement }: BlackjackView): BlackjackShown | null {
  if (hands.length === 0) return null;
  return {
    kind: 'hands',
    dealer: { cards: dealer.cards, total: dealer.total },
    hands: hands.map(({ cards, total }, index) => {
      const outcome = settlement?.hands[index]?.outcome;
      return outcome ? { cards, total, outcome } : { cards, total };
    }),
  };
}

export const blackjackOutcome: OutcomeUi<BlackjackShown, unknown, { cards: Card[] }, BlackjackView> = {
  fromVerify: (_params, result) => ({ kind: 'stream', cards: result.cards }),
  fromRound: ({ result }) => playedHands(result),
  View: BlackjackOutcome,
  describe: (outcome) =>
    outcome.kind === 'stream' ? `First cards ${outcome.cards.slice(0, 6).map(cardText).join(' ')}` : null,
};
