import { ErrorCode } from '@ante/core';
import { sql } from 'kysely';
import { type Db, uniqueViolation } from '../../lib/db/database';
import type { IdentityProvider } from '../../lib/db/schema';
import { Conflict } from '../../lib/errors';
import type { UserRow } from '../../lib/session';
import { referAtRegistration } from '../affiliate/refer-at-registration';
import { usernameTaken } from '../users/username-taken';

export interface Identity {
  provider: IdentityProvider;
  /** Google's `sub`, or the checksummed wallet address. */
  subject: string;
  /** An address the provider says it verified, or null. */
  email: string | null;
}

/** The account an identity logs into, or undefined when none is linked yet. */
export async function findIdentityUser(
  db: Db,
  provider: IdentityProvider,
  subject: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('linked_identities as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .selectAll('u')
    .where('i.provider', '=', provider)
    .where('i.subject', '=', subject)
    .executeTakeFirst();
}

/**
 * Creates an account without a password, linked to the identity, in the caller's
 * transaction. The provider's verified e-mail becomes the account's verified e-mail
 * unless another account has verified that address: then the new account has none,
 * and the other account is not linked either (see README.md, "Matching e-mails").
 * Races for the name or the identity end in the database's unique indexes, as 409s.
 */
export async function createIdentityAccount(
  trx: Db,
  identity: Identity,
  input: { username: string; country: string | null; referrer?: string | undefined },
): Promise<UserRow> {
  const emailFree =
    identity.email !== null &&
    !(await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', identity.email)
      .where('email_verified_at', 'is not', null)
      .executeTakeFirst());
  try {
    const user = await trx
      .insertInto('users')
      .values({
        username: input.username,
        email: emailFree ? identity.email : null,
        email_verified_at: emailFree ? sql<Date>`now()` : null,
        password_hash: null,
        referrer_code: input.referrer ?? null,
        country: input.country,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('linked_identities')
      .values({
        user_id: user.id,
        provider: identity.provider,
        subject: identity.subject,
        email: identity.email,
      })
      .execute();
    if (input.referrer) await referAtRegistration(trx, user.id, input.referrer);
    return user;
  } catch (error) {
    const taken = usernameTaken(error);
    if (taken) throw taken;
    if (uniqueViolation(error) === 'linked_identities_provider_subject_key') {
      throw new Conflict('This identity already has an account. Log in instead.', ErrorCode.Conflict);
    }
    throw error;
  }
}
