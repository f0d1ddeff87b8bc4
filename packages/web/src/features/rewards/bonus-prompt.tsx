import { Button, CloseButton, Text } from '@mantine/core';
import { useState } from 'react';
import { useCashierModal } from '../../lib/use-cashier-modal';
import { useUsdFormatter } from '../../lib/wallet/use-usd-formatter';
import { GiftIcon } from '../../ui/icons';
import { useModal } from '../../ui/modal-stack';
import classes from '../../ui/prompt-banner.module.css';
import { offerSummary } from './offer-terms';
import { useRewardsStats } from './use-rewards-stats';

/**
 * 'Deposit To Claim Your Bonus' (docs/product.md#bonus-prompts) shows while the welcome offer is
 * accepted, no bonus exists yet and the Cashier is not open. Dismissed for the visit.
 */
export function useBonusPromptVisible(): boolean {
  const stats = useRewardsStats().data;
  const cashierOpen = useModal('cashier').opened;
  return Boolean(stats?.rolloverOffer?.accepted && stats.rolloverBonus === null && !cashierOpen);
}

export function BonusPrompt() {
  const formatUsd = useUsdFormatter();
  const visible = useBonusPromptVisible();
  const offer = useRewardsStats().data?.welcomeOffer;
  const { openCashier } = useCashierModal();
  const [dismissed, setDismissed] = useState(false);
  if (!visible || dismissed) return null;

  return (
    <section className={classes.prompt} aria-labelledby="bonus-prompt-title">
      <div className={classes.icon} aria-hidden="true">
        <GiftIcon size={22} />
      </div>
      <div className={classes.text}>
        <Text id="bonus-prompt-title" fw={800} c="white">
          Deposit To Claim Your Bonus
        </Text>
        <Text size="sm" c="dimmed">
          {offer
            ? `Your welcome bonus: ${offerSummary(offer, formatUsd)}.`
            : 'Your welcome bonus is waiting for your first deposit.'}
        </Text>
      </div>
      <Button className={classes.cta} onClick={() => openCashier('deposit')}>
        Deposit
      </Button>
      <CloseButton className={classes.close} aria-label="Dismiss" onClick={() => setDismissed(true)} />
    </section>
  );
}
