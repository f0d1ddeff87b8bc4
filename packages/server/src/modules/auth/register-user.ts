import type { registerRequestSchema } from '@ante/core';
import type { z } from 'zod';
import type { Db } from '../../lib/db/database';
import { hashPassword } from '../../lib/password';
import type { UserRow } from '../../lib/session';
import { referAtRegistration } from '../affiliate/refer-at-registration';
import { usernameTaken } from '../users/username-taken';

export type RegisterInput = z.output<typeof registerRequestSchema>;

/**
 * Creates an account, recording the visitor's country (the route has refused
 * restricted territories already). Username uniqueness is left to the database's
 * indexes, so two players racing for one name cannot both get it; the violation becomes
 * a 409 (users/username-taken.ts). An e-mail is never refused, so registering does not
 * tell which addresses have accounts; one another account has verified or gave first
 * does not name this account (login-user.ts, profile/send-registration-verification.ts).
 * The referrer code the browser sends is kept as sent, and when it names a campaign the
 * referral is made in the same transaction (affiliate/refer-at-registration.ts).
 */
export async function registerUser(
  db: Db,
  input: RegisterInput,
  context: { country: string | null },
): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({
          username: input.username,
          email: input.email ?? null,
          password_hash: passwordHash,
          referrer_code: input.referrer ?? null,
          country: context.country,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (input.referrer) await referAtRegistration(trx, user.id, input.referrer);
      return user;
    });
  } catch (error) {
    throw usernameTaken(error) ?? error;
  }
}
