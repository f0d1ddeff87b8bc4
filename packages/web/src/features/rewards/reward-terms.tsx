import type { RewardTableResponse } from '@ante/core';
import { NativeSelect, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import classes from './loyalty.module.css';
import { fetchRewardTable, rewardsKeys } from './rewards-api';

type Cell = RewardTableResponse['games'][number]['ranks'][number]['total'];

const PIECES = [
  ['levelUp', 'Level-up'],
  ['rakeback', 'Rakeback'],
  ['weekly', 'Weekly'],
  ['monthly', 'Monthly'],
  ['pot', 'Pot'],
  ['commission', 'Referral'],
  ['total', 'Total'],
] as const;

/** "$1.52" over "30%": per $1,000 staked, and the share of the house's edge. */
function Figure({ cell }: { cell: Cell }) {
  return (
    <>
      <span className={classes.termsUsd}>${cell.perThousandUsd}</span>
      <span className={classes.termsShare}>{cell.percentOfEdge.replace(/\.0$/, '')}%</span>
    </>
  );
}

/**
 * The Rewards page's terms: per game and rank, the most a dollar staked earns back,
 * reward by reward, computed by the server from the rules it pays by (GET
 * /rewards/table). Every reward is a share of the house's expected edge on the stake that
 * earns it, so the total stays below the edge in every game.
 */
export function RewardTerms() {
  const table = useQuery({
    queryKey: rewardsKeys.table,
    queryFn: fetchRewardTable,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [slug, setSlug] = useState<string | null>(null);
  const games = table.data?.games ?? [];
  const game = games.find((entry) => entry.game === slug) ?? games[0];
  return (
    <section className={classes.terms} aria-labelledby="reward-terms-title">
      <h2 id="reward-terms-title" className={classes.termsTitle}>
        What each rank earns back
      </h2>
      <p className={classes.termsText}>
        Every reward is a share of the house's expected edge on the bet that earns it, worked out per game and
        bet type. The table shows the most each rank earns back per $1,000 staked, and that share of the edge,
        counting a referral commission you might collect through a second account. No total reaches the edge.
      </p>
      {game === undefined ? (
        <Skeleton height={220} radius="md" />
      ) : (
        <>
          <NativeSelect
            label="Game"
            value={game.game}
            onChange={(event) => setSlug(event.currentTarget.value)}
            data={games.map((entry) => ({ value: entry.game, label: entry.name }))}
            className={classes.termsSelect}
          />
          <p className={classes.termsEdge} data-testid="reward-terms-edge">
            House edge {game.edgePercent.replace(/0+$/, '').replace(/\.$/, '')}%: $
            {(Math.floor(Number(game.edgePercent) * 1000 + 1e-6) / 100).toFixed(2)} per $1,000 staked
          </p>
          {/* Focusable, so a keyboard can scroll the wide table sideways on a phone. */}
          <section
            className={classes.termsScroll}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys.
            tabIndex={0}
            aria-label={`Rewards per rank on ${game.name}, scrollable`}
          >
            <table className={classes.termsTable} aria-label={`Rewards per rank on ${game.name}`}>
              <thead>
                <tr>
                  <th scope="col">Rank</th>
                  {PIECES.map(([key, label]) => (
                    <th key={key} scope="col">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {game.ranks.map((rank) => (
                  <tr key={rank.rankId}>
                    <th scope="row">{rank.name}</th>
                    {PIECES.map(([key]) => (
                      <td key={key} data-piece={key}>
                        <Figure cell={rank[key]} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
    </section>
  );
}
