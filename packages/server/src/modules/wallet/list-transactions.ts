import { canonicalDecimal, type Transaction, type TransactionsResponse } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import type { TransferCode } from '../ledger/post-transfer';

type Kind = Transaction['kind'];

/**
 * The player's wallet history for the Transactions tab, newest first: deposits
 * (pending ones included), withdrawals with their status, tips both ways (a share
 * of chat rain is a tip too, under its own code), vault moves, and every reward
 * paid (the welcome and level-up bonuses, competition prizes, rakeback, the weekly
 * and monthly bonuses, redeem codes and offers) as a bonus. Amounts are signed from the main balance's side, so a tip's sign
 * says whether it was sent or received. Each row's code is the ledger's transfer code.
 */
export async function listTransactions(
  db: Db,
  userId: string,
  query: { kind?: Kind | undefined; limit: number; offset: number },
): Promise<TransactionsResponse> {
  const kind = query.kind ?? null;
  const history = sql`
    SELECT d.id::text AS id, 'deposit' AS kind, 'deposit' AS code, d.currency, d.amount AS amount,
      NULL::text AS counterparty, d.status, d.created_at
    FROM deposits d WHERE d.user_id = ${userId}
    UNION ALL
    SELECT w.id::text, 'withdrawal', 'withdrawal', w.currency, -(w.amount + w.fee), w.address, w.status, w.created_at
    FROM withdrawals w WHERE w.user_id = ${userId}
    UNION ALL
    SELECT t.id::text, 'tip', t.code, t.currency,
      CASE WHEN da.user_id = ${userId} THEN -t.amount ELSE t.amount END,
      CASE WHEN da.user_id = ${userId} THEN cu.username ELSE du.username END,
      'completed', t.created_at
    FROM transfers t
    JOIN accounts da ON da.id = t.debit_account_id
    JOIN accounts ca ON ca.id = t.credit_account_id
    JOIN users du ON du.id = da.user_id
    JOIN users cu ON cu.id = ca.user_id
    WHERE t.code IN ('tip', 'rain') AND (da.user_id = ${userId} OR ca.user_id = ${userId})
    UNION ALL
    SELECT t.id::text, 'vault', t.code, t.currency,
      CASE WHEN t.code = 'vault_in' THEN -t.amount ELSE t.amount END,
      NULL, 'completed', t.created_at
    FROM transfers t
    JOIN accounts a ON a.id = t.debit_account_id
    WHERE t.code IN ('vault_in', 'vault_out') AND a.user_id = ${userId}
    UNION ALL
    SELECT t.id::text, 'bonus', t.code, t.currency, t.amount, NULL, 'completed', t.created_at
    FROM transfers t
    JOIN accounts a ON a.id = t.credit_account_id
    WHERE t.code IN ('bonus', 'level_up_bonus', 'competition_prize', 'rakeback', 'weekly_bonus', 'monthly_bonus', 'redeem_code', 'offer_bonus', 'affiliate_commission')
      AND a.user_id = ${userId}
  `;
  const rows = await sql<{
    id: string;
    kind: Kind;
    code: TransferCode;
    currency: string;
    amount: string;
    counterparty: string | null;
    status: string | null;
    created_at: Date;
    total: string;
  }>`
    SELECT h.*, count(*) OVER ()::text AS total FROM (${history}) h
    WHERE ${kind}::text IS NULL OR h.kind = ${kind}
    ORDER BY h.created_at DESC, h.id DESC
    LIMIT ${query.limit} OFFSET ${query.offset}
  `.execute(db);
  let total = Number(rows.rows[0]?.total ?? 0);
  if (rows.rows.length === 0 && query.offset > 0) {
    const count = await sql<{ n: string }>`
      SELECT count(*)::text AS n FROM (${history}) h WHERE ${kind}::text IS NULL OR h.kind = ${kind}
    `.execute(db);
    total = Number(count.rows[0]?.n ?? 0);
  }
  return {
    total,
    transactions: rows.rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      code: row.code,
      currency: row.currency,
      amount: canonicalDecimal(row.amount),
      counterparty: row.counterparty,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}
