import type { AffiliateCampaign, Atoms } from '@ante/core';
import { toAtoms } from '../../lib/money';

/** What every campaign of the player adds up to, for the tab's header card. */
export type AffiliateTotals = {
  availableUsd: Atoms;
  earnedUsd: Atoms;
  claimedUsd: Atoms;
  referredPlayers: number;
  hits: number;
};

/** The sums are exact: each campaign's USD figures are decimal strings, added as atoms. */
export function affiliateTotals(campaigns: readonly AffiliateCampaign[]): AffiliateTotals {
  return campaigns.reduce<AffiliateTotals>(
    (sum, campaign) => ({
      availableUsd: sum.availableUsd + toAtoms(campaign.availableUsd),
      earnedUsd: sum.earnedUsd + toAtoms(campaign.earnedUsd),
      claimedUsd: sum.claimedUsd + toAtoms(campaign.claimedUsd),
      referredPlayers: sum.referredPlayers + campaign.referredPlayers,
      hits: sum.hits + campaign.hits,
    }),
    { availableUsd: 0n, earnedUsd: 0n, claimedUsd: 0n, referredPlayers: 0, hits: 0 },
  );
}

/** "10%", "12.5%", "0.25%": staff set a percent with at most two decimals. */
export function formatPercent(percent: number): string {
  return `${Number(percent.toFixed(2))}%`;
}

/** The formula in the words of the tab: "stake × house edge × 10% ÷ 2". */
export function commissionFormula(percent: number): string {
  return `stake × house edge × ${formatPercent(percent)} ÷ 2`;
}

/** Whether a claim would pay anything now. */
export function hasCommissionToClaim(campaign: AffiliateCampaign): boolean {
  return campaign.currencies.some((currency) => toAtoms(currency.available) > 0n);
}

/**
 * The currencies worth a line in a campaign's breakdown: those that ever earned,
 * what a claim would pay first (by its USD value), then by name.
 */
export function currencyBreakdown(campaign: AffiliateCampaign): AffiliateCampaign['currencies'] {
  return campaign.currencies
    .filter((currency) => toAtoms(currency.earned) > 0n || toAtoms(currency.available) > 0n)
    .sort((a, b) => {
      const byUsd = toAtoms(b.availableUsd) - toAtoms(a.availableUsd);
      if (byUsd !== 0n) return byUsd > 0n ? 1 : -1;
      return a.currency.localeCompare(b.currency);
    });
}

/** "1 player", "12 players". */
export function countPlayers(count: number): string {
  return `${count.toLocaleString()} ${count === 1 ? 'player' : 'players'}`;
}
