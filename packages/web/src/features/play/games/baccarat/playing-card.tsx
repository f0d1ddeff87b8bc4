import type { Card } from '@ante/core';
import type { CSSProperties } from 'react';
import classes from './baccarat.module.css';

const SUIT_SYMBOL: Record<Card['suit'], string> = { diamonds: '♦', hearts: '♥', spades: '♠', clubs: '♣' };

interface Props {
  card: Card;
  /** Slide-and-flip duration; 0 shows the card face up at once. */
  dealMs: number;
  /** Where the card comes from, relative to its place (the shoe, top right). */
  fromX: string;
}

/** A card dealt from the shoe: it slides to its place face down and turns over. */
export function PlayingCard({ card, dealMs, fromX }: Props) {
  const red = card.suit === 'hearts' || card.suit === 'diamonds';
  const symbol = SUIT_SYMBOL[card.suit];
  return (
    <div
      className={classes.card}
      style={{ '--deal-ms': `${dealMs}ms`, '--from-x': fromX } as CSSProperties}
      data-animated={dealMs > 0 || undefined}
      role="img"
      aria-label={`${card.rank} of ${card.suit}`}
    >
      <div className={classes.cardInner}>
        <div className={classes.cardFront} data-red={red || undefined}>
          <span className={classes.cardRank}>{card.rank}</span>
          <span className={classes.cardSuit}>{symbol}</span>
        </div>
        <div className={classes.cardBack} />
      </div>
    </div>
  );
}
