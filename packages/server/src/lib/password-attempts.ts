import { ErrorCode } from '@ante/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from './config';
import { AppError } from './errors';
import { verifyPassword } from './password';
import { counter } from './rate-limit';

/** An address may guess this many times an account's allowance, over all its accounts. */
const ADDRESS_FACTOR = 4;

function tooManyMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many wrong passwords. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** What one password check needs to know: the request of a logged-in player. */
export interface PasswordAttempt {
  request: FastifyRequest;
  passwordHash: string | null;
  password: string;
}

/**
 * Checks the password of a logged-in account (vault withdrawal, change password),
 * counting wrong ones per account and per address with the rate-limit plugin's
 * counters (lib/rate-limit.ts, shared by every node through Redis). Only wrong
 * passwords count, which a limit run before the route cannot know, so the route runs
 * these counts itself. Once an account or address has used its allowance, every
 * attempt is refused until the window passes, the right password too: otherwise a
 * guesser would only have to keep trying. A player who knows their password is never
 * slowed down. Returns whether the password is right; throws RateLimited (429).
 */
export function createPasswordChecker(app: FastifyInstance, config: Config) {
  const spec = { windowMs: config.passwordRateWindowMs, message: tooManyMessage };
  const perAccount = counter(app, {
    ...spec,
    name: 'password:account',
    max: config.passwordRateLimit,
    key: async (request) => (await request.auth())?.user.id ?? '',
  });
  const perAddress = counter(app, {
    ...spec,
    name: 'password:ip',
    max: config.passwordRateLimit * ADDRESS_FACTOR,
    key: (request) => request.ip,
  });

  return async function checkPassword(attempt: PasswordAttempt): Promise<boolean> {
    const { request } = attempt;
    await Promise.all([perAccount.check(request), perAddress.check(request)]);
    if (await verifyPassword(attempt.passwordHash, attempt.password)) return true;
    await Promise.all([perAccount.hit(request), perAddress.hit(request)]);
    return false;
  };
}

export type PasswordChecker = ReturnType<typeof createPasswordChecker>;

/**
 * The password as the confirmation of an account change (`what`: "vault withdrawals",
 * "e-mail changes"): throws PASSWORD_NOT_SET for an account made through Google or a
 * wallet that has set none yet, and WRONG_PASSWORD beside the `password` field when
 * it is wrong, counted by `checkPassword` like every wrong password.
 */
export async function confirmWithPassword(
  checkPassword: PasswordChecker,
  attempt: PasswordAttempt & { what: string },
): Promise<void> {
  if (attempt.passwordHash === null) {
    throw new AppError(
      400,
      ErrorCode.PasswordNotSet,
      `Set a password in Settings first: ${attempt.what} are confirmed with it.`,
      'password',
    );
  }
  if (!(await checkPassword(attempt))) {
    throw new AppError(400, ErrorCode.WrongPassword, 'Password is incorrect.', 'password');
  }
}
