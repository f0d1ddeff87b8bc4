import type { Competition } from '@ante/core';
import { Button, Loader, Text } from '@mantine/core';
import { phaseAt } from '../../lib/competition-format';
import { useNow } from '../../lib/use-now';
import { useUsdFormatter } from '../../lib/wallet/use-usd-formatter';
import { TrophyIcon } from '../../ui/icons';
import { ListPageHeader } from '../../ui/list-page-header';
import { CompetitionCard } from './competition-card';
import classes from './competitions.module.css';
import { useCompetitions } from './use-competitions';

const SECTIONS = [
  { phase: 'live', title: 'Live now' },
  { phase: 'upcoming', title: 'Upcoming' },
  { phase: 'ended', title: 'Ended' },
] as const;

/**
 * The Competitions page (docs/product.md#routes, open to anonymous visitors): live, upcoming
 * and ended wager races as cards, each opening its Leaderboard modal.
 */
export function CompetitionsPage() {
  const competitions = useCompetitions();
  const nowMs = useNow(1000);
  const format = useUsdFormatter();
  const list = competitions.data?.competitions ?? [];
  const byPhase = (phase: string) => list.filter((competition) => phaseAt(competition, nowMs) === phase);

  return (
    <div className={classes.page}>
      <ListPageHeader
        icon={TrophyIcon}
        title="Competitions"
        count={list.length > 0 ? `${list.length}` : undefined}
      />
      <p className={classes.lead}>
        Wager on the races' games to climb the leaderboard. Every stake counts at its dollar value, and prizes
        are paid into your wallet automatically when a race ends.
      </p>
      {competitions.isPending ? (
        <div className={classes.centered}>
          <Loader />
        </div>
      ) : competitions.isError ? (
        <div className={classes.empty}>
          <Text c="dimmed">We could not load the competitions.</Text>
          <Button variant="default" onClick={() => void competitions.refetch()}>
            Try again
          </Button>
        </div>
      ) : list.length === 0 ? (
        <EmptyState />
      ) : (
        SECTIONS.map(({ phase, title }) => (
          <Section key={phase} title={title} competitions={byPhase(phase)} nowMs={nowMs} format={format} />
        ))
      )}
    </div>
  );
}

type SectionProps = {
  title: string;
  competitions: Competition[];
  nowMs: number;
  format: (usd: string) => string;
};

function Section({ title, competitions, nowMs, format }: SectionProps) {
  if (competitions.length === 0) return null;
  return (
    <section className={classes.section} aria-label={title}>
      <h2 className={classes.sectionTitle}>{title}</h2>
      <div className={classes.grid}>
        {competitions.map((competition) => (
          <CompetitionCard key={competition.id} competition={competition} nowMs={nowMs} format={format} />
        ))}
      </div>
    </section>
  );
}

function EmptyState() {
  return (
    <div className={classes.empty}>
      <div className={classes.emptyIcon}>
        <TrophyIcon size={34} />
      </div>
      <h2 className={classes.emptyTitle}>No competitions right now</h2>
      <Text c="dimmed" maw={420} ta="center">
        New races with prize pools are announced here. Check back soon.
      </Text>
    </div>
  );
}
