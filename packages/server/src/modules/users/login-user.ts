import { ErrorCode, type loginRequestSchema } from '@ante/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../lib/db/database';
import { AppError } from '../../lib/errors';
import { verifyDecoy, verifyPassword } from '../../lib/password';
import type { UserRow } from '../../lib/session';

export type LoginInput = z.output<typeof loginRequestSchema>;

/**
 * Checks a username (or e-mail) and password. Every failure gives the same answer
 * and takes the same time, so login does not reveal which accounts exist. An e-mail
 * names the account that verified it; one nobody has verified names an account only
 * while no other account has typed it too, since an unverified address proves nothing.
 */
export async function loginUser(db: Db, input: LoginInput): Promise<UserRow> {
  const name = input.username.toLowerCase();
  const user = await db
    .selectFrom('users as u')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb(sql`lower(u.username)`, '=', name),
        eb.and([
          eb('u.email', '=', name),
          eb.or([
            eb('u.email_verified_at', 'is not', null),
            eb.not(
              eb.exists(
                eb
                  .selectFrom('users as other')
                  .select('other.id')
                  .where('other.email', '=', name)
                  .whereRef('other.id', '!=', 'u.id'),
              ),
            ),
          ]),
        ]),
      ]),
    )
    .executeTakeFirst();
  // An account made through Google or a wallet has no password to log in with yet.
  if (!user || user.password_hash === null) {
    await verifyDecoy(input.password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.password_hash, input.password))) throw invalidCredentials();
  return user;
}

function invalidCredentials(): AppError {
  return new AppError(401, ErrorCode.InvalidCredentials, 'Incorrect username or password.');
}
