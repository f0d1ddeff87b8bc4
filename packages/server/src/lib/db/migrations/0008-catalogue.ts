/**
 * The game catalogue behind the lobby (docs/operating.md#the-game-catalogue). Rows are data: the
 * built-in originals are inserted at start when missing (an operator's later changes
 * to them stay), and an operator's GAMES_FILE is applied on top at every start.
 * `categories` lists every category a game appears in, its main one first.
 */
export const sql = `
CREATE TABLE games (
  slug text PRIMARY KEY CHECK (slug ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  categories text[] NOT NULL CHECK (cardinality(categories) >= 1),
  provider text NOT NULL,
  provider_slug text NOT NULL,
  thumbnail text NOT NULL,
  tags text[] NOT NULL DEFAULT '{}',
  description text NOT NULL DEFAULT '',
  rtp numeric(6, 3) NOT NULL CHECK (rtp > 0 AND rtp <= 100),
  min_bet_usd numeric(38, 18) NOT NULL DEFAULT 0 CHECK (min_bet_usd >= 0),
  max_bet_usd numeric(38, 18) NOT NULL CHECK (max_bet_usd >= min_bet_usd),
  enabled boolean NOT NULL DEFAULT true,
  original boolean NOT NULL DEFAULT false,
  released_at date NOT NULL,
  popularity integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX games_provider_idx ON games (provider_slug);
CREATE INDEX games_released_idx ON games (released_at DESC);

CREATE TABLE game_favorites (
  user_id uuid NOT NULL REFERENCES users(id),
  game_slug text NOT NULL REFERENCES games(slug),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, game_slug)
);

-- Recently played and per-game figures read rounds by game.
CREATE INDEX rounds_game_idx ON rounds (game, created_at DESC);
`;
