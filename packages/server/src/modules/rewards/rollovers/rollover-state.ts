import { fromDecimalString, type RolloverBonus, toDecimalString } from '@ante/core';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../../lib/db/database';
import type { RolloverBonusesTable } from '../../../lib/db/schema';
import type { PendingEvents } from '../../../lib/events';
import type { TransferCode } from '../../ledger/post-transfer';
import { postTransfer } from '../../ledger/post-transfer';
import { raiseWalletEvent } from '../../wallet/wallet-event';
import { rolloverProgress } from '../rollover-progress';

export type RolloverRow = Selectable<RolloverBonusesTable>;

/**
 * The held-back bonus every source shares (the welcome offer, offers, redeem codes with a
 * wagering requirement): how far its rollover has come, and its payment once the
 * rollover is met in time. Until then the bonus is not money the player holds: nothing
 * to withdraw or lose. Past `expires_at` it lapses and is never paid.
 *
 * The payment goes from the `rewards` account to the main balance exactly once: one
 * conditional update (`completed_at` still null) decides who pays, and the ledger's
 * idempotency key, one per source, makes a second payment impossible too. The keys and
 * codes of the welcome offer are those it always had, so bonuses paid before rollovers
 * were shared keep theirs.
 */
const PAYMENT: Record<RolloverRow['source'], { code: TransferCode; key: string }> = {
  welcome: { code: 'bonus', key: 'welcome-bonus' },
  offer: { code: 'offer_bonus', key: 'offer-bonus' },
  code: { code: 'redeem_code', key: 'code-bonus' },
};

/**
 * The rollover as the player sees it, after paying its bonus if the rollover is met in
 * time. `name` is the offer's or code's name (null for the welcome offer). Runs in the
 * caller's transaction; a payment tells the player's other tabs on the
 * rollover_progress feed and the wallet feed.
 */
export async function rolloverState(
  trx: Db,
  events: PendingEvents,
  row: RolloverRow,
  name: string | null,
): Promise<RolloverBonus> {
  const played = await rolloverProgress(trx, row.user_id, row);
  const wagered = played.counted;
  const requirement = fromDecimalString(row.wager_requirement);
  let completedAt = row.completed_at;
  let paidNow = false;
  if (!completedAt && wagered >= requirement && Date.now() < row.expires_at.getTime()) {
    ({ completedAt, paidNow } = await payRollover(trx, events, row));
  }
  const status = completedAt ? 'completed' : Date.now() >= row.expires_at.getTime() ? 'expired' : 'active';
  const progress: RolloverBonus = {
    id: row.id,
    source: row.source,
    name,
    currency: row.currency,
    deposit: toDecimalString(fromDecimalString(row.deposit_amount)),
    bonus: toDecimalString(fromDecimalString(row.bonus_amount)),
    activeRounds: played.rounds,
    // biome-ignore lint/complexity/useMathMinMax: bigints, which Math.min does not take
    wagered: toDecimalString(wagered < requirement ? wagered : requirement),
    wagerRequirement: toDecimalString(requirement),
    completed: completedAt !== null,
    status,
    expiresAt: row.expires_at.toISOString(),
  };
  if (paidNow) events.toUser(row.user_id, 'rollover_progress', progress);
  return progress;
}

/** One conditional update decides who pays; the ledger key makes a second payment impossible too. */
async function payRollover(
  trx: Db,
  events: PendingEvents,
  row: RolloverRow,
): Promise<{ completedAt: Date | null; paidNow: boolean }> {
  const claimed = await trx
    .updateTable('rollover_bonuses')
    .set({ completed_at: sql`now()` })
    .where('id', '=', row.id)
    .where('completed_at', 'is', null)
    .returning('completed_at')
    .executeTakeFirst();
  if (!claimed) {
    const current = await trx
      .selectFrom('rollover_bonuses')
      .select('completed_at')
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    return { completedAt: current.completed_at, paidNow: false };
  }
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
  return { completedAt: claimed.completed_at, paidNow: true };
}
