import {
  type FavoriteResponse,
  favoriteRequestSchema,
  type Game,
  type GameItemsResponse,
  type GameListResponse,
  type GameStats,
  gameListQuerySchema,
  gameSearchQuerySchema,
  type ProvidersResponse,
} from '@ante/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context';
import { NotFound } from '../../lib/errors';
import { requireAuth } from '../../lib/session';
import { parseInput } from '../../lib/validate';
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
export function catalogueRoutes(ctx: AppContext) {
  const { db } = ctx.database;
  const stats = new Map<string, { at: number; value: Promise<GameStats> }>();

  async function requireGame(slug: string): Promise<Game> {
    const game = await findGame(db, slug);
    if (!game) throw new NotFound(`There is no game called ${slug}.`);
    return game;
  }

  return async function plugin(app: FastifyInstance) {
    app.get('/casino/games', async (request): Promise<GameListResponse> => {
      const query = parseInput(gameListQuerySchema, request.query);
      const { items, total } = await listGames(db, query);
      return { items, total, limit: query.limit, offset: query.offset };
    });

    app.get(
      '/casino/games/latest',
      async (): Promise<GameItemsResponse> => ({ items: await latestGames(db) }),
    );

    app.get('/casino/games/search', async (request): Promise<GameItemsResponse> => {
      const { query } = parseInput(gameSearchQuerySchema, request.query);
      return { items: await searchGames(db, query) };
    });

    app.get('/casino/games/favorite', async (request): Promise<GameItemsResponse> => {
      const auth = await requireAuth(request);
      return { items: await favoriteGames(db, auth.user.id) };
    });

    app.get('/casino/games/recent', async (request): Promise<GameItemsResponse> => {
      const auth = await requireAuth(request);
      return { items: await recentGames(db, auth.user.id) };
    });

    app.get(
      '/casino/providers',
      async (): Promise<ProvidersResponse> => ({ items: await listProviders(db) }),
    );

    app.get<{ Params: { slug: string } }>(
      '/casino/games/:slug',
      async (request): Promise<Game> => requireGame(request.params.slug),
    );

    app.get<{ Params: { slug: string } }>(
      '/casino/games/:slug/similar',
      async (request): Promise<GameItemsResponse> => ({
        items: await similarGames(db, await requireGame(request.params.slug)),
      }),
    );

    app.get<{ Params: { slug: string } }>(
      '/casino/games/:slug/stats',
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

    app.post<{ Params: { slug: string } }>(
      '/casino/games/:slug/favorite',
      async (request): Promise<FavoriteResponse> => {
        const auth = await requireAuth(request);
        const input = parseInput(favoriteRequestSchema, request.body);
        const game = await requireGame(request.params.slug);
        await setFavorite(db, auth.user.id, game.slug, input.favorite);
        return { slug: game.slug, favorite: input.favorite };
      },
    );
  };
}
