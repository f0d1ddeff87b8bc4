import { type CreateRedeemCodeRequest, ErrorCode, type RedeemCodeView } from '@ante/core';
import { sql } from 'kysely';
import type { Config } from '../../../lib/config';
import type { Db } from '../../../lib/db/database';
import { Conflict } from '../../../lib/errors';
import { requireSupportedCurrency } from '../../wallet/currency-rules';
import { presentCode } from './present-code';

/**
 * POST /admin/codes: a new redeem code or drop, as staff typed it. The name is kept as
 * written (for the list) and is unique without regard to case, because players type it
 * in whatever case they like. A name taken already is a 409 on `code`.
 */
export async function createCode(
  db: Db,
  config: Config,
  staffId: string,
  input: CreateRedeemCodeRequest,
): Promise<RedeemCodeView> {
  if (input.currency) requireSupportedCurrency(config, input.currency);
  const taken = await db
    .selectFrom('redeem_codes')
    .select('id')
    .where(sql`lower(code)`, '=', input.code.toLowerCase())
    .executeTakeFirst();
  if (taken) throw codeTaken();
  const row = await db
    .insertInto('redeem_codes')
    .values({
      code: input.code,
      reward_usd: input.rewardUsd,
      currency: input.currency ?? null,
      max_uses: input.maxUses,
      starts_at: input.startsAt ?? null,
      expires_at: input.expiresAt ?? null,
      min_rank_id: input.minRankId ?? 0,
      min_wager_usd_7d: input.minWagerUsd7d ?? '0',
      wager_requirement_x: input.wagerRequirementX ?? null,
      created_by: staffId,
    })
    // Two staff creating the same name at once: the unique index decides, and the
    // second is told as the first check would have told them.
    .onConflict((oc) => oc.expression(sql`lower(code)`).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) throw codeTaken();
  return presentCode(row);
}

function codeTaken(): Conflict {
  return new Conflict('code: a code with this name exists already', ErrorCode.Conflict, 'code');
}
