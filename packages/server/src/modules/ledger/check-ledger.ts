import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';

export interface LedgerProblem {
  kind: 'currency_not_balanced' | 'balance_mismatch' | 'negative_user_balance';
  currency: string;
  accountId?: string;
  detail: string;
}

/**
 * Verifies the ledger's invariants on the whole database: per currency the balances
 * sum to zero; every account's balance equals its credits minus its debits; no
 * player account is negative. Returns every problem found (empty when sound).
 */
export async function checkLedger(db: Db): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  const sums = await sql<{ currency: string; total: string }>`
    SELECT currency, sum(balance)::text AS total FROM accounts GROUP BY currency HAVING sum(balance) <> 0
  `.execute(db);
  for (const row of sums.rows) {
    problems.push({
      kind: 'currency_not_balanced',
      currency: row.currency,
      detail: `balances of ${row.currency} sum to ${row.total}, not 0`,
    });
  }
  const mismatches = await sql<{
    id: string;
    currency: string;
    kind: string;
    user_id: string | null;
    balance: string;
    expected: string;
  }>`
    SELECT a.id, a.currency, a.kind, a.user_id, a.balance::text AS balance,
      (COALESCE((SELECT sum(amount) FROM transfers WHERE credit_account_id = a.id), 0)
        - COALESCE((SELECT sum(amount) FROM transfers WHERE debit_account_id = a.id), 0))::text AS expected
    FROM accounts a
    WHERE a.balance <> COALESCE((SELECT sum(amount) FROM transfers WHERE credit_account_id = a.id), 0)
      - COALESCE((SELECT sum(amount) FROM transfers WHERE debit_account_id = a.id), 0)
  `.execute(db);
  for (const row of mismatches.rows) {
    problems.push({
      kind: 'balance_mismatch',
      currency: row.currency,
      accountId: row.id,
      detail: `account ${row.id} (${row.user_id ? `user ${row.user_id}` : 'system'} ${row.kind} ${row.currency}) has balance ${row.balance} but its transfers sum to ${row.expected}`,
    });
  }
  const negative = await sql<{ id: string; currency: string; user_id: string; balance: string }>`
    SELECT id, currency, user_id, balance::text AS balance FROM accounts WHERE user_id IS NOT NULL AND balance < 0
  `.execute(db);
  for (const row of negative.rows) {
    problems.push({
      kind: 'negative_user_balance',
      currency: row.currency,
      accountId: row.id,
      detail: `account ${row.id} of user ${row.user_id} is negative: ${row.balance}`,
    });
  }
  return problems;
}
