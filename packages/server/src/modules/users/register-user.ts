import { ErrorCode, type registerRequestSchema } from '@ante/core';
import type { z } from 'zod';
import { type Db, uniqueViolation } from '../../lib/db/database';
import { Conflict } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import type { UserRow } from '../../lib/session';
import { assertEmailAvailable } from './email-verification';

export type RegisterInput = z.output<typeof registerRequestSchema>;

/**
 * Creates an account, recording the visitor's country (the route has refused
 * restricted territories already). Username uniqueness is left to the database's
 * index, so two players racing for one name cannot both get it; the violation becomes
 * a 409. An e-mail is refused only when another account has verified it.
 */
export async function registerUser(
  db: Db,
  input: RegisterInput,
  context: { country: string | null },
): Promise<UserRow> {
  if (input.email) await assertEmailAvailable(db, input.email);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db
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
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'users_username_lower_key') {
      throw new Conflict('That username is already taken.', ErrorCode.UsernameTaken, 'username');
    }
    throw error;
  }
}
