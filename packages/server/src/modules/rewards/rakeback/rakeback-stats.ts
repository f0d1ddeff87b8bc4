import { fromDecimalString, isCryptoCode, multiplyByRate, parseAmount, toDecimalString } from '@ante/core';
import type { Db } from '../../../lib/db/database';
import type { RatesService } from '../../wallet/rates/rates-service';
import { payableAtoms } from '../settled-stakes/edge-shares';
import { rakebackStanding } from './rakeback-standing';

/** Rakeback counts toward the total available rewards only when worth more than this (docs/product.md#rules). */
const COUNTS_ABOVE_USD = parseAmount('0.01');

export interface RakebackStats {
  /** What a claim would pay now, per currency (currencies with nothing payable left out). */
  availableRakeback: Record<string, string>;
  availableUsd: bigint;
  claimedUsd: bigint;
}

export async function rakebackStats(trx: Db, rates: RatesService, userId: string): Promise<RakebackStats> {
  const standing = await rakebackStanding(trx, userId, { forClaim: false });
  const availableRakeback: Record<string, string> = {};
  let availableUsd = 0n;
  for (const [currency, atoms] of standing.available) {
    const payable = payableAtoms(currency, atoms);
    if (payable <= 0n || !isCryptoCode(currency)) continue;
    availableRakeback[currency] = toDecimalString(payable);
    // Without a fresh price a currency's rakeback is shown but not valued.
    if (rates.isUsable(currency)) availableUsd += multiplyByRate(payable, rates.usdPrice(currency));
  }
  return { availableRakeback, availableUsd, claimedUsd: standing.paidUsd };
}

/** The loyalty stats with rakeback added to what is available and what was claimed. */
export function withRakeback<T extends { totalAvailableRewards: string; totalClaimed: object }>(
  stats: T,
  rakeback: RakebackStats,
): T & { availableRakeback: Record<string, string>; totalClaimed: { rakeback: string } } {
  const counted = rakeback.availableUsd > COUNTS_ABOVE_USD ? rakeback.availableUsd : 0n;
  return {
    ...stats,
    availableRakeback: rakeback.availableRakeback,
    totalAvailableRewards: toDecimalString(fromDecimalString(stats.totalAvailableRewards) + counted),
    totalClaimed: { ...stats.totalClaimed, rakeback: toDecimalString(rakeback.claimedUsd) },
  };
}
