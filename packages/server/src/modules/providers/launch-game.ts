import { isCryptoCode } from '@ante/core';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../lib/config';
import type { Db } from '../../lib/db/database';
import { NotFound, ValidationError } from '../../lib/errors';
import { assertRegionAllows, visitorCountry } from '../../lib/request-info';
import { requireAuth } from '../../lib/session';
import { siteUrl } from '../../lib/site-url';
import { assertNotExcluded } from '../self-exclusion/assert-not-excluded';
import { requireSupportedCurrency } from '../wallet/currency-rules';
import { createLaunchToken } from './provider-session';
import type { Provider } from './providers-file';

/**
 * Where the browser opens a provider's game: the provider's launch URL with `game`,
 * `currency`, `mode`, `lang` and `lobbyUrl` as query parameters, and for real money a
 * single-use `token` the provider exchanges for a session (authenticate). Real money
 * needs a login, no break and an allowed territory, as a bet does; demo needs none and
 * carries no token, so it can move no money.
 */
export async function launchGame(
  request: FastifyRequest,
  deps: { db: Db; config: Config; providers: Map<string, Provider> },
  input: { slug: string; currency: string; mode: 'real' | 'demo' },
): Promise<{ url: string }> {
  const game = await deps.db
    .selectFrom('games')
    .select(['slug', 'provider_id', 'enabled'])
    .where('slug', '=', input.slug)
    .executeTakeFirst();
  const provider = game?.provider_id ? deps.providers.get(game.provider_id) : undefined;
  if (!game?.enabled || !provider) {
    throw new NotFound(`There is no provider game called ${input.slug}.`);
  }
  if (!isCryptoCode(input.currency)) throw new ValidationError('currency: unknown currency', 'currency');
  const currency = requireSupportedCurrency(deps.config, input.currency);
  const url = new URL(provider.launchUrl);
  if (input.mode === 'real') {
    const auth = await requireAuth(request);
    assertNotExcluded(auth.user);
    assertRegionAllows(request, deps.config, 'bet');
    const token = await createLaunchToken(deps.db, {
      providerId: provider.id,
      userId: auth.user.id,
      game: game.slug,
      currency,
      country: visitorCountry(request, deps.config),
    });
    url.searchParams.set('token', token);
  }
  url.searchParams.set('game', game.slug);
  url.searchParams.set('currency', currency);
  url.searchParams.set('mode', input.mode);
  url.searchParams.set('lang', 'en');
  url.searchParams.set('lobbyUrl', `${siteUrl(request, deps.config)}/games/${game.slug}`);
  return { url: url.toString() };
}
