import { ErrorCode } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { AppError } from '../../lib/errors';
import type { Identity } from './identity-accounts';

/** How long a first-time Google identity waits for its username. */
export const PENDING_IDENTITY_TTL_MS = 10 * 60_000;

/**
 * Keeps a proven identity that has no account yet, against the browser's hash
 * (browser-binding.ts), until the player picks a username. A browser holds one at a
 * time: a newer sign-in replaces the older one. Expired ones are swept here.
 */
export async function holdPendingIdentity(db: Db, browserHash: string, identity: Identity): Promise<void> {
  const expiresAt = new Date(Date.now() + PENDING_IDENTITY_TTL_MS);
  await db.deleteFrom('pending_identities').where('expires_at', '<', sql<Date>`now()`).execute();
  await db
    .insertInto('pending_identities')
    .values({ browser_hash: browserHash, ...identity, expires_at: expiresAt })
    .onConflict((oc) =>
      oc.column('browser_hash').doUpdateSet({
        provider: identity.provider,
        subject: identity.subject,
        email: identity.email,
        expires_at: expiresAt,
      }),
    )
    .execute();
}

/**
 * Takes the browser's pending identity, in the caller's transaction: deleted here, so
 * two register calls cannot both use it, and restored by the rollback should creating
 * the account fail (a taken username), so the player can choose another name.
 */
export async function takePendingIdentity(trx: Db, browserHash: string | null): Promise<Identity> {
  const row = browserHash
    ? await trx
        .deleteFrom('pending_identities')
        .where('browser_hash', '=', browserHash)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning(['provider', 'subject', 'email'])
        .executeTakeFirst()
    : undefined;
  if (!row) {
    throw new AppError(
      400,
      ErrorCode.LoginExpired,
      'Your Google sign-in has expired. Please sign in with Google again.',
    );
  }
  return row;
}
