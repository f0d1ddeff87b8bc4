import type { FastifyRequest } from 'fastify';

/**
 * Keys for the account routes' rate limits. The ones read from the body run as a
 * `preHandler` (`extraLimit`), once the body is parsed, and normalise it as the
 * schema will, so spelling a name differently does not buy more tries.
 */

/** The caller's address. */
export const byAddress = (request: FastifyRequest) => `ip:${request.ip}`;

/** The account name a login or register body names, for the per-account rate limit. */
export function claimedAccount(request: FastifyRequest): string {
  const name = (request.body as { username?: unknown } | null)?.username;
  return typeof name === 'string' ? `account:${name.trim().toLowerCase().slice(0, 254)}` : 'account:';
}

/** The address a password reset body names, for its rate limit. */
export function claimedEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? `email:${email.trim().toLowerCase().slice(0, 254)}` : 'email:';
}
