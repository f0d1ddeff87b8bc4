import { type Atoms, fromDecimalString } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';

/** What the casino owes one player in one currency. */
export interface Liability {
  userId: string;
  currency: string;
  amount: Atoms;
}

/**
 * Every player's liabilities per currency, read in the caller's transaction (a
 * snapshot: see take-snapshot.ts): the main balance and the vault, and the
 * withdrawals taken from the balance but not yet sent or refunded (amount and fee,
 * held in the `withdrawals` account until then). A currency a player is owed nothing
 * in is left out. Also returns the transaction's own time, the snapshot's instant, and
 * the same liabilities per currency read from the house's side of the ledger, which a
 * consistent read makes equal to the players' side.
 */
export async function readLiabilities(
  trx: Db,
): Promise<{ takenAt: Date; liabilities: Liability[]; houseSide: Map<string, Atoms> }> {
  const now = await sql<{ now: Date }>`SELECT now() AS now`.execute(trx);
  const rows = await sql<{ user_id: string; currency: string; amount: string }>`
    SELECT user_id, currency, sum(amount)::text AS amount FROM (
      SELECT a.user_id, a.currency, a.balance AS amount FROM accounts a
      WHERE a.user_id IS NOT NULL AND a.kind IN ('main', 'vault')
      UNION ALL
      SELECT w.user_id, w.currency, w.amount + w.fee AS amount FROM withdrawals w
      WHERE w.status IN ('pending', 'processing', 'sent')
    ) owed
    GROUP BY user_id, currency
    HAVING sum(amount) <> 0
    ORDER BY currency, user_id
  `.execute(trx);
  // The ledger's other side: every currency's balances sum to zero, so what the players
  // are owed (their accounts, and the `withdrawals` account holding what is on its way
  // out) is minus the sum of every other house account.
  const house = await sql<{ currency: string; owed: string }>`
    SELECT currency, (-sum(balance))::text AS owed FROM accounts
    WHERE user_id IS NULL AND kind <> 'withdrawals'
    GROUP BY currency
  `.execute(trx);
  return {
    houseSide: new Map(house.rows.map((row) => [row.currency, fromDecimalString(row.owed)])),
    takenAt: now.rows[0]?.now ?? new Date(),
    liabilities: rows.rows.map((row) => ({
      userId: row.user_id,
      currency: row.currency,
      amount: fromDecimalString(row.amount),
    })),
  };
}
