import { isCryptoCode, type RolloverBonus } from '@ante/core';
import { Badge, Button, EmptyState, Group, Progress, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../ui/form/request-form';
import { GiftIcon } from '../../ui/icons';
import { useCurrentUser } from '../auth/use-current-user';
import { countingTerms, offerSummary, rolloverTerms } from '../rewards/offer-terms';
import { confirmRolloverOffer, rewardsKeys } from '../rewards/rewards-api';
import { useRewardsStats } from '../rewards/use-rewards-stats';
import { useCashierModal } from '../wallet/cashier/use-cashier-modal';
import { formatCryptoAmount, toAtoms } from '../wallet/money';
import classes from './settings.module.css';
import { SettingsCard } from './settings-card';

function amountText(value: string, currency: string): string {
  return isCryptoCode(currency)
    ? `${formatCryptoAmount(toAtoms(value), currency)} ${currency}`
    : `${value} ${currency}`;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const STATUS = {
  active: { label: 'In progress', color: 'brand' },
  completed: { label: 'Completed', color: 'teal' },
  expired: { label: 'Expired', color: 'gray' },
} as const;

function BonusProgress({ bonus }: { bonus: RolloverBonus }) {
  const wagered = toAtoms(bonus.wagered);
  const requirement = toAtoms(bonus.wagerRequirement);
  const percent = requirement === 0n ? 100 : Number((wagered * 10_000n) / requirement) / 100;
  return (
    <div className={classes.offer} data-testid="rollover-progress">
      <Group justify="space-between" gap="xs">
        <Text fw={700} c="white">
          Bonus {amountText(bonus.bonus, bonus.currency)} on your deposit of{' '}
          {amountText(bonus.deposit, bonus.currency)}
        </Text>
        <Badge variant="light" color={STATUS[bonus.status].color}>
          {STATUS[bonus.status].label}
        </Badge>
      </Group>
      <Progress
        value={percent}
        size="lg"
        radius="xl"
        animated={bonus.status === 'active'}
        aria-label="Rollover"
      />
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          Counted {amountText(bonus.wagered, bonus.currency)} of{' '}
          {amountText(bonus.wagerRequirement, bonus.currency)} ({bonus.activeRounds}{' '}
          {bonus.activeRounds === 1 ? 'round' : 'rounds'})
        </Text>
        <Text size="sm" c="dimmed">
          {bonus.status === 'completed'
            ? 'Paid into your balance'
            : `${bonus.status === 'expired' ? 'Ended' : 'Ends'} ${dateFormat.format(new Date(bonus.expiresAt))}`}
        </Text>
      </Group>
    </div>
  );
}

/**
 * Settings > Offers: the welcome offer, its terms, the player's decision and the
 * rollover's progress (GET /rewards/stats), with a way to answer it if not done yet.
 */
export function OffersTab() {
  const { user } = useCurrentUser();
  const stats = useRewardsStats();
  const queryClient = useQueryClient();
  const { openCashier } = useCashierModal();
  const decide = useMutation({
    mutationFn: confirmRolloverOffer,
    onSettled: () => user && queryClient.invalidateQueries({ queryKey: rewardsKeys.stats(user.userId) }),
  });
  const offer = stats.data?.welcomeOffer;
  const decision = stats.data?.rolloverOffer;
  const bonus = stats.data?.rolloverBonus;

  if (stats.data && !offer && !bonus) {
    return (
      <EmptyState
        className={classes.message}
        variant="light"
        size="lg"
        icon={<GiftIcon />}
        title="No offers right now"
      >
        <EmptyState.Description className={classes.messageText}>
          Offers made to you will be listed here with their terms and progress. Check back soon.
        </EmptyState.Description>
      </EmptyState>
    );
  }

  return (
    <SettingsCard
      icon={GiftIcon}
      title="Welcome bonus"
      description={
        offer ? `${offerSummary(offer)}. ${rolloverTerms(offer)} ${countingTerms(offer)}` : undefined
      }
      aside={
        decision ? (
          <Badge variant="light" color={decision.accepted ? 'brand' : 'gray'}>
            {decision.accepted ? 'Accepted' : 'Declined'}
          </Badge>
        ) : null
      }
    >
      {bonus ? (
        <BonusProgress bonus={bonus} />
      ) : decision?.accepted ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            Your bonus starts with your next deposit in {offer?.currencies.join(', ')}.
          </Text>
          <Button onClick={() => openCashier('deposit')}>Deposit</Button>
        </Group>
      ) : decision ? (
        <Text size="sm" c="dimmed">
          You turned this offer down.
        </Text>
      ) : (
        <Group gap="sm">
          <Button onClick={() => decide.mutate(true)} loading={decide.isPending && decide.variables}>
            Claim bonus
          </Button>
          <Button variant="default" onClick={() => decide.mutate(false)} disabled={decide.isPending}>
            No thanks
          </Button>
          {decide.error && (
            <Text size="sm" c="red.5" role="alert">
              {errorMessage(decide.error)}
            </Text>
          )}
        </Group>
      )}
    </SettingsCard>
  );
}
