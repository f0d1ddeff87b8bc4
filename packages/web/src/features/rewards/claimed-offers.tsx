import type { ClaimedRewardOffer, RolloverBonus } from '@ante/core';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useCashierModal } from '../../lib/use-cashier-modal';
import { useUsdFormatter } from '../../lib/wallet/use-usd-formatter';
import { BonusProgress } from './bonus-progress';
import { offerCodeSummary } from './offer-terms';
import classes from './offers.module.css';
import { claimedOfferStatus } from './rollover-labels';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A claimed offer without a rollover yet: a deposit offer waiting for its deposit
 * (with the way to make it), or one whose time ran out before a deposit came.
 */
function WaitingOffer({ offer }: { offer: ClaimedRewardOffer }) {
  const formatUsd = useUsdFormatter();
  const { openCashier } = useCashierModal();
  const status = claimedOfferStatus(offer);
  return (
    <div className={classes.offer} data-testid="claimed-offer" data-status={offer.status}>
      <div className={classes.offerHead}>
        <Text fw={700} c="white" className={classes.offerTitle}>
          {offer.code}: {offerCodeSummary(offer.terms, formatUsd)}
        </Text>
        <Badge variant="light" color={status.color} className={classes.offerBadge}>
          {status.label}
        </Badge>
      </div>
      {offer.status === 'awaiting_deposit' ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {offer.depositBy
              ? `Deposit ${offer.currency} by ${dateFormat.format(new Date(offer.depositBy))} to start your bonus.`
              : `Deposit ${offer.currency} to start your bonus.`}
          </Text>
          <Button size="compact-md" onClick={() => openCashier('deposit')}>
            Deposit
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          No {offer.currency} deposit was credited in time, so this offer ended.
        </Text>
      )}
    </div>
  );
}

type ClaimedOffersProps = { offers: readonly ClaimedRewardOffer[]; codeRollovers: readonly RolloverBonus[] };

/** The offers the player claimed and the rewards their redeem codes hold back, newest first. */
export function ClaimedOffers({ offers, codeRollovers }: ClaimedOffersProps) {
  return (
    <div className={classes.offerList}>
      {offers.map((offer) =>
        offer.status === 'rollover' && offer.rollover ? (
          <BonusProgress key={`${offer.code}-${offer.claimedAt}`} bonus={offer.rollover} />
        ) : (
          <WaitingOffer key={`${offer.code}-${offer.claimedAt}`} offer={offer} />
        ),
      )}
      {codeRollovers.map((bonus) => (
        <BonusProgress key={bonus.id} bonus={bonus} />
      ))}
    </div>
  );
}
