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
import {
  favoriteGames,
  findGame,
  gameStats,
  latestGames,
  listGames,
  listProviders,
  recentGames,
  searchGames,
  setFavorite,
  similarGames,
} from './catalogue';

/** Public per-game figures are computed at most this often per node and game. */
const STATS_TTL_MS = 30_000;

/**
 * The catalogue calls of spec section 7 (Games) plus the lists the lobby needs that the
 * spec leaves unnamed: `GET /casino/games/recent` (from the player's rounds) and
 * `GET /casino/providers`. Lists answer `{items}`; the paged list adds total, limit
 * and offset. Unknown or disabled games are 404; favourites and recent need a login.
 */
export function catalogueRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx.database;
  const stats = new Map<string, { at: number; value: Promise<GameStats> }>();

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
      async (request): Promise<GameStats> => {
        const game = await requireGame(request.params.slug);
        const cached = stats.get(game.slug);
        if (cached && Date.now() - cached.at < STATS_TTL_MS) return cached.value;
        const value = gameStats(db, ctx.wallet.rates, game.slug);
        stats.set(game.slug, { at: Date.now(), value });
        value.catch(() => stats.delete(game.slug));
        return value;
      },
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
