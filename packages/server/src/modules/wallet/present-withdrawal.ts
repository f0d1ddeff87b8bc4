import { canonicalDecimal, type Withdrawal } from '@ante/core';
import type { Selectable } from 'kysely';
import type { WithdrawalsTable } from '../../lib/db/schema';

export function presentWithdrawal(row: Selectable<WithdrawalsTable>): Withdrawal {
  return {
    id: row.id,
    currency: row.currency,
    network: row.network,
    address: row.address,
    amount: canonicalDecimal(row.amount),
    fee: canonicalDecimal(row.fee),
    status: row.status,
    txHash: row.tx_hash,
    review: row.review,
    createdAt: row.created_at.toISOString(),
  };
}
