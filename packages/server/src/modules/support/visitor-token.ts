import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../lib/db/database';
import { hashToken } from '../../lib/session';

/** The cookie that lets a visitor (no account) come back to their support conversation. */
export const SUPPORT_COOKIE = 'ante_support';
/** A visitor's conversation stays reachable from their browser this long after their last message. */
export const VISITOR_COOKIE_TTL_MS = 90 * 86_400_000;

/** A fresh token: 32 random bytes, so it cannot be guessed; only its hash is stored. */
export function newVisitorToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The token the request's support cookie carries, if it has the shape of one. */
export function visitorToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[SUPPORT_COOKIE];
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}

/** The conversation a visitor token opens, or null for any token no conversation holds. */
export async function findVisitorConversationId(db: Db, token: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const row = await db
    .selectFrom('support_conversations')
    .select('id')
    .where('visitor_token_hash', '=', hashToken(token))
    .executeTakeFirst();
  return row?.id ?? null;
}

export function setSupportCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SUPPORT_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: new Date(Date.now() + VISITOR_COOKIE_TTL_MS),
  });
}
