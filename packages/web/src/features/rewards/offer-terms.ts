import type { RewardOfferTerms, WelcomeOffer } from '@ante/core';
import type { UsdFormatter } from '../../lib/error-text';
import { gameNameFromSlug } from '../../lib/game-name';

/** What every held-back bonus's terms share: how long it runs, its rollover and how bets count. */
type RolloverRules = Pick<WelcomeOffer, 'rollover' | 'days' | 'maxBetUsd' | 'counting'> & {
  /** A free offer's rollover applies to the bonus alone; the others' to the deposit plus the bonus. */
  kind?: RewardOfferTerms['kind'];
};

/** "$100.00" as "$100": terms read better without zero cents. */
export function wholeAmount(text: string): string {
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** The offer in words, from the operator's terms; dollar amounts in the display currency. */
export function offerSummary(offer: WelcomeOffer, formatUsd: UsdFormatter): string {
  return `${offer.percent}% of your first deposit in ${offer.currencies.join(', ')}, up to ${wholeAmount(formatUsd(offer.maxUsd))}`;
}

/**
 * An offer code's bonus in words (settings Offers tab): a share of the next deposit in
 * one of its currencies, up to a cap, or a fixed amount.
 */
export function offerCodeSummary(terms: RewardOfferTerms, formatUsd: UsdFormatter): string {
  if (terms.kind === 'free') return `${wholeAmount(formatUsd(terms.amountUsd ?? '0'))} bonus`;
  return `${terms.percent ?? 0}% of your next ${terms.currencies.join('/')} deposit, up to ${wholeAmount(formatUsd(terms.maxUsd ?? '0'))}`;
}

/** When the bonus is paid. */
export function rolloverTerms(offer: RolloverRules): string {
  const base = offer.kind === 'free' ? 'the bonus' : 'your deposit plus the bonus';
  return `Once your counted bets reach ${offer.rollover}x ${base} within ${offer.days} days, the bonus is added to your balance.`;
}

/**
 * An offer code's deadlines: a deposit offer waits for its deposit as long as its
 * rollover runs, and the code itself may stop being accepted.
 */
export function offerCodeDeadlines(terms: RewardOfferTerms, format: (iso: string) => string): string {
  const deposit =
    terms.kind === 'deposit'
      ? `The deposit must be credited within ${terms.days} days of claiming, and the days of the rollover start with it.`
      : 'The days of the rollover start when you claim it.';
  return terms.expiresAt ? `${deposit} Claim it by ${format(terms.expiresAt)}.` : deposit;
}

function listed(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * How bets count toward the rollover (core rollover/): the general rule, then the
 * games that count less than in full whatever their settings. The welcome offer and
 * offer codes count alike.
 */
export function countingTerms(
  offer: Pick<RolloverRules, 'maxBetUsd' | 'counting'>,
  formatUsd: UsdFormatter,
): string {
  const rule = `Bets count in full at odds of 2x or more and half at shorter odds; bets with a 98% chance or more, or worth over ${wholeAmount(formatUsd(offer.maxBetUsd))}, do not count.`;
  const none = offer.counting
    .filter((entry) => Number(entry.percent) === 0)
    .map((entry) => gameNameFromSlug(entry.game));
  const clauses = [
    ...(none.length > 0 ? [`${listed(none)} ${none.length === 1 ? 'does' : 'do'} not count`] : []),
    ...offer.counting
      .filter((entry) => Number(entry.percent) > 0 && Number(entry.percent) < 100)
      .map((entry) => `${gameNameFromSlug(entry.game)} counts at most ${entry.percent}%`),
  ];
  return clauses.length > 0 ? `${rule} ${listed(clauses)}.` : rule;
}
