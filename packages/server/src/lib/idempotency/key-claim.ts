import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * The Idempotency-Key of the request being handled, until a transaction of that
 * request has recorded it (see retry-safe-routes.ts for the whole design).
 */
export interface KeyClaim {
  userId: string;
  key: string;
  /** `POST /api/wallet/tip/send`: the call the key was sent with. */
  route: string;
  /** The body's fingerprint: the same key with another body is refused. */
  requestHash: string;
  /** Set once a transaction that recorded the key has committed: the request's money moved. */
  recorded: boolean;
}

/**
 * The claim travels with the request's async work, so that the transaction which moves
 * the money can record the key without every handler passing it along. Entered only
 * for a request that sends a key: a request without one never touches it.
 */
const requestClaim = new AsyncLocalStorage<KeyClaim>();

export function runWithClaim<T>(claim: KeyClaim, work: () => T): T {
  return requestClaim.run(claim, work);
}

/** The current request's key while it is still to be recorded; undefined otherwise (no key sent, or recorded). */
export function pendingClaim(): KeyClaim | undefined {
  const claim = requestClaim.getStore();
  return claim && !claim.recorded ? claim : undefined;
}

/** SQLSTATE that ante_claim_idempotency_key raises: the key is recorded already, or being recorded right now. */
export const KEY_TAKEN_SQLSTATE = 'AN003';

export function isKeyTaken(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === KEY_TAKEN_SQLSTATE;
}

/**
 * Runs `work` in one transaction. Within a retry-safe request whose key is not
 * recorded yet, the transaction first records it (migration 0025), so the key is
 * recorded if and only if this transaction's work commits; a key that another
 * request holds aborts it before any work (AN003), and the route answers from the
 * key's record instead. Later transactions of the same request record nothing.
 */
export async function claimingTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  const claim = pendingClaim();
  if (!claim) return db.transaction().execute(work);
  const result = await db.transaction().execute(async (trx) => {
    await sql`select ante_claim_idempotency_key(${claim.userId}::uuid, ${claim.key}, ${claim.route}, ${claim.requestHash})`.execute(
      trx,
    );
    return work(trx);
  });
  claim.recorded = true;
  return result;
}
