/**
 * The live show's records, beside the slot's in the studio's own database. Every
 * statement is `IF NOT EXISTS`, so every studio process runs them at start, on PGlite
 * and on PostgreSQL alike.
 *
 * - `show_chains`: each hash chain the show plays. `last_seed` is the secret every seed
 *   is hashed from; it never leaves the studio. Rounds `first_round` to
 *   `first_round + length - 1` play its seeds from the far end (nonce 1 first).
 * - `show_rounds`: one row per round, its number the primary key, so two leaders can
 *   never both make round N. Its times and its outcome are fixed when it is made (the
 *   studio knows the seed); what is public when is decided by show-state.ts. `seed` is
 *   written only when the round is revealed.
 * - `show_bets`: every stake, written before the casino is asked for it, so a crash
 *   leaves a trace settlement finishes.
 * - `show_payouts`: what each player is paid for a round, written in one transaction
 *   before any win is sent, so a win sent again after a crash is the same win.
 * - `show_leases`: which process runs the clock; see show-clock.ts.
 */
export const SHOW_SCHEMA = `
CREATE TABLE IF NOT EXISTS show_chains (
  id integer NOT NULL,
  game text NOT NULL,
  salt text NOT NULL,
  terminal_hash text NOT NULL,
  last_seed text NOT NULL,
  length integer NOT NULL,
  first_round bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (game, id)
);
CREATE TABLE IF NOT EXISTS show_rounds (
  id bigint PRIMARY KEY,
  game text NOT NULL,
  chain_id integer NOT NULL,
  nonce integer NOT NULL,
  hash text NOT NULL,
  opens_at timestamptz NOT NULL,
  closes_at timestamptz NOT NULL,
  spin_at timestamptz NOT NULL,
  bonus_at timestamptz,
  result_at timestamptz NOT NULL,
  next_at timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('open', 'settling', 'settled', 'void')),
  result jsonb NOT NULL,
  seed text,
  settled_at timestamptz
);
CREATE INDEX IF NOT EXISTS show_rounds_game ON show_rounds (game, id);
CREATE TABLE IF NOT EXISTS show_bets (
  id uuid PRIMARY KEY,
  round_id bigint NOT NULL REFERENCES show_rounds(id),
  session_key text NOT NULL,
  player_key text NOT NULL,
  username text,
  casino_session_id text NOT NULL,
  spot text NOT NULL,
  currency text NOT NULL,
  amount numeric(38, 18) NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'placed', 'refused', 'won', 'lost', 'refunded')),
  payout numeric(38, 18),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS show_bets_round ON show_bets (round_id, player_key);
CREATE INDEX IF NOT EXISTS show_bets_open ON show_bets (status) WHERE status IN ('pending', 'placed');
CREATE TABLE IF NOT EXISTS show_payouts (
  round_id bigint NOT NULL REFERENCES show_rounds(id),
  player_key text NOT NULL,
  currency text NOT NULL,
  username text,
  casino_session_id text NOT NULL,
  provider_round_id text NOT NULL,
  amount numeric(38, 18) NOT NULL,
  transaction_id text NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'refused')),
  paid_at timestamptz,
  PRIMARY KEY (round_id, player_key, currency)
);
CREATE TABLE IF NOT EXISTS show_leases (
  game text PRIMARY KEY,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL
)
`;
