import { isCryptoCode } from '@ante/core';
import { Button, Text } from '@mantine/core';
import { useEffect } from 'react';
import { formatCryptoAmount, toAtoms } from '../../lib/money';
import { TrophyIcon } from '../../ui/icons';
import { closeModal, openModal, useModal } from '../../ui/modal-stack';
import { OfferDialog } from './offer-dialog';
import { useRewardsStats } from './use-rewards-stats';

/** The bonus whose BeatOffer modal has been shown, so it opens once per bonus. */
const BEAT_SHOWN_KEY = 'ante.beatOfferShown';

function shownFor(id: string): boolean {
  try {
    return window.localStorage.getItem(BEAT_SHOWN_KEY) === id;
  } catch {
    return false;
  }
}

/** The BeatOffer modal (docs/product.md#how-things-change) opens when the rollover is completed. */
export function useBeatOfferTrigger(): void {
  const bonus = useRewardsStats().data?.rolloverBonus;
  const beatenId = bonus?.completed ? bonus.id : null;
  useEffect(() => {
    if (!beatenId || shownFor(beatenId)) return;
    try {
      window.localStorage.setItem(BEAT_SHOWN_KEY, beatenId);
    } catch {
      // Shown again next visit at worst.
    }
    openModal('beat-offer');
  }, [beatenId]);
}

export function BeatOfferModal() {
  const view = useModal('beat-offer');
  const bonus = useRewardsStats().data?.rolloverBonus;
  if (!bonus) return null;
  const amount = isCryptoCode(bonus.currency)
    ? `${formatCryptoAmount(toAtoms(bonus.bonus), bonus.currency)} ${bonus.currency}`
    : `${bonus.bonus} ${bonus.currency}`;
  const close = () => closeModal('beat-offer');

  return (
    <OfferDialog
      view={view}
      onClose={close}
      size={420}
      icon={<TrophyIcon size={34} />}
      title="You beat the offer!"
      amount={`+${amount}`}
      actions={
        <Button fullWidth onClick={close}>
          Keep playing
        </Button>
      }
    >
      <Text size="sm" c="dimmed">
        You met the rollover of your welcome bonus. The bonus is in your balance now.
      </Text>
    </OfferDialog>
  );
}
