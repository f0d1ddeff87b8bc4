import {
  favoriteRequestSchema,
  favoriteResponseSchema,
  type Game,
  type GameStats,
  gameItemsResponseSchema,
  gameListQuerySchema,
  gameListResponseSchema,
  gameSchema,
  gameSearchQuerySchema,
  gameSlugParamsSchema,
  gameStatsSchema,
  providersResponseSchema,
} from '@ante/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { NotFound } from '../../lib/errors';
import { requireAuth } from '../../lib/session';
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
    app.get(
      '/casino/games',
      { schema: { querystring: gameListQuerySchema, response: { 200: gameListResponseSchema } } },
      async (request) => {
        const { query } = request;
        const { items, total } = await listGames(db, query);
        return { items, total, limit: query.limit, offset: query.offset };
      },
    );

    app.get('/casino/games/latest', { schema: { response: { 200: gameItemsResponseSchema } } }, async () => ({
      items: await latestGames(db),
    }));

    app.get(
      '/casino/games/search',
      { schema: { querystring: gameSearchQuerySchema, response: { 200: gameItemsResponseSchema } } },
      async (request) => ({ items: await searchGames(db, request.query.query) }),
    );

    app.get(
      '/casino/games/favorite',
      { preValidation: requireAuth, schema: { response: { 200: gameItemsResponseSchema } } },
      async (request) => {
        const auth = await requireAuth(request);
        return { items: await favoriteGames(db, auth.user.id) };
      },
    );

    app.get(
      '/casino/games/recent',
      { preValidation: requireAuth, schema: { response: { 200: gameItemsResponseSchema } } },
      async (request) => {
        const auth = await requireAuth(request);
        return { items: await recentGames(db, auth.user.id) };
      },
    );

    app.get('/casino/providers', { schema: { response: { 200: providersResponseSchema } } }, async () => ({
      items: await listProviders(db),
    }));

    app.get(
      '/casino/games/:slug',
      { schema: { params: gameSlugParamsSchema, response: { 200: gameSchema } } },
      async (request) => requireGame(request.params.slug),
    );

    app.get(
      '/casino/games/:slug/similar',
      { schema: { params: gameSlugParamsSchema, response: { 200: gameItemsResponseSchema } } },
      async (request) => ({ items: await similarGames(db, await requireGame(request.params.slug)) }),
    );

    app.get(
      '/casino/games/:slug/stats',
      { schema: { params: gameSlugParamsSchema, response: { 200: gameStatsSchema } } },
      async (request): Promise<GameStats> => stats((await requireGame(request.params.slug)).slug),
    );

    app.post(
      '/casino/games/:slug/favorite',
      {
        preValidation: requireAuth,
        schema: {
          params: gameSlugParamsSchema,
          body: favoriteRequestSchema,
          response: { 200: favoriteResponseSchema },
        },
      },
      async (request) => {
        const auth = await requireAuth(request);
        const { favorite } = request.body;
        const game = await requireGame(request.params.slug);
        await setFavorite(db, auth.user.id, game.slug, favorite);
        return { slug: game.slug, favorite };
      },
    );
  };
}
