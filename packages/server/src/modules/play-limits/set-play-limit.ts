import { fromDecimalString, type SetPlayLimitRequest } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { Conflict, Forbidden } from '../../lib/errors';
import { amountText, requestedAmount } from './limit-amounts';
import { PERIOD_WORDS } from './periods';

/** How long a raise or a removal waits before the player may confirm it. */
export const COOLING_OFF_MS = 24 * 60 * 60 * 1000;

/** A limit's row; amounts are in the kind's unit (limit-amounts.ts). */
export type LimitRow = {
  amount: string;
  set_by: 'player' | 'staff';
  pending_set: boolean;
  pending_amount: string | null;
  pending_from: Date | null;
};

/** The limit's row, locked for the change, or undefined when none is set. */
export async function lockedLimit(
  trx: Db,
  userId: string,
  request: Pick<SetPlayLimitRequest, 'kind' | 'period'>,
): Promise<LimitRow | undefined> {
  return trx
    .selectFrom('play_limits')
    .select(['amount', 'set_by', 'pending_set', 'pending_amount', 'pending_from'])
    .where('user_id', '=', userId)
    .where('kind', '=', request.kind)
    .where('period', '=', request.period)
    .forUpdate()
    .executeTakeFirst();
}

/** Puts `amount` (in the kind's unit) in force at once for the limit, dropping any raise or removal waiting. */
export async function applyLimit(
  trx: Db,
  userId: string,
  request: Pick<SetPlayLimitRequest, 'kind' | 'period'>,
  amount: string,
  setBy: 'player' | 'staff',
): Promise<void> {
  const values = {
    amount,
    set_by: setBy,
    pending_set: false,
    pending_amount: null,
    pending_from: null,
    updated_at: sql<Date>`now()`,
  };
  await trx
    .insertInto('play_limits')
    .values({ user_id: userId, kind: request.kind, period: request.period, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'period']).doUpdateSet(values))
    .execute();
}

/**
 * The player's own change of one limit. A new limit, or a lower one, protects the player
 * and applies at once. A higher one, or a removal, is what a player might ask for in
 * the moment they should not: it waits 24 hours, and then applies only when the player
 * confirms it (`confirmPlayLimit`); until then the limit in force holds, and asking the
 * same again does not restart the wait. A limit staff imposed is not the player's to
 * raise or remove: support reviews it.
 */
export async function setPlayLimit(
  trx: Db,
  userId: string,
  request: SetPlayLimitRequest,
  now = new Date(),
): Promise<void> {
  const row = await lockedLimit(trx, userId, request);
  const wanted = requestedAmount(request);
  // Amounts of every kind are decimals in one unit per kind, so one comparison serves all.
  if (wanted !== null && (!row || fromDecimalString(wanted) <= fromDecimalString(row.amount))) {
    await applyLimit(trx, userId, request, wanted, 'player');
    return;
  }
  if (!row)
    throw new Conflict(
      `You have no ${PERIOD_WORDS[request.period].adjective} ${request.kind} limit to remove.`,
    );
  if (row.set_by === 'staff') {
    const refused = new Forbidden(
      `Our staff set this limit of ${amountText(request.kind, row.amount)}; to raise or remove it, ask live support.`,
    );
    throw request.kind === 'time' ? refused : refused.naming(row.amount);
  }
  const sameChange =
    row.pending_set &&
    (row.pending_amount === null || wanted === null
      ? row.pending_amount === wanted
      : fromDecimalString(row.pending_amount) === fromDecimalString(wanted));
  if (sameChange) return;
  await trx
    .updateTable('play_limits')
    .set({
      pending_set: true,
      pending_amount: wanted,
      pending_from: new Date(now.getTime() + COOLING_OFF_MS),
      updated_at: sql<Date>`now()`,
    })
    .where('user_id', '=', userId)
    .where('kind', '=', request.kind)
    .where('period', '=', request.period)
    .execute();
}
