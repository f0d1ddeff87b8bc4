import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../../lib/db/database';
import type { ProviderTransactionsTable } from '../../lib/db/schema';
import { ProviderError } from './provider-error';

type Kind = 'bet' | 'win' | 'rollback';
type TransactionRow = Selectable<ProviderTransactionsTable>;

/**
 * The hash that tells a retry from a different request under the same transaction
 * id: the call and the request's fields in a fixed order (the body is already parsed
 * by its strict schema, so no other field can be in it).
 */
export function requestHash(kind: Kind, fields: Record<string, string | boolean>): string {
  const ordered = Object.keys(fields)
    .sort()
    .map((key) => [key, fields[key]]);
  return createHash('sha256')
    .update(JSON.stringify([kind, ordered]))
    .digest('hex');
}

export type Claim = { replay: string } | { claimed: true };

/**
 * Claims `transactionId` for this request inside the caller's transaction, before any
 * money moves. A first use inserts the row and returns `claimed`. A use already
 * committed answers `replay` with the balance the first request answered, when it was
 * the same request; otherwise it is refused: another body under the id is
 * DUPLICATE_TRANSACTION, and a bet whose id a rollback already claimed (a tombstone)
 * is refused too, since the provider cancelled it before it arrived. Two requests
 * racing with one id meet at the primary key: the second waits for the first to
 * commit, then finds its row, so the money moves once.
 */
export async function claimTransaction(
  trx: Db,
  input: { providerId: string; transactionId: string; kind: Kind; hash: string; sessionId: string },
): Promise<Claim> {
  const inserted = await trx
    .insertInto('provider_transactions')
    .values({
      provider_id: input.providerId,
      transaction_id: input.transactionId,
      kind: input.kind,
      session_id: input.sessionId,
      request_hash: input.hash,
    })
    .onConflict((oc) => oc.columns(['provider_id', 'transaction_id']).doNothing())
    .returning('transaction_id')
    .executeTakeFirst();
  if (inserted) return { claimed: true };
  const existing = await findTransaction(trx, input.providerId, input.transactionId);
  if (!existing) throw new Error(`provider transaction ${input.transactionId} vanished`);
  if (existing.kind === 'tombstone') {
    throw new ProviderError(
      'DUPLICATE_TRANSACTION',
      `Transaction ${input.transactionId} was rolled back before it arrived; it cannot be made now.`,
    );
  }
  if (existing.kind !== input.kind || existing.request_hash !== input.hash || existing.balance === null) {
    throw new ProviderError(
      'DUPLICATE_TRANSACTION',
      `Transaction ${input.transactionId} was already made with a different request.`,
    );
  }
  return { replay: existing.balance };
}

export function findTransaction(
  trx: Db,
  providerId: string,
  transactionId: string,
  forUpdate = false,
): Promise<TransactionRow | undefined> {
  let query = trx
    .selectFrom('provider_transactions')
    .selectAll()
    .where('provider_id', '=', providerId)
    .where('transaction_id', '=', transactionId);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Records what a claimed transaction did and the balance it answered, for its retries. */
export async function completeTransaction(
  trx: Db,
  input: {
    providerId: string;
    transactionId: string;
    roundId: string | null;
    amount: string;
    amountUsd: string;
    balance: string;
  },
): Promise<void> {
  await trx
    .updateTable('provider_transactions')
    .set({
      round_id: input.roundId,
      amount: input.amount,
      amount_usd: input.amountUsd,
      balance: input.balance,
    })
    .where('provider_id', '=', input.providerId)
    .where('transaction_id', '=', input.transactionId)
    .execute();
}
