import { catalogueApi, type Game, type GameStats } from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { NotFound } from '../../lib/errors';
import { register } from '../../lib/register-route';
import { favoriteGames } from './favorite-games';
import { findGame } from './find-game';
import { cachedGameStats } from './game-stats';
import { latestGames } from './latest-games';
import { listGames } from './list-games';
import { listProviders } from './list-providers';
import { recentGames } from './recent-games';
import { searchGames } from './search-games';
import { setFavorite } from './set-favorite';
import { similarGames } from './similar-games';

/**
 * The catalogue calls (docs/product.md#calls) plus the lists the lobby needs beyond
 * them: `GET /casino/games/recent` (from the player's rounds) and
 * `GET /casino/providers`. Lists answer `{items}`; the paged list adds total, limit
 * and offset. Unknown or disabled games are 404; favourites and recent need a login.
 */
export function catalogueRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;
  const stats = cachedGameStats(db, ctx.wallet.rates);

  async function requireGame(slug: string): Promise<Game> {
    const game = await findGame(db, slug);
    if (!game) throw new NotFound(`There is no game called ${slug}.`);
    return game;
  }

  return async function plugin(app) {
    register(app, catalogueApi.games, async (request) => {
      const { query } = request;
      const { items, total } = await listGames(db, query);
      return { items, total, limit: query.limit, offset: query.offset };
    });

    register(app, catalogueApi.latest, async () => ({ items: await latestGames(db) }));

    register(app, catalogueApi.search, async (request) => ({
      items: await searchGames(db, request.query.query),
    }));

    register(app, catalogueApi.favorites, async (_request, _reply, auth) => ({
      items: await favoriteGames(db, auth.user.id),
    }));

    register(app, catalogueApi.recent, async (_request, _reply, auth) => ({
      items: await recentGames(db, auth.user.id),
    }));

    register(app, catalogueApi.providers, async () => ({ items: await listProviders(db) }));

    register(app, catalogueApi.game, async (request) => requireGame(request.params.slug));

    register(app, catalogueApi.similar, async (request) => ({
      items: await similarGames(db, await requireGame(request.params.slug)),
    }));

    register(
      app,
      catalogueApi.stats,
      async (request): Promise<GameStats> => stats((await requireGame(request.params.slug)).slug),
    );

    register(app, catalogueApi.setFavorite, async (request, _reply, auth) => {
      const { favorite } = request.body;
      const game = await requireGame(request.params.slug);
      await setFavorite(db, auth.user.id, game.slug, favorite);
      return { slug: game.slug, favorite };
    });
  };
}
