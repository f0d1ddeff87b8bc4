import type { RiskFlag, riskQuerySchema, SORT_KEYS } from '@ante/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../../lib/db/database';
import { sortOrder } from '../../../lib/db/sort-order';
import { Conflict, NotFound } from '../../../lib/errors';
import type { StaffActionResult } from '../../../lib/staff-action';

export function selectFlags(db: Db) {
  return db
    .selectFrom('risk_flags as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .leftJoin('users as d', 'd.id', 'f.dismissed_by')
    .selectAll('f')
    .select(['u.username', 'd.username as dismisser']);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectFlags>['executeTakeFirstOrThrow']>>;

export function presentFlag(row: Row): RiskFlag {
  return {
    id: row.id,
    userId: row.user_id,
    username: row.username,
    kind: row.kind,
    key: row.key,
    evidence: (row.evidence ?? {}) as Record<string, unknown>,
    raisedAt: row.raised_at.toISOString(),
    seenAt: row.seen_at.toISOString(),
    dismissed: row.dismissed_at
      ? { at: row.dismissed_at.toISOString(), by: row.dismisser, note: row.dismiss_note }
      : null,
  };
}

/** The open flags oldest first (a queue), or the dismissed ones newest first, unless staff sort them otherwise; all, or one player's. */
export async function listFlags(db: Db, query: z.output<typeof riskQuerySchema>) {
  let select = selectFlags(db).where('f.dismissed_at', query.status === 'open' ? 'is' : 'is not', null);
  if (query.userId) select = select.where('f.user_id', '=', query.userId);
  const total = await select
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  const order = sortOrder<(typeof SORT_KEYS.risk)[number]>(
    query.sort,
    query.status === 'open' ? 'raisedAt' : '-dismissedAt',
    {
      raisedAt: 'f.raised_at',
      seenAt: 'f.seen_at',
      dismissedAt: 'f.dismissed_at',
      kind: 'f.kind',
      username: 'u.username',
    },
  );
  const rows = await select
    .orderBy(order.column, order.direction)
    .orderBy('f.id', order.direction)
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { flags: rows.map(presentFlag), total: Number(total.n) };
}

/** Staff decide a flag is innocent, and say why; the scan will not raise it again. */
export async function dismissFlag(
  trx: Db,
  staffId: string,
  id: string,
  note: string,
): Promise<StaffActionResult<RiskFlag>> {
  const row = await trx
    .selectFrom('risk_flags')
    .select(['user_id', 'dismissed_at', 'kind', 'evidence'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new NotFound('There is no such flag.');
  if (row.dismissed_at) throw new Conflict('This flag was dismissed already.');
  await trx
    .updateTable('risk_flags')
    .set({ dismissed_at: sql`now()`, dismissed_by: staffId, dismiss_note: note })
    .where('id', '=', id)
    .execute();
  const flag = presentFlag(await selectFlags(trx).where('f.id', '=', id).executeTakeFirstOrThrow());
  return {
    result: flag,
    audit: {
      action: 'risk.dismiss',
      targetUserId: row.user_id,
      target: id,
      before: { kind: row.kind, evidence: row.evidence },
      after: { dismissed: true, note },
    },
  };
}
