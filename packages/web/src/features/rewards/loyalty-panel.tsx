import {
  type CryptoCode,
  fromDecimalString,
  type LoyaltyRank,
  nextRank,
  type RewardsStats,
  rankById,
  rankProgress,
} from '@ante/core';
import { Badge, Button, Group, Progress, Select, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { useAuthModal } from '../../lib/use-auth-modal';
import { useClaimReward } from '../../lib/wallet/use-claim-reward';
import { useUsdFormatter } from '../../lib/wallet/use-usd-formatter';
import { useWallet } from '../../lib/wallet/use-wallet';
import { LockIcon } from '../../ui/icons';
import { RankEmblem, rankColor } from '../../ui/rank-emblem';
import classes from './loyalty.module.css';
import { PeriodicCard, RakebackCard, RewardPreviews } from './reward-cards';
import { claimLevelUp } from './rewards-api';
import { useRanks } from './use-loyalty';
import { useRewardsStats } from './use-rewards-stats';

/**
 * The loyalty programme as the Loyalty modal and the Rewards page show it: the
 * player's rank and progress to the next (docs/product.md#rules: xp over the next rank's
 * wager requirement, capped at 100%), a card per reward (rakeback, the weekly and
 * monthly bonuses) and the ladder with each rank's level-up bonus, claimable once
 * reached. One currency choice serves every claim that pays in a chosen currency
 * (rakeback pays each currency in its own). A visitor sees what each reward is, the
 * ladder and a way to join, and nothing to claim.
 */
export function LoyaltyPanel() {
  const { user, isPending } = useCurrentUser();
  const ranks = useRanks();
  const stats = useRewardsStats();
  const wallet = useWallet();
  const [chosen, setChosen] = useState<CryptoCode | null>(null);
  const currency = chosen && wallet.offered.includes(chosen) ? chosen : wallet.selected;

  if (ranks.isPending || isPending || (user && stats.isPending)) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton height={92} radius="md" />
        <Skeleton height={240} radius="md" />
      </Stack>
    );
  }
  const ladder = ranks.data?.ranks ?? [];
  const mine = user ? (stats.data ?? null) : null;
  return (
    <Stack gap="lg">
      {mine ? <RankCard stats={mine} /> : <JoinCard />}
      {mine ? (
        <section aria-labelledby="your-rewards">
          <RewardsHeader
            stats={mine}
            currency={currency}
            offered={wallet.offered}
            onCurrencyChange={setChosen}
          />
          <div className={classes.rewardGrid}>
            <RakebackCard stats={mine} />
            <PeriodicCard kind="weekly" stats={mine} currency={currency} />
            <PeriodicCard kind="monthly" stats={mine} currency={currency} />
          </div>
        </section>
      ) : (
        <RewardPreviews />
      )}
      <BonusLadder ladder={ladder} stats={mine} currency={currency} />
    </Stack>
  );
}

/**
 * What there is to claim in all (the stats' total, the figure the header's Rewards
 * block shows) and the currency the weekly, monthly and level-up claims pay in.
 */
function RewardsHeader({
  stats,
  currency,
  offered,
  onCurrencyChange,
}: {
  stats: RewardsStats;
  currency: CryptoCode;
  offered: readonly CryptoCode[];
  onCurrencyChange: (currency: CryptoCode) => void;
}) {
  const format = useUsdFormatter();
  const total = fromDecimalString(stats.totalAvailableRewards);
  return (
    <Group justify="space-between" align="end" mb="xs" gap="xs" wrap="nowrap">
      <div>
        <Text id="your-rewards" className={classes.sectionTitle}>
          Your rewards
        </Text>
        <Text size="sm" c="dimmed">
          {total > 0n ? (
            <>
              <span className={classes.totalReady} data-testid="rewards-total">
                {format(total)}
              </span>{' '}
              ready to claim
            </>
          ) : (
            'Nothing to claim right now'
          )}
        </Text>
      </div>
      {offered.length > 0 && (
        <Select<CryptoCode>
          aria-label="Claim in"
          label="Claim in"
          size="xs"
          w={104}
          data={[...offered]}
          value={currency}
          onChange={(next) => next && onCurrencyChange(next)}
          allowDeselect={false}
          withCheckIcon={false}
          comboboxProps={{ keepMounted: false }}
          classNames={{ label: classes.claimInLabel }}
        />
      )}
    </Group>
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

function BonusLadder({
  ladder,
  stats,
  currency,
}: {
  ladder: LoyaltyRank[];
  stats: RewardsStats | null;
  currency: CryptoCode;
}) {
  const format = useUsdFormatter();
  const claim = useClaimReward(
    async (level: number) => {
      const paid = await claimLevelUp({ currency, level });
      return { payments: [paid], usd: paid.usd };
    },
    (level) => `${rankById(level).name} bonus claimed`,
  );
  const available = Object.values(stats?.availableLevelUp ?? {}).reduce(
    (sum, usd) => sum + fromDecimalString(usd),
    0n,
  );

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
                      onClick={(event) => claim.mutate({ input: rank.id, from: event.currentTarget })}
                      loading={claim.isPending && claim.variables?.input === rank.id}
                      disabled={claim.isPending && claim.variables?.input !== rank.id}
                    >
                      {/* One span: the button's label is a flex box, which would drop the spaces between parts. */}
                      <span>
                        Claim
                        <VisuallyHidden>
                          {' '}
                          the {rank.name} bonus, {format(rank.levelUpBonus)},
                        </VisuallyHidden>{' '}
                        in {currency}
                      </span>
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
