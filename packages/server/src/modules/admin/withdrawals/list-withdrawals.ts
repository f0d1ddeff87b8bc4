import type { AdminWithdrawal, adminWithdrawalsQuerySchema } from '@ante/core';
import { canonicalDecimal, networkConfirms, type SORT_KEYS } from '@ante/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../../lib/db/database';
import { sortOrder } from '../../../lib/db/sort-order';

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
    confirmations: row.confirmations,
    confirms: networkConfirms(row.currency, row.network) ?? 0,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * Withdrawals by state for staff. Unless staff sort it otherwise, the review queue
 * (held and still pending) is oldest first, since the player who has waited longest
 * comes first, and every other state is newest first.
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
  const order = sortOrder<(typeof SORT_KEYS.withdrawals)[number]>(
    query.sort,
    query.state === 'review' ? 'createdAt' : '-createdAt',
    {
      createdAt: 'w.created_at',
      valueUsd: 'w.value_usd',
      username: 'u.username',
      currency: 'w.currency',
    },
  );
  const rows = await select
    .orderBy(order.column, order.direction)
    .orderBy('w.id', order.direction)
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { withdrawals: rows.map(presentAdminWithdrawal), total: Number(total.n) };
}
