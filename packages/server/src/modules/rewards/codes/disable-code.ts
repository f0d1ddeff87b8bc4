import type { RedeemCodeView } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database';
import { NotFound } from '../../../lib/errors';
import { presentCode } from './present-code';

/**
 * POST /admin/codes/:id/disable: no one can redeem the code from now on; what was paid
 * stays paid. Disabling twice keeps the first time. A claim in flight either committed
 * before this (it is paid) or finds the code disabled when it takes the code's row.
 */
export async function disableCode(db: Db, id: string): Promise<RedeemCodeView> {
  const row = await db
    .updateTable('redeem_codes')
    .set({ disabled_at: sql<Date>`coalesce(disabled_at, now())` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new NotFound('There is no such code.', 'id');
  return presentCode(row);
}
