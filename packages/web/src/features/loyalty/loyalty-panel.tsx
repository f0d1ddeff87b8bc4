import {
  type CryptoCode,
  fromDecimalString,
  type LoyaltyRank,
  nextRank,
  type RewardsStats,
  rankById,
  rankProgress,
} from '@ante/core';
import { Badge, Button, Group, Progress, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifySuccess } from '../../lib/notify';
import { LockIcon } from '../../ui/icons';
import { useAuthModal } from '../auth/use-auth-modal';
import { useCurrentUser } from '../auth/use-current-user';
import { claimLevelUp, rewardsKeys } from '../rewards/rewards-api';
import { useRewardsStats } from '../rewards/use-rewards-stats';
import { useUsdFormatter } from '../wallet/use-usd-formatter';
import { useRefreshBalances, useWallet } from '../wallet/use-wallet';
import classes from './loyalty.module.css';
import { RankEmblem, rankColor } from './rank-emblem';
import { useRanks } from './use-loyalty';

/**
 * The loyalty programme as the Loyalty modal and the Rewards page show it: the
 * player's rank and progress to the next (spec section 9: xp over the next rank's
 * wager requirement, capped at 100%), and the ladder with each rank's level-up bonus,
 * claimable once reached. A visitor sees the ladder and a way to join.
 */
export function LoyaltyPanel() {
  const { user, isPending } = useCurrentUser();
  const ranks = useRanks();
  const stats = useRewardsStats();

  if (ranks.isPending || isPending || (user && stats.isPending)) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton height={92} radius="md" />
        <Skeleton height={240} radius="md" />
      </Stack>
    );
  }
  const ladder = ranks.data?.ranks ?? [];
  return (
    <Stack gap="lg">
      {user && stats.data ? <RankCard stats={stats.data} /> : <JoinCard />}
      <BonusLadder ladder={ladder} stats={user ? (stats.data ?? null) : null} />
    </Stack>
  );
}

function RankCard({ stats }: { stats: RewardsStats }) {
  const format = useUsdFormatter();
  const rank = rankById(stats.rankId);
  const next = nextRank(stats.rankId);
  const xp = fromDecimalString(stats.xp);
  const progress = rankProgress(xp, stats.rankId);
  const remaining = next ? fromDecimalString(next.wagerRequirement) - xp : 0n;
  return (
    <div className={classes.rankCard} style={{ '--rank-color': rankColor(rank.id) } as React.CSSProperties}>
      <Group gap="md" wrap="nowrap" align="center">
        <RankEmblem rankId={rank.id} size={56} />
        <div className={classes.rankText}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.6}>
            Your rank
          </Text>
          <Text className={classes.rankName} data-testid="loyalty-rank">
            {rank.name}
          </Text>
        </div>
        <div className={classes.wagered}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.6}>
            Wagered
          </Text>
          <Text fw={800} data-testid="loyalty-wagered">
            {format(stats.xp)}
          </Text>
        </div>
      </Group>
      <Progress
        className={classes.progress}
        value={progress}
        size="md"
        radius="xl"
        color="brand"
        aria-label={next ? `Progress to ${next.name}` : 'Top rank reached'}
      />
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={700}>
          {progress.toFixed(2)}%
        </Text>
        <Text size="sm" c="dimmed" ta="right">
          {next ? `Wager ${format(remaining)} more to reach ${next.name}` : 'You have reached the top rank'}
        </Text>
      </Group>
    </div>
  );
}

function JoinCard() {
  const { openAuth } = useAuthModal();
  return (
    <div className={classes.rankCard}>
      <Group justify="space-between" gap="md">
        <div>
          <Text className={classes.rankName}>Climb the ranks</Text>
          <Text size="sm" c="dimmed">
            Every bet counts toward your rank, and every rank you reach pays a bonus.
          </Text>
        </div>
        <Button onClick={() => openAuth('register')}>Join now</Button>
      </Group>
    </div>
  );
}

type BonusState = 'available' | 'claimed' | 'locked';

function stateOf(rank: LoyaltyRank, stats: RewardsStats | null): BonusState {
  if (!stats || rank.id > stats.rankId) return 'locked';
  return String(rank.id) in stats.availableLevelUp ? 'available' : 'claimed';
}

function BonusLadder({ ladder, stats }: { ladder: LoyaltyRank[]; stats: RewardsStats | null }) {
  const format = useUsdFormatter();
  const wallet = useWallet();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const refreshBalances = useRefreshBalances();
  const [chosen, setChosen] = useState<CryptoCode | null>(null);
  const currency = chosen && wallet.offered.includes(chosen) ? chosen : wallet.selected;
  const claim = useMutation({
    mutationFn: (level: number) => claimLevelUp({ currency, level }),
    onSuccess: async (paid, level) => {
      notifySuccess(
        `${rankById(level).name} bonus claimed`,
        `${paid.amount} ${paid.currency} is in your balance.`,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rewardsKeys.stats(user?.userId ?? '') }),
        refreshBalances(),
      ]);
    },
  });
  const available = stats ? fromDecimalString(stats.totalAvailableRewards) : 0n;

  return (
    <section aria-labelledby="level-up-bonuses">
      <Group justify="space-between" align="end" mb="xs" gap="xs">
        <div>
          <Text id="level-up-bonuses" className={classes.sectionTitle}>
            Level-up bonuses
          </Text>
          {stats && (
            <Text size="sm" c="dimmed">
              {available > 0n
                ? `${format(available)} ready to claim`
                : 'Reach the next rank to earn its bonus'}
            </Text>
          )}
        </div>
        {stats && available > 0n && wallet.offered.length > 0 && (
          <Select<CryptoCode>
            aria-label="Claim in"
            size="xs"
            w={110}
            data={wallet.offered}
            value={currency}
            onChange={(next) => next && setChosen(next)}
            allowDeselect={false}
            withCheckIcon={false}
            comboboxProps={{ keepMounted: false }}
          />
        )}
      </Group>
      <ol className={classes.ladder}>
        {ladder
          .filter((rank) => rank.id > 0)
          .map((rank) => {
            const state = stateOf(rank, stats);
            return (
              <li key={rank.id} className={classes.step} data-state={state} data-testid={`rank-${rank.id}`}>
                <RankEmblem rankId={rank.id} size={32} locked={state === 'locked'} />
                <div className={classes.stepText}>
                  <Text fw={700} size="sm">
                    {rank.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Wager {format(rank.wagerRequirement)}
                  </Text>
                </div>
                <Text fw={800} size="sm" className={classes.bonus}>
                  {format(rank.levelUpBonus)}
                </Text>
                <div className={classes.stepAction}>
                  {state === 'available' ? (
                    <Button
                      size="xs"
                      onClick={() => claim.mutate(rank.id)}
                      loading={claim.isPending && claim.variables === rank.id}
                      disabled={claim.isPending && claim.variables !== rank.id}
                      aria-label={`Claim the ${rank.name} bonus`}
                    >
                      Claim
                    </Button>
                  ) : state === 'claimed' ? (
                    <Badge variant="light" color="gray" size="sm">
                      Claimed
                    </Badge>
                  ) : (
                    <span role="img" aria-label="Locked" className={classes.lock}>
                      <LockIcon size={16} />
                    </span>
                  )}
                </div>
              </li>
            );
          })}
      </ol>
    </section>
  );
}
