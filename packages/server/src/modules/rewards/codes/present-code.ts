import { fromDecimalString, type RedeemCodeView, toDecimalString } from '@ante/core';
import type { Selectable } from 'kysely';
import type { RedeemCodesTable } from '../../../lib/db/schema';

export type RedeemCodeRow = Selectable<RedeemCodesTable>;

/** A numeric column as the API writes amounts: no trailing zeros. */
export const decimal = (value: string) => toDecimalString(fromDecimalString(value));

export function presentCode(row: RedeemCodeRow): RedeemCodeView {
  return {
    id: row.id,
    code: row.code,
    rewardUsd: decimal(row.reward_usd),
    currency: row.currency,
    maxUses: row.max_uses,
    uses: row.uses,
    startsAt: row.starts_at?.toISOString() ?? null,
    expiresAt: row.expires_at?.toISOString() ?? null,
    minRankId: row.min_rank_id,
    minWagerUsd7d: decimal(row.min_wager_usd_7d),
    wagerRequirementX: row.wager_requirement_x,
    createdAt: row.created_at.toISOString(),
    disabledAt: row.disabled_at?.toISOString() ?? null,
  };
}
