import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken } from '../../lib/session';

/**
 * Binds a step of a login to the browser that took it: a random value in an httpOnly
 * cookie, of which the database keeps only the SHA-256. A Google return address or a
 * pending identity sent from another browser finds nothing. SameSite=Lax lets the
 * cookie ride along when Google sends the player back to the site.
 */
export const GOOGLE_STATE_COOKIE = 'ante_google_login';
export const PENDING_IDENTITY_COOKIE = 'ante_pending_identity';
/** A Google login waiting for the two-factor code (pending-second-factor.ts). */
export const SECOND_FACTOR_COOKIE = 'ante_google_totp';
const COOKIE_PATH = '/api/user';

export function bindBrowser(reply: FastifyReply, name: string, ttlMs: number, secure: boolean): string {
  const value = randomBytes(32).toString('base64url');
  reply.setCookie(name, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: COOKIE_PATH,
    maxAge: Math.floor(ttlMs / 1000),
  });
  return hashToken(value);
}

/** The hash of the browser's value for `name`, or null when it sent none. */
export function browserHash(request: FastifyRequest, name: string): string | null {
  const value = request.cookies[name];
  return value && value.length <= 128 ? hashToken(value) : null;
}

export function unbindBrowser(reply: FastifyReply, name: string, secure: boolean): void {
  reply.clearCookie(name, { httpOnly: true, sameSite: 'lax', secure, path: COOKIE_PATH });
}
