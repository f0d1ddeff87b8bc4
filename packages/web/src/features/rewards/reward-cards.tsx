import {
  type CryptoCode,
  type PeriodicBonusKind,
  type RewardsStats,
  rankById,
  rewardRates,
} from '@ante/core';
import { Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCryptoAmount, formatFiatAmount, toAtoms } from '../../lib/money';
import { useNow } from '../../lib/use-now';
import { useClaimReward } from '../../lib/wallet/use-claim-reward';
import { useUsdFormatter } from '../../lib/wallet/use-usd-formatter';
import { useWallet } from '../../lib/wallet/use-wallet';
import { CurrencyIcon } from '../../ui/currency-icon';
import { ClockIcon, CoinsIcon, type IconComponent, SparklesIcon } from '../../ui/icons';
import classes from './loyalty.module.css';
import { listCurrencies, periodicClocks, rakebackFiatTotal, rakebackRows } from './reward-format';
import { claimPeriodicBonus, claimRakeback } from './rewards-api';

/** The first rank that earns rakeback and the periodic bonuses (Newcomer's rates are all zero). */
const FIRST_EARNING_RANK = rankById(1).name;

function RewardCard({
  tone,
  icon: Icon,
  title,
  rate,
  children,
  wide = false,
  testId,
}: {
  tone: 'rakeback' | 'weekly' | 'monthly';
  icon: IconComponent;
  title: string;
  rate: string;
  children: ReactNode;
  wide?: boolean;
  testId: string;
}) {
  const titleId = `${testId}-title`;
  return (
    <section
      className={classes.rewardCard}
      data-tone={tone}
      data-wide={wide || undefined}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <header className={classes.rewardHead}>
        <span className={classes.rewardIcon} aria-hidden="true">
          <Icon size={18} />
        </span>
        <div className={classes.rewardTitles}>
          <Text id={titleId} className={classes.rewardTitle}>
            {title}
          </Text>
          <Text size="xs" c="dimmed">
            {rate}
          </Text>
        </div>
      </header>
      {children}
    </section>
  );
}

/** Why a Claim button is off, said beside it and tied to it for screen readers. */
function ClaimButton({
  label,
  reason,
  onClick,
  loading,
  id,
}: {
  label: string;
  reason: string | null;
  onClick: (from: Element) => void;
  loading: boolean;
  id: string;
}) {
  const reasonId = `${id}-reason`;
  return (
    <div className={classes.claimRow}>
      <Button
        fullWidth
        className={classes.claimButton}
        onClick={(event) => onClick(event.currentTarget)}
        loading={loading}
        disabled={reason !== null}
        aria-describedby={reason ? reasonId : undefined}
      >
        {label}
      </Button>
      {reason && (
        <Text id={reasonId} size="xs" c="dimmed" ta="center">
          {reason}
        </Text>
      )}
    </div>
  );
}

/**
 * Rakeback, per currency: the amount a claim pays (the server's figure, already cut
 * to the currency's unit, shown in full) and its value in the display fiat. "Claim
 * all" pays every currency at once, each in its own.
 */
