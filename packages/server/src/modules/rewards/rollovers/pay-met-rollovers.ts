import { fromDecimalString } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database';
import type { PendingEvents } from '../../../lib/events';
import { postTransfer, type TransferCode } from '../../ledger/post-transfer';
import { raiseWalletEvent } from '../../wallet/wallet-event';
import { rolloverProgress } from '../rollover-progress';
import { presentRollover, type RolloverRow } from './rollover-state';

/**
 * How each source's bonus is paid: its transfer code and the prefix of its ledger
 * idempotency key. The welcome offer keeps the key and code it always had, so bonuses
 * paid before rollovers were shared keep theirs.
 */
const PAYMENT: Record<RolloverRow['source'], { code: TransferCode; key: string }> = {
  welcome: { code: 'bonus', key: 'welcome-bonus' },
  offer: { code: 'offer_bonus', key: 'offer-bonus' },
  code: { code: 'redeem_code', key: 'code-bonus' },
};

/**
 * How long after its deadline an unpaid rollover is still looked at by the catch-up
 * job. Only rounds placed before the deadline count, so a rollover found met was met in
 * time: a payment the stake that met it did not make (a crash in between) is still owed.
 */
const OWED_AFTER_DEADLINE = sql<Date>`now() - interval '7 days'`;

/**
 * Pays, once each, the player's unpaid rollovers whose counted stakes have met their
 * requirement: those in `currency` (the stake just placed) or, without one, all of them
 * (the catch-up job). In the caller's transaction.
 *
 * The payment goes from the `rewards` account to the main balance exactly once, however
 * many bets, nodes and job runs get there together: one conditional update
 * (`completed_at` still null) decides who pays, and the ledger's idempotency key, one
 * per rollover, makes a second payment impossible too. A payment tells the player's tabs
 * on the rollover_progress and wallet feeds once the transaction commits.
 */
export async function payMetRollovers(
  trx: Db,
  events: PendingEvents,
  userId: string,
  currency?: string,
): Promise<number> {
  let query = trx
    .selectFrom('rollover_bonuses as b')
    .selectAll('b')
    .select(
      sql<string | null>`coalesce(
        (SELECT o.code FROM reward_offers o WHERE o.id = b.offer_id),
        (SELECT r.code FROM redeem_codes r WHERE r.id = b.code_id))`.as('name'),
    )
    .where('b.user_id', '=', userId)
    .where('b.completed_at', 'is', null);
  query = currency
    ? query.where('b.currency', '=', currency).where('b.expires_at', '>', sql<Date>`now()`)
    : query.where('b.expires_at', '>', OWED_AFTER_DEADLINE);
  let paid = 0;
  for (const { name, ...row } of await query.execute()) {
    if (await payIfMet(trx, events, row, name)) paid += 1;
  }
  return paid;
}

async function payIfMet(
  trx: Db,
  events: PendingEvents,
  row: RolloverRow,
  name: string | null,
): Promise<boolean> {
  const played = await rolloverProgress(trx, row.user_id, row);
  if (played.counted < fromDecimalString(row.wager_requirement)) return false;
  const claimed = await trx
    .updateTable('rollover_bonuses')
    .set({ completed_at: sql`now()` })
    .where('id', '=', row.id)
    .where('completed_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!claimed) return false;
  const payment = PAYMENT[row.source];
  await postTransfer(trx, {
    code: payment.code,
    from: { system: 'rewards' },
    to: { userId: row.user_id, kind: 'main' },
    currency: row.currency,
    amount: fromDecimalString(row.bonus_amount),
    idempotencyKey: `${payment.key}:${row.id}`,
    reference: `rollover_bonus:${row.id}`,
  });
  await raiseWalletEvent(trx, events, row.user_id, row.currency);
  events.toUser(row.user_id, 'rollover_progress', presentRollover(claimed, name, played));
  return true;
}
