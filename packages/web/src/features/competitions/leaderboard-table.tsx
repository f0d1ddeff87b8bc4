import type { LeaderboardEntry, MyStanding } from '@ante/core';
import { Button } from '@mantine/core';
import { ordinal } from '../../lib/competition-format';
import { useCurrentUser } from '../../lib/current-user';
import { useAuthModal } from '../../lib/use-auth-modal';
import { IncognitoIcon } from '../../ui/icons';
import { PlayerName } from '../../ui/player-name';
import classes from './leaderboard.module.css';

type TableProps = {
  entries: LeaderboardEntry[];
  myPlace: number | null;
  format: (usd: string) => string;
};

/** One page of places: place, player (hidden for private players), wagered and prize. */
export function LeaderboardTable({ entries, myPlace, format }: TableProps) {
  if (entries.length === 0) {
    return <p className={classes.none}>No bets yet. The first stake on the race's games takes the lead.</p>;
  }
  return (
    <table className={classes.table}>
      <thead>
        <tr>
          <th className={classes.placeCell}>#</th>
          <th>Player</th>
          <th className={classes.number}>Wagered</th>
          <th className={classes.number}>Prize</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.place} data-mine={entry.place === myPlace || undefined} data-place={entry.place}>
            <td className={classes.placeCell}>
              <span className={classes.place} data-place={entry.place}>
                {entry.place}
              </span>
            </td>
            <td className={classes.player}>
              {entry.username ? (
                <PlayerName username={entry.username} />
              ) : (
                <span className={classes.hidden}>
                  <IncognitoIcon size={14} />
                  Hidden
                </span>
              )}
            </td>
            <td className={classes.number}>{format(entry.wagered)}</td>
            <td className={classes.number} data-prize={entry.prize ? true : undefined}>
              {entry.prize ? format(entry.prize) : '–'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type OwnRowProps = { standing: MyStanding | null; format: (usd: string) => string; ended: boolean };

/** The logged-in player's own standing, pinned under the table whatever the page; a login prompt otherwise. */
export function OwnRow({ standing, format, ended }: OwnRowProps) {
  const { user } = useCurrentUser();
  const { openAuth } = useAuthModal();
  if (!user) {
    return (
      <div className={classes.own} data-testid="own-standing">
        <span className={classes.ownText}>
          {ended ? 'Log in to see your place.' : 'Log in and play to join the race.'}
        </span>
        <Button size="xs" onClick={() => openAuth('login')}>
          Log in
        </Button>
      </div>
    );
  }
  if (!standing) return null;
  return (
    <div className={classes.own} data-testid="own-standing">
      <span className={classes.ownPlace}>{standing.place === null ? '–' : ordinal(standing.place)}</span>
      <span className={classes.ownName}>You</span>
      <span className={classes.ownStat}>
        <span className={classes.ownLabel}>Wagered</span>
        {format(standing.wagered)}
      </span>
      <span className={classes.ownStat}>
        <span className={classes.ownLabel}>Prize</span>
        {standing.paid
          ? `${standing.paid.amount} ${standing.paid.currency}`
          : standing.prize
            ? format(standing.prize)
            : '–'}
      </span>
    </div>
  );
}
