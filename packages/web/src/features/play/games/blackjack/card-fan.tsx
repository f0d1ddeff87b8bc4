import type { Card } from '@ante/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './blackjack-board.module.css';
import type { SlotAnimation } from './blackjack-plan';
import { type CardTone, PlayingCard } from './playing-card';

interface CardFanProps {
  cards: (Card | null)[];
  /** The animation of card i, if this answer dealt it. */
  animationOf(index: number): SlotAnimation | undefined;
  total: string;
  tone: CardTone | null;
  label: string;
  /** Under the cards: the outcome of the hand, its stake. */
  footer?: ReactNode;
  active?: boolean;
  /** The answer being animated: a card it deals is mounted afresh, so its animation always runs. */
  stepId: number;
  style?: CSSProperties;
}

/** One hand on the table: its cards fanned to the right and down, its total above them. */
export function CardFan({
  cards,
  animationOf,
  total,
  tone,
  label,
  footer,
  active,
  stepId,
  style,
}: CardFanProps) {
  return (
    <section
      className={classes.hand}
      data-active={active || undefined}
      aria-label={total ? `${label}, total ${total}` : label}
      style={{ ...style, '--count': Math.max(cards.length, 1) } as CSSProperties}
    >
      <span className={classes.total} data-tone={tone ?? undefined} data-empty={!total || undefined}>
        {total || '0'}
      </span>
      <div className={classes.fan}>
        {cards.map((card, index) => {
          const animation = animationOf(index);
          return (
            <PlayingCard
              key={animation ? `${index}:${stepId}` : `${index}`}
              card={card}
              motion={animation?.motion ?? null}
              delayMs={animation?.delayMs}
              durationMs={animation?.durationMs}
              tone={tone === 'active' ? null : tone}
              className={classes.fanCard}
              style={{ '--i': index } as CSSProperties}
            />
          );
        })}
      </div>
      {footer}
    </section>
  );
}
