import { type ClaimedRewardOffer, formatCrypto, isCryptoCode, type RolloverBonus } from '@ante/core';
import { formatCryptoAmount, significantDigits, toAtoms } from '../../lib/money';

/** An amount with its currency, in the currency's usual precision. */
export function amountText(value: string, currency: string): string {
  return isCryptoCode(currency)
    ? `${formatCryptoAmount(toAtoms(value), currency)} ${currency}`
    : `${value} ${currency}`;
}

export type StatusLabel = { label: string; color: string };

/** A rollover's state as its badge shows it. */
export const ROLLOVER_STATUS: Record<RolloverBonus['status'], StatusLabel> = {
  active: { label: 'In progress', color: 'brand' },
  completed: { label: 'Completed', color: 'teal' },
  expired: { label: 'Expired', color: 'gray' },
};

/**
 * What a held-back bonus is, in a line: the welcome offer's and a deposit offer's
 * name the deposit that started them; a free offer's and a code's have none ("0").
 */
export function rolloverTitle(bonus: RolloverBonus): string {
  const reward = amountText(bonus.bonus, bonus.currency);
  const onDeposit =
    toAtoms(bonus.deposit) > 0n ? ` on your deposit of ${amountText(bonus.deposit, bonus.currency)}` : '';
  if (bonus.source === 'code') return `${bonus.name ? `Code ${bonus.name}` : 'Code'}: reward ${reward}`;
  const prefix = bonus.source === 'offer' && bonus.name ? `${bonus.name}: bonus` : 'Bonus';
  return `${prefix} ${reward}${onDeposit}`;
}

/** A claimed offer's state: waiting for its deposit, its rollover's, or lapsed without a deposit. */
export function claimedOfferStatus(offer: ClaimedRewardOffer): StatusLabel {
  if (offer.status === 'awaiting_deposit') return { label: 'Awaiting deposit', color: 'yellow' };
  if (offer.status === 'lapsed') return { label: 'Lapsed', color: 'gray' };
  return ROLLOVER_STATUS[offer.rollover?.status ?? 'active'];
}

/** The toast after a claim: when to deposit, or what the bonus waits for. */
export function claimedOfferToast(
  offer: ClaimedRewardOffer,
  format: (iso: string) => string,
): { title: string; message: string } {
  if (offer.status === 'awaiting_deposit') {
    const by = offer.depositBy ? ` by ${format(offer.depositBy)}` : '';
    return { title: 'Offer claimed', message: `Deposit ${offer.currency}${by} to get your bonus.` };
  }
  const bonus = offer.rollover;
  return {
    title: 'Offer claimed',
    message: bonus
      ? `Your bonus of ${amountText(bonus.bonus, bonus.currency)} is held until your counted bets reach ${amountText(bonus.wagerRequirement, bonus.currency)}.`
      : 'Follow its progress below.',
  };
}

/** What a redeem code with a wagering requirement says instead of "paid". */
export function heldRewardText(bonus: RolloverBonus, format: (iso: string) => string): string {
  return `${amountText(bonus.bonus, bonus.currency)} is held until your counted bets reach ${amountText(bonus.wagerRequirement, bonus.currency)} by ${format(bonus.expiresAt)}; then it is added to your balance.`;
}

/**
 * How far a rollover has come, both figures in the currency's own precision and the
 * code once: "Counted 0.00 of 40.40 USDT (0 rounds)". Nothing counted yet reads 0.00,
 * not the empty balance's 0.0000, which beside 40.40 looks like another unit.
 */
export function rolloverCountText(bonus: RolloverBonus): string {
  const digits = isCryptoCode(bonus.currency) ? significantDigits(bonus.currency) : 2;
  const figure = (value: string) => {
    const atoms = toAtoms(value);
    return atoms === 0n ? `0.${'0'.repeat(digits)}` : formatCrypto(atoms, digits);
  };
  const rounds = `${bonus.activeRounds} ${bonus.activeRounds === 1 ? 'round' : 'rounds'}`;
  return `Counted ${figure(bonus.wagered)} of ${figure(bonus.wagerRequirement)} ${bonus.currency} (${rounds})`;
}
