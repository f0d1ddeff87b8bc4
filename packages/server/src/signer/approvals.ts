import { type Atoms, fromDecimalString } from '@ante/core';
import type { Db } from '../lib/db/database';

/** A withdrawal the casino's database says may be sent now. */
export interface ApprovedWithdrawal {
  id: string;
  network: string;
  currency: string;
  address: string;
  amount: Atoms;
}

/**
 * The signer's own reading of the database: it signs a withdrawal only while its row is
 * being sent (`processing`, claimed under this send key; `sent` for a fee bump of a
 * transaction not yet deep enough), was not held for review or was approved, and its
 * player's account is not locked. A compromised web node can write a request, but not
 * a row that passed these (the row is written by the withdrawal's own route, with its
 * checks, limits and reviews).
 */
export async function approvedWithdrawal(db: Db, key: string): Promise<ApprovedWithdrawal | null> {
  const row = await db
    .selectFrom('withdrawals as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .select(['w.id', 'w.network', 'w.currency', 'w.address', 'w.amount'])
    .where('w.send_key', '=', key)
    .where('w.status', 'in', ['processing', 'sent'])
    .where((eb) => eb.or([eb('w.review', 'is', null), eb('w.review', '=', 'approved')]))
    .where('u.locked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    network: row.network,
    currency: row.currency,
    address: row.address,
    amount: fromDecimalString(row.amount),
  };
}

/** Whether `address` is a deposit address the casino handed out on the network, at `index`. */
export async function isDepositAddress(
  db: Db,
  network: string,
  index: number,
  address: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('deposit_addresses')
    .select('address')
    .where('network', '=', network)
    .where('derivation_index', '=', index)
    .executeTakeFirst();
  return row?.address.toLowerCase() === address.toLowerCase();
}
