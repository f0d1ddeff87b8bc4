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
 * and takes the same time, so login does not reveal which accounts exist.
 */
export async function loginUser(db: Db, input: LoginInput): Promise<UserRow> {
  const name = input.username.toLowerCase();
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb(sql`lower(username)`, '=', name), eb('email', '=', name)]))
    .executeTakeFirst();
  if (!user) {
    await verifyDecoy(input.password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.password_hash, input.password))) throw invalidCredentials();
  return user;
}

function invalidCredentials(): AppError {
  return new AppError(401, ErrorCode.InvalidCredentials, 'Incorrect username or password.');
}
