import { Badge, Button, EmptyState, Group, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '../../lib/current-user';
import { useCashierModal } from '../../lib/use-cashier-modal';
import { useUsdFormatter } from '../../lib/wallet/use-usd-formatter';
import { errorMessage } from '../../ui/form/request-form';
import { GiftIcon, ListIcon } from '../../ui/icons';
import { SettingsCard } from '../../ui/settings-card';
import classes from '../../ui/settings-card.module.css';
import { BonusProgress } from './bonus-progress';
import { ClaimedOffers } from './claimed-offers';
import { OfferCodeCard } from './offer-code-card';
import { countingTerms, offerSummary, rolloverTerms } from './offer-terms';
import { confirmRolloverOffer, rewardsKeys } from './rewards-api';
import { useRewardsStats } from './use-rewards-stats';

/**
 * The welcome offer, its terms, the player's decision and its rollover's progress,
 * with a way to answer it if not done yet.
 */
function WelcomeBonusCard() {
  const formatUsd = useUsdFormatter();
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

  return (
    <SettingsCard
      icon={GiftIcon}
      title="Welcome bonus"
      description={
        offer
          ? `${offerSummary(offer, formatUsd)}. ${rolloverTerms(offer)} ${countingTerms(offer, formatUsd)}`
          : undefined
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

/**
 * Settings > Offers (GET /rewards/stats): a way to check and claim an offer code, the
 * offers claimed and the rewards redeem codes hold back with their progress, and the
 * welcome offer. With none of those yet, the list says so.
 */
export function OffersTab() {
  const stats = useRewardsStats();
  const offers = stats.data?.offers ?? [];
  const codeRollovers = stats.data?.codeRollovers ?? [];
  const hasWelcome = Boolean(stats.data?.welcomeOffer || stats.data?.rolloverBonus);
  const hasClaimed = offers.length > 0 || codeRollovers.length > 0;

  return (
    <div className={classes.stack}>
      <OfferCodeCard />
      {hasClaimed && (
        <SettingsCard
          icon={ListIcon}
          title="Your offers"
          description="Offers you claimed and rewards held until their wagering is met, newest first."
        >
          <ClaimedOffers offers={offers} codeRollovers={codeRollovers} />
        </SettingsCard>
      )}
      {hasWelcome && <WelcomeBonusCard />}
      {stats.data && !hasClaimed && !hasWelcome && (
        <EmptyState
          className={classes.message}
          variant="light"
          size="lg"
          icon={<GiftIcon />}
          title="No offers yet"
        >
          <EmptyState.Description className={classes.messageText}>
            Offers you claim will be listed here with their terms and progress.
          </EmptyState.Description>
        </EmptyState>
      )}
    </div>
  );
}