export function RakebackCard({ stats }: { stats: RewardsStats }) {
  const wallet = useWallet();
  const rows = rakebackRows(stats.availableRakeback, wallet.rates);
  const fiatTotal = rakebackFiatTotal(rows);
  const percent = rewardRates(stats.rankId).rakebackPercent;
  const claim = useClaimReward(
    async () => {
      const paid = await claimRakeback();
      return { payments: paid.payments, usd: paid.usd };
    },
    () => 'Rakeback claimed',
  );
  const currencies = listCurrencies(rows.map((row) => row.currency));
  const worth = fiatTotal === null ? '' : `${formatFiatAmount(fiatTotal, wallet.fiat)} `;
  const reason =
    rows.length > 0
      ? null
      : percent === 0
        ? `Rakeback starts at ${FIRST_EARNING_RANK}.`
        : 'Nothing yet: every settled bet adds to it.';
  return (
    <RewardCard
      tone="rakeback"
      icon={CoinsIcon}
      title="Rakeback"
      rate={percent > 0 ? `${percent}% of the house edge on every bet` : `From ${FIRST_EARNING_RANK}`}
      wide
      testId="reward-rakeback"
    >
      {rows.length > 0 ? (
        <ul className={classes.rakebackList}>
          {rows.map((row) => (
            <li key={row.currency} className={classes.rakebackRow} data-testid={`rakeback-${row.currency}`}>
              <CurrencyIcon currency={row.currency} size={20} />
              <span className={classes.rakebackAmount} data-testid="rakeback-amount">
                {formatCryptoAmount(row.atoms, row.currency)}
              </span>
              <span className={classes.rakebackCode}>{row.currency}</span>
              <span className={classes.rakebackFiat} data-testid="rakeback-fiat">
                {row.fiatAtoms === null ? '' : formatFiatAmount(row.fiatAtoms, wallet.fiat)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <Text className={classes.rewardAmount} data-testid="rakeback-empty">
          {formatFiatAmount(0n, wallet.fiat)}
        </Text>
      )}
      <ClaimButton
        id="claim-rakeback"
        label={rows.length > 0 ? `Claim all ${worth}in ${currencies}` : 'Claim all'}
        reason={reason}
        onClick={(from) => claim.mutate({ input: undefined, from })}
        loading={claim.isPending}
      />
    </RewardCard>
  );
}

const PERIODIC = {
  weekly: { title: 'Weekly bonus', icon: ClockIcon, period: 'week' },
  monthly: { title: 'Monthly bonus', icon: SparklesIcon, period: 'month' },
} as const;

/**
 * The weekly or the monthly bonus: what waits to be claimed (USD, in the display
 * fiat), paid in the currency chosen above, with countdowns to the next grant and to
 * when the waiting one lapses.
 */
export function PeriodicCard({
  kind,
  stats,
  currency,
}: {
  kind: PeriodicBonusKind;
  stats: RewardsStats;
  currency: CryptoCode;
}) {
  const format = useUsdFormatter();
  const nowMs = useNow(1_000);
  const { title, icon, period } = PERIODIC[kind];
  const available = kind === 'weekly' ? stats.availableWeekly : stats.availableMonthly;
  const times = kind === 'weekly' ? stats.weeklyBonus : stats.monthlyBonus;
  const clocks = periodicClocks(times, nowMs);
  const rates = rewardRates(stats.rankId);
  const percent = kind === 'weekly' ? rates.weeklyPercent : rates.monthlyPercent;
  const claim = useClaimReward(
    async (pay: CryptoCode) => {
      const paid = await claimPeriodicBonus(kind, { currency: pay });
      return { payments: [paid], usd: paid.usd };
    },
    () => `${title} claimed`,
  );
  const ready = toAtoms(available) > 0n;
  const amount = format(available);
  return (
    <RewardCard
      tone={kind}
      icon={icon}
      title={title}
      rate={percent > 0 ? `${percent}% of the ${period}'s edge` : `From ${FIRST_EARNING_RANK}`}
      testId={`reward-${kind}`}
    >
      <Text className={classes.rewardAmount} data-ready={ready || undefined} data-testid={`${kind}-amount`}>
        {amount}
      </Text>
      <div className={classes.clocks}>
        {clocks.expires && (
          <Text size="xs" className={classes.expires}>
            {clocks.expires}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {clocks.next}
        </Text>
      </div>
      <ClaimButton
        id={`claim-${kind}`}
        label={ready ? `Claim ${amount} in ${currency}` : 'Claim'}
        reason={ready ? null : `Paid when the ${period} closes, from the bets you settle in it.`}
        onClick={(from) => claim.mutate({ input: currency, from })}
        loading={claim.isPending}
      />
    </RewardCard>
  );
}

/** What a visitor is told of each reward: no amounts, nothing to claim. */
export function RewardPreviews() {
  return (
    <div className={classes.rewardGrid}>
      <RewardCard
        tone="rakeback"
        icon={CoinsIcon}
        title="Rakeback"
        rate={`From ${FIRST_EARNING_RANK}`}
        wide
        testId="reward-rakeback"
      >
        <Text size="sm" c="dimmed">
          A share of the house edge on every bet you settle comes back to you, in the currency you bet.
        </Text>
      </RewardCard>
      <RewardCard
        tone="weekly"
        icon={ClockIcon}
        title="Weekly bonus"
        rate={`From ${FIRST_EARNING_RANK}`}
        testId="reward-weekly"
      >
        <Text size="sm" c="dimmed">
          Each week you play earns a bonus, paid when it closes.
        </Text>
      </RewardCard>
      <RewardCard
        tone="monthly"
        icon={SparklesIcon}
        title="Monthly bonus"
        rate={`From ${FIRST_EARNING_RANK}`}
        testId="reward-monthly"
      >
        <Text size="sm" c="dimmed">
          And each month, a bigger one. The higher your rank, the more all three pay.
        </Text>
      </RewardCard>
    </div>
  );
}
