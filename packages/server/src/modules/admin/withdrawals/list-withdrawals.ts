import type { AdminWithdrawal, adminWithdrawalsQuerySchema } from '@ante/core';
import { canonicalDecimal } from '@ante/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../../lib/db/database';

export function selectAdminWithdrawals(db: Db) {
  return db
    .selectFrom('withdrawals as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .leftJoin('users as r', 'r.id', 'w.reviewed_by')
    .selectAll('w')
    .select(['u.username', 'r.username as reviewer']);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectAdminWithdrawals>['executeTakeFirstOrThrow']>>;

export function presentAdminWithdrawal(row: Row): AdminWithdrawal {
  return {
    id: row.id,
    userId: row.user_id,
    username: row.username,
    currency: row.currency,
    network: row.network,
    address: row.address,
    amount: canonicalDecimal(row.amount),
    fee: canonicalDecimal(row.fee),
    valueUsd: row.value_usd === null ? null : canonicalDecimal(row.value_usd),
    status: row.status,
    review: row.review,
    reviewedBy: row.reviewer,
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
    reviewNote: row.review_note,
    txHash: row.tx_hash,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * Withdrawals by state for staff. The review queue (held and still pending) is oldest
 * first, since the player who has waited longest comes first; every other state is
 * newest first.
 */
export async function listWithdrawals(db: Db, query: z.output<typeof adminWithdrawalsQuerySchema>) {
  let select = selectAdminWithdrawals(db);
  select =
    query.state === 'review'
      ? select.where('w.review', '=', 'held').where('w.status', '=', 'pending')
      : select.where('w.status', '=', query.state);
  if (query.userId) select = select.where('w.user_id', '=', query.userId);
  const total = await select
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  const rows = await select
    .orderBy('w.created_at', query.state === 'review' ? 'asc' : 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { withdrawals: rows.map(presentAdminWithdrawal), total: Number(total.n) };
}
