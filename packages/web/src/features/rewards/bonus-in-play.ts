import type { RewardsStats } from '@ante/core';

/**
 * Whether a deposit or a settled bet can change the stats: the welcome offer accepted
 * and not over, an offer waiting for its deposit, or any rollover under way (an
 * offer's or a redeem code's).
 */
export function hasBonusInPlay(
  stats: Pick<RewardsStats, 'rolloverOffer' | 'rolloverBonus' | 'offers' | 'codeRollovers'>,
): boolean {
  const welcome =
    stats.rolloverOffer?.accepted === true &&
    (stats.rolloverBonus === null || stats.rolloverBonus.status === 'active');
  return (
    welcome ||
    stats.offers.some(
      (offer) =>
        offer.status === 'awaiting_deposit' ||
        (offer.status === 'rollover' && offer.rollover?.status === 'active'),
    ) ||
    stats.codeRollovers.some((bonus) => bonus.status === 'active')
  );
}
