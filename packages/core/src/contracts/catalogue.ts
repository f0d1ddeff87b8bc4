import { z } from 'zod';

/**
 * The game catalogue (docs/product.md#calls): the lobby's lists, search, favourites,
 * recently played and public per-game figures. Categories are the slugs of
 * docs/product.md#routes; a game has one main category and may also appear in others (blackjack,
 * roulette and baccarat are originals and have their own categories too).
 */
export const GAME_CATEGORY_SLUGS = [
  'originals',
  'video-slots',
  'table-games',
  'game-shows',
  'blackjack',
  'roulette',
  'baccarat',
] as const;
export type GameCategory = (typeof GAME_CATEGORY_SLUGS)[number];

/** Menu labels of the categories (docs/product.md#routes). */
export const GAME_CATEGORY_LABELS: Record<GameCategory, string> = {
  originals: 'Originals',
  'video-slots': 'Slots',
  'table-games': 'Table Games',
  'game-shows': 'Game Shows',
  blackjack: 'Blackjack',
  roulette: 'Roulette',
  baccarat: 'Baccarat',
};

export const gameSchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** The main category; `categories` lists every category the game appears in (main first). */
  category: z.enum(GAME_CATEGORY_SLUGS),
  categories: z.array(z.enum(GAME_CATEGORY_SLUGS)),
  provider: z.string(),
  /** The provider as a URL segment: /games/provider/{providerSlug}. */
  providerSlug: z.string(),
  /** An image path or URL; the browser passes it through the image-host rewriting. */
  thumbnail: z.string(),
  tags: z.array(z.string()),
  description: z.string(),
  /** Return to player in percent, as a decimal string ("99", "97.3"). */
  rtp: z.string(),
  minBetUsd: z.string(),
  maxBetUsd: z.string(),
  /** ISO date (yyyy-mm-dd). */
  releasedAt: z.string(),
  popularity: z.number().int(),
  /** True for the in-house provably-fair games, which open at /games/{slug}. */
  original: z.boolean(),
  /**
   * True for a game a provider serves: its page opens it in a frame at the URL the
   * launch call answers (docs/provider-protocol.md).
   */
  launchable: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;

/** GET /casino/games: `limit` 1-100 (default 100), `offset` (default 0), optional filters. */
export const gameListQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(100),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset cannot be negative')
    .default(0),
  category: z.enum(GAME_CATEGORY_SLUGS, { error: 'category is not a known category' }).optional(),
  provider: z.string().max(64, 'provider is too long').optional(),
});
export type GameListQuery = z.infer<typeof gameListQuerySchema>;

export const gameListResponseSchema = z.object({
  items: z.array(gameSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type GameListResponse = z.infer<typeof gameListResponseSchema>;

/** Latest, similar, search, favourites and recent answer a plain list. */
export const gameItemsResponseSchema = z.object({ items: z.array(gameSchema) });
export type GameItemsResponse = z.infer<typeof gameItemsResponseSchema>;

/** GET /casino/games/search?query=: at most 100 characters; an empty query finds nothing. */
export const gameSearchQuerySchema = z.strictObject({
  query: z.string().max(100, 'query is too long').default(''),
});

export const favoriteRequestSchema = z.strictObject({
  favorite: z.boolean({ error: 'favorite must be true or false' }),
});
export const favoriteResponseSchema = z.object({ slug: z.string(), favorite: z.boolean() });
export type FavoriteResponse = z.infer<typeof favoriteResponseSchema>;

/**
 * A game named in the path (`/casino/games/{slug}`, `/play/{slug}/bet`). Any text: a
 * name that is no game is a 404 that says so, not a 400.
 */
export const gameSlugParamsSchema = z.object({ slug: z.string() });

/** A notable round in a game's public figures; no name when the player plays privately. */
export const notableRoundSchema = z.object({
  roundId: z.string(),
  username: z.string().nullable(),
  currency: z.string(),
  wager: z.string(),
  payout: z.string(),
  multiplier: z.string(),
  payoutUsd: z.string(),
  createdAt: z.string(),
});

/** GET /casino/games/{slug}/stats: public figures, cached briefly on each node. */
export const gameStatsSchema = z.object({
  slug: z.string(),
  roundsPlayed: z.number().int(),
  wageredUsd: z.string(),
  biggestWin: notableRoundSchema.nullable(),
  luckiestWin: notableRoundSchema.nullable(),
});
export type GameStats = z.infer<typeof gameStatsSchema>;

export const providerSchema = z.object({ slug: z.string(), name: z.string(), games: z.number().int() });
export type Provider = z.infer<typeof providerSchema>;
export const providersResponseSchema = z.object({ items: z.array(providerSchema) });
export type ProvidersResponse = z.infer<typeof providersResponseSchema>;

/** The provider of the in-house games. */
export const ORIGINALS_PROVIDER = 'Ante Originals';

/** A provider's name as a URL segment ("Ante Originals" -> "ante-originals"). */
export function providerSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * An image source (docs/product.md#calls): a path not already on the image host is prefixed with it,
 * and the query asks for format=auto, the requested width and quality (default 75).
 * Without a host, the source is returned unchanged.
 */
export function imageUrl(
  source: string,
  host: string | null | undefined,
  options: { width?: number; quality?: number } = {},
): string {
  if (!host) return source;
  const base = host.replace(/\/+$/, '');
  const onHost = source.startsWith(`${base}/`) || source === base;
  const absolute = onHost ? source : `${base}${source.startsWith('/') ? '' : '/'}${source}`;
  const [path = absolute, query = ''] = absolute.split('?', 2);
  const params = new Map(
    query
      .split('&')
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        return at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
      }),
  );
  params.set('format', 'auto');
  if (options.width !== undefined) params.set('width', String(options.width));
  params.set('quality', String(options.quality ?? 75));
  return `${path}?${[...params].map(([key, value]) => `${key}=${value}`).join('&')}`;
}
