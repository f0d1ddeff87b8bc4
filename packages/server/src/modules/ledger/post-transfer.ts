import { type Atoms, type TransferCode, toDecimalString } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { type AppError, InsufficientBalance, LedgerRangeExceeded } from '../../lib/errors';
import { ledgerTransfers } from '../../lib/metrics/metrics';
import { type AccountRef, accountId } from './accounts';

/** The ledger's closed list of transfer codes lives in core, so that the web can label each one. */
export { TRANSFER_CODES, type TransferCode } from '@ante/core';

export interface TransferInput {
  /** Why the money moved: one of TRANSFER_CODES (deposit, withdrawal, tip, vault_in, bet, ...). */
  code: TransferCode;
  from: AccountRef;
  to: AccountRef;
  currency: string;
  amount: Atoms;
  /** Unique forever: a retried operation with the same key is applied once. */
  idempotencyKey: string;
  /** What the transfer belongs to, e.g. `withdrawal:<id>` or `tip:<id>`. */
  reference?: string;
}

/** SQLSTATE that ante_transfer raises when a player account would go below zero. */
export const INSUFFICIENT_BALANCE_SQLSTATE = 'AN001';

/** SQLSTATE that ante_transfer raises when an account would pass NUMERIC(38,18) (migration 0017). */
export const LEDGER_RANGE_SQLSTATE = 'AN002';

/** The refusal a player sees for one of ante_transfer's own errors; undefined for anything else. */
export function ledgerRefusal(error: unknown): AppError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === INSUFFICIENT_BALANCE_SQLSTATE) return new InsufficientBalance();
  if (code === LEDGER_RANGE_SQLSTATE) return new LedgerRangeExceeded();
  return undefined;
}

/**
 * The only way a balance changes. In the caller's transaction: records the transfer
 * (or finds it already recorded under its idempotency key and does nothing), debits
 * the source, refusing to take a player account below zero, and credits the target.
 * The rule itself is the database function ante_transfer (migrations 0006, 0017), so
 * that the bet statement applies the very same one; rows are locked player accounts
 * first, then platform accounts, each by id, so no two transfers can deadlock. A
 * transfer that would take an account past NUMERIC(38,18) is refused
 * (LedgerRangeExceeded, a 409), never a 500. Returns false when the key had already been applied.
 */
export async function postTransfer(trx: Db, input: TransferInput): Promise<boolean> {
  if (input.amount <= 0n) throw new Error(`transfer amount must be positive (${input.idempotencyKey})`);
  const debitId = await accountId(trx, input.from, input.currency);
  const creditId = await accountId(trx, input.to, input.currency);
  try {
    const { rows } = await sql<{ applied: boolean }>`select ante_transfer(
      ${input.idempotencyKey}, ${input.code}, ${debitId}, ${creditId}, ${input.currency},
      ${toDecimalString(input.amount)}::numeric, ${input.reference ?? null}) as applied`.execute(trx);
    const applied = rows[0]?.applied === true;
    if (applied) ledgerTransfers.inc({ code: input.code });
    return applied;
  } catch (error) {
    throw ledgerRefusal(error) ?? error;
  }
}
