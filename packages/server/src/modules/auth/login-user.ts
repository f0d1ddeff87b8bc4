import { ErrorCode, type loginRequestSchema } from '@ante/core';
import type { FastifyRequest } from 'fastify';
import { type ExpressionBuilder, sql } from 'kysely';
import type { z } from 'zod';
import type { AfterResponse } from '../../lib/after-response';
import type { Db } from '../../lib/db/database';
import type { Database } from '../../lib/db/schema';
import { AppError } from '../../lib/errors';
import { type PasswordChecker, typedNameKey } from '../../lib/password-attempts';
import type { UserRow } from '../../lib/session';
import { recordSecurityEvent } from '../users/security-events';
import { requireTotp, type TotpDeps } from './totp/require-totp';

export type LoginInput = z.output<typeof loginRequestSchema>;

type UsersAlias = Database & { u: Database['users'] };

/**
 * Checks a username (or e-mail) and password, then the two-factor code once it is on
 * (TOTP_REQUIRED is a 401 here, where the password is the first factor). Every password
 * failure gives the same answer and takes the same time, so login does not reveal which
 * accounts exist. An e-mail names the account that verified it, or while nobody has,
 * the first to give it (`namedByEmail`).
 * A wrong password for an existing account, and a wrong code after the right password
 * (someone knows the password), are recorded as `login_failed` for the owner's activity
 * list after the answer (`afterResponse`): writing them first would make the answer
 * slower for existing accounts only. Wrong passwords are limited by `checkPassword`
 * (lib/password-attempts.ts): per account, per address, backing off.
 */
export async function loginUser(
  deps: TotpDeps & { checkPassword: PasswordChecker; afterResponse: AfterResponse },
  input: LoginInput,
  request: FastifyRequest,
): Promise<UserRow> {
  const name = input.username.toLowerCase();
  const user = await deps.db
    .selectFrom('users as u')
    .selectAll()
    .where((eb) => eb.or([eb(sql`lower(u.username)`, '=', name), namedByEmail(eb, name)]))
    .executeTakeFirst();
  // Counted per account, whichever of its names was typed, and per address; a name
  // that names no account is counted as itself, and checked against a decoy.
  const right = await deps.checkPassword({
    request,
    passwordHash: user?.password_hash ?? null,
    password: input.password,
    accountKey: user ? user.id : typedNameKey(input.username),
  });
  // An account made through Google or a wallet has no password to log in with yet.
  if (!user || user.password_hash === null) throw invalidCredentials();
  const recordFailure = () =>
    deps.afterResponse.run(request.log, 'recording a failed login', () =>
      recordSecurityEvent(deps.db, { userId: user.id, kind: 'login_failed', request }),
    );
  if (!right) {
    recordFailure();
    throw invalidCredentials();
  }
  try {
    await requireTotp(deps, user, input.totpCode, { missingStatus: 401 });
  } catch (error) {
    if (input.totpCode !== undefined) recordFailure();
    throw error;
  }
  return user;
}

/**
 * Whether `email` (lower case) names the account `u`: the account that verified it,
 * or, while nobody has, the account that gave it first (`email_set_at`, kept by a
 * trigger; the id breaks a tie). An unverified address proves nothing, so another
 * account giving it later must neither take it nor leave it naming nobody: that would
 * lock the first account out of logging in by e-mail and of its reset link. Login and
 * password reset both go by this rule, so a reset link goes to whichever account the
 * address logs in to.
 */
export function namedByEmail(eb: ExpressionBuilder<UsersAlias, 'u'>, email: string) {
  return eb.and([
    eb('u.email', '=', email),
    eb.or([
      eb('u.email_verified_at', 'is not', null),
      eb.not(
        eb.exists(
          eb
            .selectFrom('users as other')
            .select('other.id')
            .where('other.email', '=', email)
            .whereRef('other.id', '!=', 'u.id')
            .where((inner) =>
              inner.or([
                inner('other.email_verified_at', 'is not', null),
                inner(sql`(other.email_set_at, other.id)`, '<', sql`(u.email_set_at, u.id)`),
              ]),
            ),
        ),
      ),
    ]),
  ]);
}

/** The account an e-mail address names (see namedByEmail), if any. */
export function findAccountByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users as u')
    .selectAll()
    .where((eb) => namedByEmail(eb, email))
    .executeTakeFirst();
}

function invalidCredentials(): AppError {
  return new AppError(401, ErrorCode.InvalidCredentials, 'Incorrect username or password.');
}
