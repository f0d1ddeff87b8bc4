import type { ProviderRequest, ProviderResponse } from '@ante/core';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { accountBalance } from '../ledger/accounts';
import { ProviderError } from './provider-error';
import { tokenHash } from './provider-session';

/**
 * `authenticate`: exchanges a launch token, once and within its minute, for a session
 * of the player, game and currency it was made for. A token used, expired, unknown or
 * another provider's answers SESSION_EXPIRED, the same for each, so a guess learns
 * nothing.
 */
export async function authenticateSession(
  db: Db,
  providerId: string,
  request: ProviderRequest<'authenticate'>,
  sessionMinutes: number,
): Promise<ProviderResponse<'authenticate'>> {
  const row = await db
    .updateTable('provider_sessions')
    .set({
      authenticated_at: sql<Date>`now()` as never,
      expires_at: sql<Date>`now() + make_interval(mins => ${sessionMinutes})` as never,
    })
    .where('token_hash', '=', tokenHash(request.token))
    .where('provider_id', '=', providerId)
    .where('authenticated_at', 'is', null)
    .where('token_expires_at', '>', sql<Date>`now()`)
    .returning(['id', 'user_id', 'currency'])
    .executeTakeFirst();
  if (!row) throw new ProviderError('SESSION_EXPIRED', 'The launch token is unknown, used or expired.');
  const user = await db
    .selectFrom('users')
    .select('username')
    .where('id', '=', row.user_id)
    .executeTakeFirstOrThrow();
  return {
    playerId: row.user_id,
    currency: row.currency,
    balance: await accountBalance(db, row.user_id, 'main', row.currency),
    sessionId: row.id,
    username: user.username,
  };
}
