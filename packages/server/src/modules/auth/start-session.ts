import type { FastifyRequest } from 'fastify';
import type { Db } from '../../lib/db/database';
import { userAgent } from '../../lib/request-info';
import { createSession } from '../../lib/session';
import { recordSignIn } from '../users/security-events';

/**
 * Starts a session for a player who has just proved who they are, and records the
 * sign-in (with `new_device` when it applies). Returns the cookie's value and expiry.
 */
export async function startSession(
  db: Db,
  input: { userId: string; kind: 'account_created' | 'login'; request: FastifyRequest; ttlMs: number },
): Promise<{ token: string; expiresAt: Date }> {
  const { request } = input;
  const { token, session } = await createSession(db, {
    userId: input.userId,
    userAgent: userAgent(request),
    ip: request.ip,
    deviceId: request.deviceId,
    ttlMs: input.ttlMs,
  });
  await recordSignIn(db, { userId: input.userId, kind: input.kind, request });
  return { token, expiresAt: session.expiresAt };
}
