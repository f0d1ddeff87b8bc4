import type { Competition } from '@ante/core';
import { Button } from '@mantine/core';
import { clockText, ordinal, phaseAt } from '../../lib/competition-format';
import { gameNameFromSlug } from '../../lib/game-name';
import { ClockIcon, TrophyIcon, UsersIcon } from '../../ui/icons';
import classes from './competitions.module.css';
import { StatusBadge } from './status-badge';
import { openLeaderboard } from './use-competitions';

type CompetitionCardProps = { competition: Competition; nowMs: number; format: (usd: string) => string };

/** Games named on a card before "+N more". */
const GAMES_SHOWN = 3;

/** One competition on the Competitions page: clock, prize pool, top prizes and the way to its leaderboard. */
export function CompetitionCard({ competition, nowMs, format }: CompetitionCardProps) {
  const phase = phaseAt(competition, nowMs);
  const games = competition.games;
  const gamesText =
    games.length === 0
      ? 'All games'
      : games.slice(0, GAMES_SHOWN).map(gameNameFromSlug).join(', ') +
        (games.length > GAMES_SHOWN ? ` +${games.length - GAMES_SHOWN} more` : '');
  return (
    <article className={classes.card} data-phase={phase} aria-label={competition.name}>
      <div className={classes.cardTop}>
        <StatusBadge phase={phase} />
        <span className={classes.clock}>
          <ClockIcon size={14} />
          {clockText(competition, nowMs)}
        </span>
      </div>
      <h3 className={classes.cardTitle}>{competition.name}</h3>
      <p className={classes.cardGames}>{gamesText}</p>
      <div className={classes.pool}>
        <span className={classes.poolLabel}>Prize pool</span>
        <span className={classes.poolAmount}>{format(competition.prizePool)}</span>
        <span className={classes.poolNote}>Paid in {competition.prizeCurrency}</span>
      </div>
      <ol className={classes.topPrizes}>
        {competition.prizes.slice(0, 3).map((prize, index) => (
          <li key={ordinal(index + 1)} className={classes.topPrize} data-place={index + 1}>
            <span className={classes.topPlace}>{ordinal(index + 1)}</span>
            <span>{format(prize)}</span>
          </li>
        ))}
      </ol>
      <div className={classes.cardFooter}>
        <span className={classes.players}>
          <UsersIcon size={14} />
          {competition.players} {competition.players === 1 ? 'player' : 'players'}
        </span>
        <Button
          size="sm"
          variant={phase === 'live' ? 'filled' : 'default'}
          leftSection={<TrophyIcon size={16} />}
          onClick={() => openLeaderboard(competition.id)}
        >
          View leaderboard
        </Button>
      </div>
    </article>
  );
}
