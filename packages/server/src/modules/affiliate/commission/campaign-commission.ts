import type { Db } from '../../../lib/db/database';

/** One currency of a campaign's commission, in atoms of that currency. */
export interface CurrencyCommission {
  earned: bigint;
  paid: bigint;
  /** Earned and not yet paid (finer than the currency pays; a claim rounds it down). */
  available: bigint;
}

/** What a campaign's referred players have earned it, read from their rounds (README.md). */
export interface CampaignCommission {
  currencies: Map<string, CurrencyCommission>;
  /** Wagered by its referred players since they were referred, in USD atoms. */
  wageredUsd: bigint;
  /** Commission earned, in USD atoms at the rates of the stakes. */
  earnedUsd: bigint;
  /** Paid by claims, in USD atoms at each claim's rate. */
  paidUsd: bigint;
  /** Commission earned per UTC day (`yyyy-mm-dd`) since `since`, in USD atoms; days without any are absent. */
  daily: Map<string, bigint>;
}

/** One referred player's part, for the users list. */
export interface ReferredPlayerCommission {
  wageredUsd: bigint;
  commissionUsd: bigint;
}

/**
 * The standing of each of `campaignIds` (every id present in the answer). Reads only:
 * a stats read may bring a campaign's earnings forward under its row's lock when the
 * unread span of rounds grows long, as rakeback does.
 */
export async function campaignCommission(
  _db: Db,
  campaignIds: readonly string[],
  _options: { dailySince: Date },
): Promise<Map<string, CampaignCommission>> {
  return new Map(
    campaignIds.map((id) => [
      id,
      { currencies: new Map(), wageredUsd: 0n, earnedUsd: 0n, paidUsd: 0n, daily: new Map() },
    ]),
  );
}

/** Each of `userIds` (players referred through `campaignId`), every id present in the answer. */
export async function referredPlayersCommission(
  _db: Db,
  _campaignId: string,
  userIds: readonly string[],
): Promise<Map<string, ReferredPlayerCommission>> {
  return new Map(userIds.map((id) => [id, { wageredUsd: 0n, commissionUsd: 0n }]));
}
