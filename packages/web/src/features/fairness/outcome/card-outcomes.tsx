import type { BaccaratResult, Card } from '@ante/core';
import { Button } from '@mantine/core';
import { useState } from 'react';
import type { ShownHand } from '../round-outcome';
import classes from './outcome.module.css';

const SUIT_SYMBOL = { diamonds: '♦', hearts: '♥', spades: '♠', clubs: '♣' } as const;

export function cardText(card: Card): string {
  return `${card.rank}${SUIT_SYMBOL[card.suit]}`;
}

export function CardFace({ card }: { card: Card }) {
  const red = card.suit === 'diamonds' || card.suit === 'hearts';
  return (
    <span className={classes.card} data-red={red || undefined} role="img" aria-label={cardText(card)}>
      <span className={classes.cardRank}>{card.rank}</span>
      <span className={classes.cardSuit} aria-hidden="true">
        {SUIT_SYMBOL[card.suit]}
      </span>
    </span>
  );
}

const SHOWN_AT_FIRST = 12;
const BLACKJACK_SEATS = ['You', 'You', 'Dealer', 'Dealer'];

/**
 * The cards in the order they come off the stream, numbered. Blackjack deals the
 * first four as player, player, dealer up card, dealer hole card, so those are named.
 */
export function CardStream({ cards, game }: { cards: Card[]; game: 'blackjack' | 'topdollar' }) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? cards : cards.slice(0, SHOWN_AT_FIRST);
  const seat = (index: number) =>
    game === 'blackjack'
      ? (BLACKJACK_SEATS[index] ?? `${index + 1}`)
      : index === 0
        ? 'Start'
        : `${index + 1}`;
  return (
    <div className={classes.root}>
      <div className={classes.cardRow}>
        {shown.map((card, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the stream position is the identity of a card.
          <span key={index} className={classes.cardSlot}>
            <CardFace card={card} />
            {seat(index)}
          </span>
        ))}
      </div>
      {cards.length > SHOWN_AT_FIRST && (
        <Button
          variant="subtle"
          color="gray"
          size="xs"
          onClick={() => setExpanded(!expanded)}
          w="fit-content"
        >
          {expanded ? 'Show fewer cards' : `Show all ${cards.length} cards`}
        </Button>
      )}
    </div>
  );
}

function Hand({ title, hand, won }: { title: string; hand: ShownHand; won: boolean }) {
  return (
    <div className={classes.hand} data-win={won || undefined}>
      <span className={classes.handTitle}>
        {title}
        <span className={classes.handTotal}>{hand.total}</span>
      </span>
      <span className={classes.cardRow}>
        {hand.cards.map((card, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a hand can hold the same card twice (infinite deck).
          <CardFace key={index} card={card} />
        ))}
      </span>
    </div>
  );
}

/** Player and banker hands with their totals; the winning side is outlined. */
export function BaccaratOutcome({ result }: { result: BaccaratResult }) {
  return (
    <div className={classes.hands}>
      <Hand
        title="Player"
        hand={{ cards: result.playerCards, total: result.playerTotal }}
        won={result.winner === 'player'}
      />
      <Hand
        title="Banker"
        hand={{ cards: result.bankerCards, total: result.bankerTotal }}
        won={result.winner === 'banker'}
      />
    </div>
  );
}

const HAND_OUTCOME: Record<string, string> = {
  blackjack: 'Blackjack',
  win: 'Win',
  push: 'Push',
  lose: 'Lose',
  bust: 'Bust',
};

/** A played blackjack round: the dealer's hand and each of the player's (two after a split). */
export function BlackjackHands({ dealer, hands }: { dealer: ShownHand; hands: ShownHand[] }) {
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

const MOVE_SYMBOL: Record<string, string> = { higher: '↑', lower: '↓', skip: '↷' };
const MOVE_NAME: Record<string, string> = { higher: 'higher', lower: 'lower', skip: 'skip' };

/** A played top dollar ladder: each card, and under it the call that drew the next one. */
export function TopDollarLadder({ cards, moves }: { cards: Card[]; moves: string[] }) {
  return (
    <div className={classes.cardRow}>
      {cards.map((card, index) => {
        const move = moves[index];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the ladder position is the identity of a card.
          <span key={index} className={classes.cardSlot}>
            <CardFace card={card} />
            <span
              role="img"
              aria-label={move ? `then ${MOVE_NAME[move] ?? move}` : index === 0 ? 'Start' : 'End'}
            >
              {move ? (MOVE_SYMBOL[move] ?? move) : index === 0 ? 'Start' : 'End'}
            </span>
          </span>
        );
      })}
    </div>
  );
}
