import {
  favoriteRequestSchema,
  favoriteResponseSchema,
  gameItemsResponseSchema,
  gameListQuerySchema,
  gameListResponseSchema,
  gameSchema,
  gameSearchQuerySchema,
  gameSlugParamsSchema,
  gameStatsSchema,
  providersResponseSchema,
} from '../catalogue';
import { defineRoute } from '../route';

/**
 * The catalogue: the lobby's lists, one game, its statistics and similar games, all
 * public; the player's favourites and recent games need a login. Lists answer
 * `{items}`; the paged list adds total, limit and offset. Unknown or disabled games
 * are 404.
 */
export const catalogueApi = {
  games: defineRoute({
    method: 'GET',
    path: '/casino/games',
    query: gameListQuerySchema,
    response: gameListResponseSchema,
    auth: 'public',
  }),
  latest: defineRoute({
    method: 'GET',
    path: '/casino/games/latest',
    response: gameItemsResponseSchema,
    auth: 'public',
  }),
  search: defineRoute({
    method: 'GET',
    path: '/casino/games/search',
    query: gameSearchQuerySchema,
    response: gameItemsResponseSchema,
    auth: 'public',
  }),
  favorites: defineRoute({
    method: 'GET',
    path: '/casino/games/favorite',
    response: gameItemsResponseSchema,
    auth: 'player',
  }),
  /** The games of the player's latest rounds. */
  recent: defineRoute({
    method: 'GET',
    path: '/casino/games/recent',
    response: gameItemsResponseSchema,
    auth: 'player',
  }),
  providers: defineRoute({
    method: 'GET',
    path: '/casino/providers',
    response: providersResponseSchema,
    auth: 'public',
  }),
  game: defineRoute({
    method: 'GET',
    path: '/casino/games/:slug',
    params: gameSlugParamsSchema,
    response: gameSchema,
    auth: 'public',
  }),
  similar: defineRoute({
    method: 'GET',
    path: '/casino/games/:slug/similar',
    params: gameSlugParamsSchema,
    response: gameItemsResponseSchema,
    auth: 'public',
  }),
  stats: defineRoute({
    method: 'GET',
    path: '/casino/games/:slug/stats',
    params: gameSlugParamsSchema,
    response: gameStatsSchema,
    auth: 'public',
  }),
  setFavorite: defineRoute({
    method: 'POST',
    path: '/casino/games/:slug/favorite',
    params: gameSlugParamsSchema,
    body: favoriteRequestSchema,
    response: favoriteResponseSchema,
    auth: 'player',
  }),
};
