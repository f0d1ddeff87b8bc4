import type { AppContext } from './context';
import { verifyPassword } from './password';
import { createRateLimiter } from './rate-limit';

/** An address may guess this many times an account's allowance, over all its accounts. */
const ADDRESS_FACTOR = 4;

function tooManyMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many wrong passwords. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** What one password check needs to know. */
export interface PasswordAttempt {
  userId: string;
  ip: string;
  passwordHash: string;
  password: string;
}

/**
 * Checks the password of a logged-in account (vault withdrawal, change password),
 * counting wrong ones per account and per address in the shared rate-limit store.
 * Once an account or address has used its allowance, every attempt is refused until
 * the window passes, the right password too: otherwise a guesser would only have to
 * keep trying. Right passwords are not counted, so a player who knows theirs is never
 * slowed down. Returns whether the password is right; throws RateLimited (429).
 */
export function createPasswordChecker(ctx: Pick<AppContext, 'config' | 'rateLimitStore'>) {
  const windowMs = ctx.config.passwordRateWindowMs;
  const perAccount = createRateLimiter(ctx.rateLimitStore, {
    limit: ctx.config.passwordRateLimit,
    windowMs,
    message: tooManyMessage,
  });
  const perAddress = createRateLimiter(ctx.rateLimitStore, {
    limit: ctx.config.passwordRateLimit * ADDRESS_FACTOR,
    windowMs,
    message: tooManyMessage,
  });

  return async function checkPassword(attempt: PasswordAttempt): Promise<boolean> {
    const accountKeys = [`password:account:${attempt.userId}`];
    const addressKeys = [`password:ip:${attempt.ip}`];
    await Promise.all([perAccount.check(accountKeys), perAddress.check(addressKeys)]);
    if (await verifyPassword(attempt.passwordHash, attempt.password)) return true;
    await Promise.all([perAccount.consume(accountKeys), perAddress.consume(addressKeys)]);
    return false;
  };
}

export type PasswordChecker = ReturnType<typeof createPasswordChecker>;
