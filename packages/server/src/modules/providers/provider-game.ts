import type { Db } from '../../lib/db/database';
import { ProviderError } from './provider-error';

export interface ProviderGame {
  slug: string;
  name: string;
  rtp: string;
  maxMultiplier: string | null;
  /** Listed among the slots (`video-slots` is one of its categories): the UK rules pace its spins. */
  slot: boolean;
}

/**
 * The catalogue game `slug` as served by `providerId`: enabled, and configured as
 * that provider's. Anything else is GAME_UNAVAILABLE, so a provider can take no bet
 * on a game the operator switched off or on another provider's game.
 */
export async function providerGame(db: Db, providerId: string, slug: string): Promise<ProviderGame> {
  const row = await db
    .selectFrom('games')
    .select(['slug', 'name', 'rtp', 'max_multiplier', 'enabled', 'provider_id', 'categories'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!row || row.provider_id !== providerId || !row.enabled) {
    throw new ProviderError('GAME_UNAVAILABLE', `${slug} is not available from this provider right now.`);
  }
  return {
    slug: row.slug,
    name: row.name,
    rtp: row.rtp,
    maxMultiplier: row.max_multiplier,
    slot: row.categories.includes('video-slots'),
  };
}
