import { type Atoms, toDecimalString } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { InsufficientBalance } from '../../lib/errors';
import { type AccountRef, accountId } from './accounts';

export interface TransferInput {
  /** Why the money moved: deposit, withdrawal, withdrawal_fee, tip, vault_in, bet, ... */
  code: string;
  from: AccountRef;
  to: AccountRef;
  currency: string;
  amount: Atoms;
  /** Unique forever: a retried operation with the same key is applied once. */
  idempotencyKey: string;
  /** What the transfer belongs to, e.g. `withdrawal:<id>` or `tip:<id>`. */
  reference?: string;
}

/**
 * The only way a balance changes. In the caller's transaction: records the transfer
 * (or finds it already recorded under its idempotency key and does nothing), debits
 * the source, refusing to take a player account below zero, and credits the target.
 * Both rows are locked in id order so that opposite transfers cannot deadlock.
 * Returns false when the key had already been applied.
 */
export async function postTransfer(trx: Db, input: TransferInput): Promise<boolean> {
  if (input.amount <= 0n) throw new Error(`transfer amount must be positive (${input.idempotencyKey})`);
  const debitId = await accountId(trx, input.from, input.currency);
  const creditId = await accountId(trx, input.to, input.currency);
  const amount = toDecimalString(input.amount);
  const inserted = await trx
    .insertInto('transfers')
    .values({
      idempotency_key: input.idempotencyKey,
      code: input.code,
      debit_account_id: debitId,
      credit_account_id: creditId,
      currency: input.currency,
      amount,
      reference: input.reference ?? null,
    })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;

  const moves = [
    { id: debitId, debit: true },
    { id: creditId, debit: false },
  ].sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
  for (const move of moves) {
    if (move.debit) {
      const debited = await trx
        .updateTable('accounts')
        .set({ balance: sql`balance - ${amount}::numeric` })
        .where('id', '=', move.id)
        .where((eb) => eb.or([eb('user_id', 'is', null), eb('balance', '>=', amount)]))
        .executeTakeFirst();
      if (Number(debited.numUpdatedRows) !== 1) throw new InsufficientBalance();
    } else {
      await trx
        .updateTable('accounts')
        .set({ balance: sql`balance + ${amount}::numeric` })
        .where('id', '=', move.id)
        .execute();
    }
  }
  return true;
}
