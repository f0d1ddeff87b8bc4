import { ErrorCode, type registerRequestSchema } from '@ante/core';
import type { z } from 'zod';
import type { Db } from '../../lib/db/database';
import { Conflict } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import type { UserRow } from '../../lib/session';

export type RegisterInput = z.output<typeof registerRequestSchema>;

/** Postgres reports a unique violation with this SQLSTATE and the index's name. */
export function uniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' ? (e.constraint ?? '') : null;
}

/**
 * Creates an account, recording the visitor's country (the route has refused
 * restricted territories already). Uniqueness is left to the database's indexes, so
 * two players racing for one name cannot both get it; the violation becomes a 409.
 */
export async function registerUser(
  db: Db,
  input: RegisterInput,
  context: { country: string | null },
): Promise<UserRow> {
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
      throw new Conflict('That username is already taken.', ErrorCode.UsernameTaken);
    }
    if (constraint === 'users_email_key') {
      throw new Conflict('That e-mail is already in use.', ErrorCode.EmailTaken);
    }
    throw error;
  }
}
