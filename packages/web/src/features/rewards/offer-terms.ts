import type { WelcomeOffer } from '@ante/core';
import { gameNameFromSlug } from '../bet-feed/game-name';

/** The offer in words, from the operator's terms. */
export function offerSummary(offer: WelcomeOffer): string {
  return `${offer.percent}% of your first deposit in ${offer.currencies.join(', ')}, up to $${offer.maxUsd}`;
}

/** When the bonus is paid. */
export function rolloverTerms(offer: WelcomeOffer): string {
  return `Once your counted bets reach ${offer.rollover}x your deposit plus the bonus within ${offer.days} days, the bonus is added to your balance.`;
}

function listed(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * How bets count toward the rollover (core rollover/): the general rule, then the
 * games that count less than in full whatever their settings.
 */
export function countingTerms(offer: WelcomeOffer): string {
  const rule = `Bets count in full at odds of 2x or more and half at shorter odds; bets with a 98% chance or more, or worth over $${offer.maxBetUsd}, do not count.`;
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
