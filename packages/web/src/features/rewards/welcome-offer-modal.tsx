import { Alert, Button, Group, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { useUsdFormatter } from '../../lib/wallet/use-usd-formatter';
import { errorMessage } from '../../ui/form/request-form';
import { AlertIcon, GiftIcon } from '../../ui/icons';
import { closeModal, openModal, useModal } from '../../ui/modal-stack';
import { OfferDialog } from './offer-dialog';
import { countingTerms, offerSummary, rolloverTerms, wholeAmount } from './offer-terms';
import { confirmRolloverOffer, rewardsKeys } from './rewards-api';
import { useRewardsStats } from './use-rewards-stats';

/** The offer is shown (docs/product.md#how-things-change) once per browser, marked by this key. */
export const OFFER_SHOWN_KEY = 'jp_offer_shown';

function readShown(): boolean {
  try {
    return window.localStorage.getItem(OFFER_SHOWN_KEY) !== null;
  } catch {
    return false;
  }
}

function markShown(): void {
  try {
    window.localStorage.setItem(OFFER_SHOWN_KEY, '1');
  } catch {
    // Without storage it may be shown again next visit; the server still takes one decision.
  }
}

/**
 * The WelcomeOffer modal (docs/product.md#how-things-change) opens, close-protected, once: when logged in,
 * not yet shown in this browser, and the offer has no decision. Not to a player on a
 * break (no bonuses then).
 */
export function useWelcomeOfferTrigger(): void {
  const { user } = useCurrentUser();
  const stats = useRewardsStats();
  const ready = Boolean(
    user && !user.exclusion && stats.data?.welcomeOffer && stats.data.rolloverOffer === null,
  );
  useEffect(() => {
    if (!ready || readShown()) return;
    markShown();
    openModal('welcome-offer', { closeProtected: true });
  }, [ready]);
}

/**
 * Take the offer or turn it down. Close-protected: Escape and a click outside leave it
 * open, so it is not lost to a stray tap; its close button puts it off without deciding.
 */
export function WelcomeOfferModal() {
  const formatUsd = useUsdFormatter();
  const view = useModal('welcome-offer');
  const { user } = useCurrentUser();
  const stats = useRewardsStats();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: confirmRolloverOffer,
    onMutate: () => setProblem(null),
    onSuccess: () => {
      closeModal('welcome-offer');
      if (user) void queryClient.invalidateQueries({ queryKey: rewardsKeys.stats(user.userId) });
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  const offer = stats.data?.welcomeOffer;
  if (!offer) return null;

  return (
    <OfferDialog
      view={view}
      // Closing decides nothing: the offer waits in Settings, Offers (it opens on its own only once).
      onClose={() => closeModal('welcome-offer')}
      size={440}
      icon={<GiftIcon size={34} />}
      title="Welcome bonus"
      amount={`${offer.percent}% up to ${wholeAmount(formatUsd(offer.maxUsd))}`}
      actions={
        <Group grow preventGrowOverflow={false} wrap="wrap" w="100%">
          <Button variant="default" onClick={() => mutation.mutate(false)} disabled={mutation.isPending}>
            No thanks
          </Button>
          <Button onClick={() => mutation.mutate(true)} loading={mutation.isPending && mutation.variables}>
            Claim bonus
          </Button>
        </Group>
      }
    >
      <Text size="sm" c="dimmed">
        Get {offerSummary(offer, formatUsd)}. {rolloverTerms(offer)}
      </Text>
      <Text size="xs" c="dimmed" data-testid="welcome-offer-counting">
        {countingTerms(offer, formatUsd)}
      </Text>
      {problem && (
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert" w="100%">
          {problem}
        </Alert>
      )}
    </OfferDialog>
  );
}
