import {
  type AffiliateCampaign,
  COMMISSION_CHART_DAYS,
  isCryptoCode,
  multiplyByRate,
  toDecimalString,
} from '@ante/core';
import type { Selectable } from 'kysely';
import type { Db } from '../../lib/db/database';
import type { AffiliateCampaignsTable } from '../../lib/db/schema';
import { payableAtoms } from '../rewards/settled-stakes/edge-shares';
import type { RatesService } from '../wallet/rates/rates-service';
import { campaignCommission } from './commission/campaign-commission';
import { campaignPercent } from './commission/campaign-standing';

export type CampaignRow = Selectable<AffiliateCampaignsTable>;

const DAY_MS = 86_400_000;

/** The last COMMISSION_CHART_DAYS UTC days (`yyyy-mm-dd`), oldest first, today last. */
export function chartDays(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: COMMISSION_CHART_DAYS }, (_, index) =>
    new Date(today - (COMMISSION_CHART_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * Campaigns as their owner sees them, in the order given: counts from the tables, money
 * from the commission module (commission/campaign-commission.ts), which owns how
 * commission is earned and paid. What a claim would pay now is each currency's
 * available commission rounded down to what the currency pays (as rakeback is), valued
 * at the price of the moment; a currency without a fresh price is shown but not valued.
 */
export async function presentCampaigns(
  db: Db,
  rates: RatesService,
  rows: readonly CampaignRow[],
): Promise<AffiliateCampaign[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const days = chartDays(new Date());
  const referred = await db
    .selectFrom('affiliate_referrals')
    .select(['campaign_id', (eb) => eb.fn.countAll<string>().as('players')])
    .where('campaign_id', 'in', ids)
    .groupBy('campaign_id')
    .execute();
  const commission = await campaignCommission(db, ids, { dailySince: new Date(`${days[0]}T00:00:00Z`) });
  const players = new Map(referred.map((row) => [row.campaign_id, Number(row.players)]));
  return rows.map((row) => {
    const money = commission.get(row.id);
    let availableUsd = 0n;
    const currencies = [...(money?.currencies ?? [])]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, figures]) => {
        const available = payableAtoms(currency, figures.available);
        const usd =
          isCryptoCode(currency) && available > 0n && rates.isUsable(currency)
            ? multiplyByRate(available, rates.usdPrice(currency))
            : 0n;
        availableUsd += usd;
        return {
          currency,
          earned: toDecimalString(figures.earned),
          claimed: toDecimalString(figures.paid),
          available: toDecimalString(available),
          availableUsd: toDecimalString(usd),
        };
      });
    return {
      id: row.id,
      name: row.name,
      code: row.code,
      isDefault: row.is_default,
      createdAt: new Date(row.created_at).toISOString(),
      commissionPercent: campaignPercent(row),
      hits: Number(row.hits),
      referredPlayers: players.get(row.id) ?? 0,
      wageredUsd: toDecimalString(money?.wageredUsd ?? 0n),
      earnedUsd: toDecimalString(money?.earnedUsd ?? 0n),
      claimedUsd: toDecimalString(money?.paidUsd ?? 0n),
      availableUsd: toDecimalString(availableUsd),
      currencies,
      daily: days.map((day) => ({ day, usd: toDecimalString(money?.daily.get(day) ?? 0n) })),
    };
  });
}
