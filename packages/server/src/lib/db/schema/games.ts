import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp, Numeric, Timestamp } from './columns';

export interface GamesTable {
  slug: string;
  name: string;
  categories: string[];
  provider: string;
  provider_slug: string;
  thumbnail: string;
  tags: Generated<string[]>;
  description: Generated<string>;
  rtp: string;
  min_bet_usd: Generated<string>;
  max_bet_usd: string;
  enabled: Generated<boolean>;
  original: Generated<boolean>;
  /** A date column; queries read it as `released_at::text` (yyyy-mm-dd), never as a Date. */
  released_at: ColumnType<string, string, string>;
  popularity: Generated<number>;
  /** The configured provider that serves the game; null for an original (migration 0043). */
  provider_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The most a round pays, as a multiple of its stake, for the maximum-profit check. */
  max_multiplier: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface GameFavoritesTable {
  user_id: string;
  game_slug: string;
  created_at: DefaultTimestamp;
}

export interface ServerSeedsTable {
  id: Generated<string>;
  user_id: string;
  seed: string;
  seed_hash: string;
  state: 'next' | 'current' | 'revealed';
  client_seed: string | null;
  nonce: Generated<number>;
  created_at: DefaultTimestamp;
  activated_at: Timestamp | null;
  revealed_at: Timestamp | null;
}

export interface RoundsTable {
  id: Generated<string>;
  user_id: string;
  game: string;
  currency: string;
  amount: Numeric;
  extra_stake: ColumnType<string, string | undefined, string>;
  steps: ColumnType<number, number | undefined, number>;
  wager_usd: ColumnType<string, string | undefined, string>;
  /** Generated: wager_usd plus extra_stake at the base stake's rate (migration 0020). */
  stake_usd: ColumnType<string, never, never>;
  multiplier: string | null;
  payout: string | null;
  /** Null for a game provider's round (provider_id set), which has no seed pair of ours. */
  seed_id: string | null;
  nonce: number | null;
  /** The provider whose round this is; null for an original (migration 0043). */
  provider_id: ColumnType<string | null, string | null | undefined, string | null>;
  params: ColumnType<unknown, string, string>;
  result: ColumnType<unknown, string | null, string | null>;
  state: ColumnType<unknown, string | null, string | null>;
  /** `cancelled`: a provider's round whose every bet was rolled back; it counts nowhere. */
  status: 'active' | 'finished' | 'cancelled';
  created_at: DefaultTimestamp;
  finished_at: Timestamp | null;
}

/** The catalogue, favourites, provably fair seeds and rounds. */
export interface GamesTables {
  games: GamesTable;
  game_favorites: GameFavoritesTable;
  server_seeds: ServerSeedsTable;
  rounds: RoundsTable;
}
