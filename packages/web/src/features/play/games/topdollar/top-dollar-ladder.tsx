import { useEffect, useRef } from 'react';
import { formatMultiplier } from '../../../../lib/bet-format';
import { cardName, PlayingCard } from '../blackjack/playing-card';
import { HigherIcon, LowerIcon, SkipIcon } from './move-icons';
import classes from './top-dollar-ladder.module.css';
import type { LadderRung } from './top-dollar-view';

const MOVE_ICONS = { higher: HigherIcon, lower: LowerIcon, skip: SkipIcon } as const;
const MOVE_NAMES = { higher: 'higher or same', lower: 'lower or same', skip: 'skipped' } as const;

interface LadderProps {
  rungs: LadderRung[];
  /** The last rung's outcome is still face down (the drawn card is on its way). */
  pendingLast: boolean;
  roundId: string | null;
}

/** The cards played so far, oldest first, each with the call made on it; it scrolls to the newest. */
export function Ladder({ rungs, pendingLast, roundId }: LadderProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const count = rungs.length;
  useEffect(() => {
    const list = listRef.current;
    if (!list || count === 0) return;
    list.scrollTo({ left: list.scrollWidth, behavior: 'smooth' });
  }, [count]);

  if (count === 0) {
    return (
      <div className={classes.ladder} data-empty>
        <span className={classes.ladderEmpty}>
          {roundId ? 'Your calls line up here' : 'A is high, 2 is low · ties win both ways'}
        </span>
      </div>
    );
  }
  return (
    <div className={classes.ladder}>
      <ol className={classes.rungs} ref={listRef} aria-label="Cards played">
        {rungs.map((rung, index) => {
          const pending = pendingLast && index === count - 1;
          const outcome = pending ? 'pending' : rung.outcome;
          const Icon = MOVE_ICONS[rung.move];
          const verdict = outcome === 'correct' ? ', right' : outcome === 'wrong' ? ', wrong' : '';
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: rungs only ever grow at the end
              key={`${roundId}:${index}`}
              className={classes.rung}
              data-outcome={outcome}
              aria-label={`${cardName(rung.card)}, ${MOVE_NAMES[rung.move]}${verdict}`}
            >
              <PlayingCard card={rung.card} className={classes.rungCard} />
              <span className={classes.marker} data-outcome={outcome}>
                <Icon size={12} />
              </span>
              <span className={classes.rungMultiplier} data-outcome={outcome}>
                {outcome === 'correct'
                  ? formatMultiplier(rung.multiplier)
                  : outcome === 'wrong'
                    ? '0.00×'
                    : rung.move === 'skip'
                      ? 'Skip'
                      : '\u00a0'}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
