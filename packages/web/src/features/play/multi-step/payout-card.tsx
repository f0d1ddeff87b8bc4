import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react';
import { formatBetAmount } from '../../../lib/bet-format';
import classes from './multi-step.module.css';

type PayoutCardProps = Omit<ComponentPropsWithoutRef<'div'>, 'className' | 'style' | 'children'> & {
  /** The game's look of the card (its size, border and background) and of its multiplier. */
  className?: string;
  multiplierClassName?: string;
  /** The multiplier as the game writes it ("1.32×"). */
  multiplier: string;
  payout: string;
  currency: string;
  popMs: number;
  delayMs: number;
  /** Shown above the multiplier. */
  children?: ReactNode;
};

/** The card that pops up over a board when a round pays: the multiplier, a rule, the amount paid. */
export function PayoutCard({
  className,
  multiplierClassName,
  multiplier,
  payout,
  currency,
  popMs,
  delayMs,
  children,
  ...rest
}: PayoutCardProps) {
  return (
    <div
      className={className ? `${classes.payoutCard} ${className}` : classes.payoutCard}
      role="status"
      style={{ '--pop-ms': `${popMs}ms`, '--pop-delay': `${delayMs}ms` } as CSSProperties}
      {...rest}
    >
      {children}
      <span className={multiplierClassName}>{multiplier}</span>
      <span className={classes.payoutRule} />
      <span className={classes.payoutAmount}>
        {formatBetAmount(payout, currency)} {currency}
      </span>
    </div>
  );
}
