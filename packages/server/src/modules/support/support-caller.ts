import type { FastifyRequest } from 'fastify';
import type { Db } from '../../lib/db/database';
import { findVisitorConversationId, visitorToken } from './visitor-token';

/**
 * Who is asking, on the player's side of support: a logged-in player (their one
 * conversation is found by their account), a visitor whose support cookie opens a
 * conversation, or a visitor without one yet. Nothing in the request names a
 * conversation, so nobody can ask for someone else's.
 */
export type SupportCaller =
  | { kind: 'player'; userId: string }
  | { kind: 'visitor'; conversationId: string }
  | { kind: 'stranger' };

export async function supportCaller(db: Db, request: FastifyRequest): Promise<SupportCaller> {
  const auth = await request.auth();
  if (auth) return { kind: 'player', userId: auth.user.id };
  const token = visitorToken(request);
  const conversationId = token ? await findVisitorConversationId(db, token) : null;
  return conversationId ? { kind: 'visitor', conversationId } : { kind: 'stranger' };
}
