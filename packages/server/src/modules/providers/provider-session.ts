import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database';
import { ProviderError } from './provider-error';

/** A launch token is good for this long, once. */
export const LAUNCH_TOKEN_SECONDS = 60;

export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Makes the launch token of a real-money game: 32 random bytes (base64url) whose
 * SHA-256 is stored with the player, game, currency and launch country. The provider
 * turns it into a session once, within LAUNCH_TOKEN_SECONDS.
 */
export async function createLaunchToken(
  db: Db,
  input: { providerId: string; userId: string; game: string; currency: string; country: string | null },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('provider_sessions')
    .values({
      provider_id: input.providerId,
      user_id: input.userId,
      game: input.game,
      currency: input.currency,
      country: input.country,
      token_hash: tokenHash(token),
      token_expires_at: sql<Date>`now() + make_interval(secs => ${LAUNCH_TOKEN_SECONDS})` as never,
    })
    .execute();
  return token;
}

export interface ProviderSession {
  id: string;
  userId: string;
  game: string;
  currency: string;
  country: string | null;
}

/**
 * The provider's authenticated session `sessionId`. With `live`, it must not have
 * expired, and it is extended by `minutes` (a bet or a balance); without, an expired
 * session still answers, because a win or a rollback may arrive after the player left
 * mid-spin and must still be booked. Extending a live session locks its row until the
 * transaction ends, so one session's bets queue behind each other.
 */
export async function providerSession(
  trx: Db,
  providerId: string,
  sessionId: string,
  options: { live: false } | { live: true; minutes: number },
): Promise<ProviderSession> {
  const row = await trx
    .selectFrom('provider_sessions')
    .select(['id', 'user_id', 'game', 'currency', 'country', 'expires_at'])
    .select(sql<boolean>`expires_at > now()`.as('open'))
    .where('id', '=', sessionId)
    .where('provider_id', '=', providerId)
    .where('authenticated_at', 'is not', null)
    .executeTakeFirst();
  if (!row) throw new ProviderError('SESSION_EXPIRED', 'There is no such session.');
  if (options.live) {
    if (!row.open)
      throw new ProviderError('SESSION_EXPIRED', 'The session has expired; launch the game again.');
    await trx
      .updateTable('provider_sessions')
      .set({ expires_at: sql<Date>`now() + make_interval(mins => ${options.minutes})` as never })
      .where('id', '=', row.id)
      .execute();
  }
  return { id: row.id, userId: row.user_id, game: row.game, currency: row.currency, country: row.country };
}
