import { fromDecimalString, type RewardOfferTerms, type RewardOfferView, toDecimalString } from '@ante/core';
import { type Selectable, sql } from 'kysely';
import type { Config } from '../../../lib/config';
import type { Db } from '../../../lib/db/database';
import type { RewardOffersTable } from '../../../lib/db/schema';
import { NotFound } from '../../../lib/errors';
import { bonusCurrencies } from '../rollovers/bonus-currencies';
import { countingTerms } from '../rollovers/counting-terms';

export type RewardOfferRow = Selectable<RewardOffersTable>;

/** A numeric column as the API writes amounts: no trailing zeros. */
const decimal = (value: string | null) => (value === null ? null : toDecimalString(fromDecimalString(value)));

/** An offer as staff see it (GET /admin/offers). */
export function presentOffer(row: RewardOfferRow): RewardOfferView {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percent: row.percent,
    maxUsd: decimal(row.max_usd),
    amountUsd: decimal(row.amount_usd),
    rollover: row.rollover,
    maxBetUsd: decimal(row.max_bet_usd) ?? '0',
    days: row.days,
    maxUses: row.max_uses,
    uses: row.uses,
    startsAt: row.starts_at?.toISOString() ?? null,
    expiresAt: row.expires_at?.toISOString() ?? null,
    minRankId: row.min_rank_id,
    createdAt: row.created_at.toISOString(),
    disabledAt: row.disabled_at?.toISOString() ?? null,
  };
}

/**
 * An offer's terms as a player sees them. A deposit offer can be taken in the currencies
 * whose deposits earn a bonus (as the welcome offer's); a free one in any this casino
 * supports.
 */
export function offerTerms(config: Config, row: RewardOfferRow): RewardOfferTerms {
  return {
    code: row.code,
    kind: row.kind,
    percent: row.percent,
    maxUsd: decimal(row.max_usd),
    amountUsd: decimal(row.amount_usd),
    rollover: row.rollover,
    maxBetUsd: decimal(row.max_bet_usd) ?? '0',
    days: row.days,
    currencies: row.kind === 'deposit' ? bonusCurrencies(config) : [...config.supportedCurrencies],
    counting: countingTerms(),
    expiresAt: row.expires_at?.toISOString() ?? null,
  };
}

/** Thrown for an offer no one created; the route counts these as guesses. */
export class UnknownOffer extends NotFound {
  constructor() {
    super('There is no offer with that code. Check it and try again.', 'code');
  }
}

/** The offer with this name, whatever its case. */
export async function findOffer(trx: Db, name: string): Promise<RewardOfferRow> {
  const row = await trx
    .selectFrom('reward_offers')
    .selectAll()
    .where(sql`lower(code)`, '=', name.toLowerCase())
    .executeTakeFirst();
  if (!row) throw new UnknownOffer();
  return row;
}
