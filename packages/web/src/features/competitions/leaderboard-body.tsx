import { Button, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { clockText, ordinal, phaseAt } from '../../lib/competition-format';
import { useNow } from '../../lib/use-now';
import { useUsdFormatter } from '../../lib/wallet/use-usd-formatter';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import classes from './leaderboard.module.css';
import { LeaderboardTable, OwnRow } from './leaderboard-table';
import { StatusBadge } from './status-badge';
import { useCompetitions, useLeaderboard, useMyStanding } from './use-competitions';

/** The modal's content for one competition: its name, clock and prizes, then the table and paging. */
export function LeaderboardBody({ competitionId }: { competitionId: string }) {
  const [startAt, setStartAt] = useState(1);
  const competitions = useCompetitions();
  const board = useLeaderboard(competitionId, startAt);
  const mine = useMyStanding(competitionId);
  const nowMs = useNow(1000);
  const format = useUsdFormatter();
  const competition = competitions.data?.competitions.find((candidate) => candidate.id === competitionId);

  if (board.isError) {
    return <Text c="dimmed">This competition is not available.</Text>;
  }
  if (!competition || !board.data) {
    return (
      <div className={classes.loading}>
        <Loader />
      </div>
    );
  }
  const page = board.data;
  const last = Math.min(page.startAt + page.entries.length - 1, page.total);
  return (
    <div className={classes.body}>
      <div className={classes.summary}>
        <div className={classes.summaryTop}>
          <StatusBadge phase={phaseAt(competition, nowMs)} />
          <span className={classes.clock}>{clockText(competition, nowMs)}</span>
        </div>
        <h2 className={classes.name}>{competition.name}</h2>
        <ol className={classes.prizes} aria-label="Prizes">
          {competition.prizes.map((prize, index) => (
            <li key={ordinal(index + 1)} className={classes.prize} data-place={index + 1}>
              <span className={classes.prizePlace}>{ordinal(index + 1)}</span>
              <span className={classes.prizeAmount}>{format(prize)}</span>
            </li>
          ))}
        </ol>
        <Text size="xs" c="dimmed">
          Pool {format(competition.prizePool)} · paid in {competition.prizeCurrency} at the rate when the race
          ends
        </Text>
      </div>

      <LeaderboardTable entries={page.entries} myPlace={mine.data?.place ?? null} format={format} />

      {page.total > page.pageSize && (
        <div className={classes.paging}>
          <Button
            variant="default"
            size="xs"
            leftSection={<ChevronLeftIcon size={14} />}
            disabled={page.startAt <= 1}
            onClick={() => setStartAt(Math.max(1, page.startAt - page.pageSize))}
          >
            Previous
          </Button>
          <span className={classes.pagingText}>
            {page.entries.length > 0 ? `${page.startAt}–${last}` : '–'} of {page.total}
          </span>
          <Button
            variant="default"
            size="xs"
            rightSection={<ChevronRightIcon size={14} />}
            disabled={page.startAt + page.pageSize > page.total}
            onClick={() => setStartAt(page.startAt + page.pageSize)}
          >
            Next
          </Button>
        </div>
      )}

      <OwnRow standing={mine.data ?? null} format={format} ended={phaseAt(competition, nowMs) === 'ended'} />
    </div>
  );
}
