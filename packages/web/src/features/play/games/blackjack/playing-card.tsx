import type { Card } from '@ante/core';
import type { CSSProperties } from 'react';
import classes from './playing-card.module.css';
import { SuitIcon } from './suit-icon';

/**
 * How a card enters: `deal` slides in from the shoe and turns face up, `dealDown` slides
 * in face down, `flip` turns over where it lies, `move` slides across (a split).
 */
export type CardMotion = 'deal' | 'dealDown' | 'flip' | 'move';

export type CardTone = 'win' | 'lose' | 'push' | 'active';

const SUIT_NAMES = { hearts: 'hearts', diamonds: 'diamonds', spades: 'spades', clubs: 'clubs' } as const;
const RANK_NAMES: Record<string, string> = { J: 'jack', Q: 'queen', K: 'king', A: 'ace' };

export function cardName(card: Card): string {
  return `${RANK_NAMES[card.rank] ?? card.rank} of ${SUIT_NAMES[card.suit]}`;
}

interface PlayingCardProps {
  /** Null draws the back (the dealer's hole card, an undrawn card). */
  card: Card | null;
  motion?: CardMotion | null;
  /** When the motion starts, in ms. */
  delayMs?: number;
  durationMs?: number;
  tone?: CardTone | null;
  className?: string;
  style?: CSSProperties;
}

/**
 * A playing card whose width comes from `--card-w` on an ancestor; everything else
 * (height, type sizes) scales from it. Both faces are always drawn and the card turns
 * with a 3D rotation, so dealing and revealing are transform-only animations.
 */
export function PlayingCard({
  card,
  motion,
  delayMs = 0,
  durationMs = 400,
  tone,
  className,
  style,
}: PlayingCardProps) {
  const red = card?.suit === 'hearts' || card?.suit === 'diamonds';
  return (
    <div
      className={`${classes.card} ${className ?? ''}`}
      data-motion={motion ?? undefined}
      data-tone={tone ?? undefined}
      data-face-down={card === null || undefined}
      style={{ ...style, '--delay': `${delayMs}ms`, '--duration': `${durationMs}ms` } as CSSProperties}
      role="img"
      aria-label={card ? cardName(card) : 'face-down card'}
    >
      <div className={classes.inner}>
        <div className={classes.front} data-red={red || undefined}>
          {card && (
            <>
              <span className={classes.rank} data-wide={card.rank.length > 1 || undefined}>
                {card.rank}
              </span>
              <SuitIcon suit={card.suit} className={classes.cornerSuit} />
              <SuitIcon suit={card.suit} className={classes.bigSuit} />
            </>
          )}
        </div>
        <div className={classes.back} />
      </div>
    </div>
  );
}
