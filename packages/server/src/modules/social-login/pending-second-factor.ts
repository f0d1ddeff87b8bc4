import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { AppError } from '../../lib/errors';
import type { UserRow } from '../../lib/session';
import type { TotpDeps } from '../auth/totp/require-totp';
import { requireTotp } from '../auth/totp/require-totp';
import { findIdentityUser } from './identity-accounts';

/** How long a Google login into an account with two-factor on waits for its code. */
export const SECOND_FACTOR_TTL_MS = 5 * 60_000;

/**
 * A Google login whose account has two-factor on stops short of a session: the proven
 * Google subject is kept in login_challenges against the browser's hash
 * (browser-binding.ts) for SECOND_FACTOR_TTL_MS. It is told apart from a challenge
 * that starts a Google login by its subject: those have none (only a state), and the
 * state look-up of finishGoogleLogin never finds this row, whose state is empty. A
 * browser holds one at a time: a newer Google login replaces it.
 */
export async function holdSecondFactor(db: Db, browserHash: string, subject: string): Promise<void> {
  await db.deleteFrom('login_challenges').where('expires_at', '<', sql<Date>`now()`).execute();
  await db
    .deleteFrom('login_challenges')
    .where('provider', '=', 'google')
    .where('browser_hash', '=', browserHash)
    .where('subject', 'is not', null)
    .execute();
  await db
    .insertInto('login_challenges')
    .values({
      provider: 'google',
      browser_hash: browserHash,
      subject,
      // The column is required; nothing checks this one.
      nonce: randomBytes(16).toString('hex'),
      expires_at: new Date(Date.now() + SECOND_FACTOR_TTL_MS),
    })
    .execute();
}

function expired(): AppError {
  return new AppError(
    400,
    ErrorCode.LoginExpired,
    'This Google sign-in has expired or was started in another browser. Please sign in with Google again.',
  );
}

/**
 * Finishes a held Google login with the code. A missing or wrong code leaves the held
 * login as it was, so the player can try again within its few minutes (wrong codes
 * count towards two-factor's lock, as at password login). An accepted code and the
 * held login's deletion commit together (requireTotp's `onAccepted`): of two requests
 * at once, one signs in.
 */
export async function finishSecondFactor(
  deps: TotpDeps,
  input: { browserHash: string | null; totpCode: string },
): Promise<UserRow> {
  const { browserHash } = input;
  if (!browserHash) throw expired();
  const held = await deps.db
    .selectFrom('login_challenges')
    .select(['id', 'subject'])
    .where('provider', '=', 'google')
    .where('browser_hash', '=', browserHash)
    .where('subject', 'is not', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  const user = held?.subject ? await findIdentityUser(deps.db, 'google', held.subject) : undefined;
  if (!held || !user) throw expired();
  const take = async (trx: Db) => {
    const taken = await trx
      .deleteFrom('login_challenges')
      .where('id', '=', held.id)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('id')
      .executeTakeFirst();
    if (!taken) throw expired();
  };
  // Two-factor turned off since the first step (from another session): nothing to check.
  if (user.totp_enabled_at === null) await take(deps.db);
  else await requireTotp(deps, user, input.totpCode, { missingStatus: 401, onAccepted: take });
  return user;
}
