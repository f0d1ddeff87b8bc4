import { sql } from 'kysely';
import { type Db, uniqueViolation } from '../../lib/db/database';
import { ValidationError } from '../../lib/errors';
import { hashLinkCode } from '../users/link-code';
import { emailTaken } from './verification-mail';

/**
 * Activates the address a link was sent for, if the link is unused, unexpired and
 * that address is still the account's. Needs no login: the code is the proof. The
 * account that verifies an address first takes it: every other account that named it
 * loses it, and their links stop working (409). Activations of one address queue on
 * a lock for that address, so of two accounts verifying it at once exactly one wins
 * and the other finds it taken, and a link clicked twice at once activates once.
 */
export async function activateEmail(db: Db, code: string): Promise<void> {
  let outcome: 'activated' | 'invalid' | 'taken';
  try {
    outcome = await db.transaction().execute(async (trx) => {
      const pending = await trx
        .selectFrom('email_verifications')
        .select(['id', 'user_id', 'email'])
        .where('code_hash', '=', hashLinkCode(code))
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst();
      if (!pending) return 'invalid';
      await sql`select pg_advisory_xact_lock(hashtext(${`email:${pending.email}`}))`.execute(trx);
      const used = await trx
        .updateTable('email_verifications')
        .set({ used_at: sql`now()` })
        .where('id', '=', pending.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return 'invalid';
      const verified = await trx
        .updateTable('users')
        .set({ email_verified_at: sql`now()` })
        .where('id', '=', pending.user_id)
        .where('email', '=', pending.email)
        .executeTakeFirst();
      if (Number(verified.numUpdatedRows) !== 1) {
        const holder = await trx
          .selectFrom('users')
          .select('id')
          .where('email', '=', pending.email)
          .where('email_verified_at', 'is not', null)
          .executeTakeFirst();
        return holder ? 'taken' : 'invalid';
      }
      await trx
        .updateTable('users')
        .set({ email: null })
        .where('email', '=', pending.email)
        .where('id', '!=', pending.user_id)
        .where('email_verified_at', 'is', null)
        .execute();
      return 'activated';
    });
  } catch (error) {
    // The unique index on verified addresses is the last lock, should anything verify without the one above.
    if (uniqueViolation(error) !== 'users_verified_email_key') throw error;
    outcome = 'taken';
  }
  if (outcome === 'taken') throw emailTaken('That e-mail has been verified by another account.');
  if (outcome === 'invalid') {
    throw new ValidationError('This verification link is invalid or has expired.', 'verificationCode');
  }
}
