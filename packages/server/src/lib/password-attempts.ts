import { ErrorCode } from '@ante/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from './config';
import { AppError } from './errors';
import { verifyDecoy, verifyPassword } from './password';
import { counter } from './rate-limit';

/** An address may guess this many times an account's allowance, over all the accounts it tries. */
const ADDRESS_FACTOR = 4;

function tooManyMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many wrong passwords. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** What one password check needs to know: the request, and the account when not logged in. */
export interface PasswordAttempt {
  request: FastifyRequest;
  passwordHash: string | null;
  password: string;
  /**
   * Whose count a wrong password adds to when nobody is logged in (a login): the
   * account the typed name resolved to, or for a name that resolves to none, that name
   * normalised (`typedNameKey`), so unknown names are counted and refused just as
   * accounts are and a refusal does not tell which names exist.
   */
  accountKey?: string;
}

/** A typed login name as one key, however it is cased, spaced or composed. */
export function typedNameKey(name: string): string {
  return `name:${name.normalize('NFKC').trim().toLowerCase()}`;
}

/**
 * How wrong passwords back off: the allowance per window, then a longer window with
 * twice the allowance, then a day with four times it. A guesser who waits out the first
 * lock gets one more round before the wait grows to hours, then to a day; a player
 * who mistypes a few times is never held long.
 */
export function passwordTiers(max: number, windowMs: number): { max: number; windowMs: number }[] {
  return [
    { max, windowMs },
    { max: max * 2, windowMs: windowMs * 8 },
    { max: max * 4, windowMs: Math.max(windowMs * 96, 86_400_000) },
  ];
}

/**
 * Checks a password (a login, or a logged-in account's vault withdrawal, e-mail or
 * password change), counting wrong ones per account (whatever name the login typed:
 * username or e-mail, any case) and per address, with the rate-limit plugin's counters
 * (lib/rate-limit.ts, shared by every node through Redis), in the backing-off tiers of
 * `passwordTiers`. Only wrong passwords count, which a limit run before the route
 * cannot know, so the route runs these counts itself. Once an account or address has
 * used an allowance, every attempt is refused until that window passes, the right
 * password too: otherwise a guesser would only have to keep trying. Logins and the
 * logged-in checks share one count per account. Returns whether the password is right;
 * throws RateLimited (429).
 */
export function createPasswordChecker(app: FastifyInstance, config: Config) {
  const accountKeys = new WeakMap<FastifyRequest, string>();
  const accountKey = async (request: FastifyRequest) =>
    accountKeys.get(request) ?? (await request.auth())?.user.id ?? '';
  const counts = passwordTiers(config.passwordRateLimit, config.passwordRateWindowMs).flatMap(
    (tier, index) => {
      const spec = { windowMs: tier.windowMs, message: tooManyMessage };
      const suffix = index === 0 ? '' : `:${index}`;
      return [
        counter(app, { ...spec, name: `password:account${suffix}`, max: tier.max, key: accountKey }),
        counter(app, {
          ...spec,
          name: `password:ip${suffix}`,
          max: tier.max * ADDRESS_FACTOR,
          key: (request) => request.ip,
        }),
      ];
    },
  );

  return async function checkPassword(attempt: PasswordAttempt): Promise<boolean> {
    const { request } = attempt;
    if (attempt.accountKey !== undefined) accountKeys.set(request, attempt.accountKey);
    await Promise.all(counts.map((count) => count.check(request)));
    if (attempt.passwordHash === null) {
      // The same work as a real check, so an account without a password (or none) is not told apart by time.
      await verifyDecoy(attempt.password);
    } else if (await verifyPassword(attempt.passwordHash, attempt.password)) {
      return true;
    }
    await Promise.all(counts.map((count) => count.hit(request)));
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
