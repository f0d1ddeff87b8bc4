import type { Card } from '@ante/core';
import { Button } from '@mantine/core';
import { useState } from 'react';
import classes from './outcome.module.css';

/** A hand as drawn: its cards and total, and for a player's hand how it ended. */
export interface ShownHand {
  cards: Card[];
  total: number;
  /** How a player's hand ended (blackjack, win, push, lose, bust); unset for the dealer. */
  outcome?: string;
}

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

/**
 * The cards in the order they come off the stream, each under the name `seat` gives
 * its place (blackjack names the first four by who they are dealt to).
 */
export function CardStream({ cards, seat }: { cards: Card[]; seat: (index: number) => string }) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? cards : cards.slice(0, SHOWN_AT_FIRST);
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

/** A hand under its title, with its total; the winning one is outlined. */
export function Hand({ title, hand, won }: { title: string; hand: ShownHand; won: boolean }) {
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
