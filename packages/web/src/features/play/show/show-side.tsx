import type { ShowState } from '@ante/core';
import { ShowAmount } from './show-amount';
import classes from './show-stage.module.css';

/** Who won how much in the last paid round, and how many are betting now. */
export function ShowSide({ state }: { state: ShowState }) {
  const winners = state.winners;
  return (
    <aside className={classes.side} aria-label="Players">
      <div className={classes.sideStat}>
        <span className={classes.live} aria-hidden="true" />
        <b>{state.round?.bettors ?? 0}</b> betting now
      </div>
      <h3 className={classes.sideTitle}>{winners ? `Round ${winners.roundId} winners` : 'Winners'}</h3>
      {winners && winners.list.length > 0 ? (
        <ol className={classes.winners}>
          {winners.list.map((winner, index) => (
            // Winners have no id; their place in the list is theirs.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className={classes.winner}>
              <span className={classes.winnerName} data-hidden={winner.username === null || undefined}>
                {winner.username ?? 'Hidden'}
              </span>
              <ShowAmount
                className={classes.winnerAmount}
                amount={winner.amount}
                currency={winner.currency}
              />
            </li>
          ))}
        </ol>
      ) : (
        <p className={classes.sideEmpty}>No winners yet this round.</p>
      )}
    </aside>
  );
}
