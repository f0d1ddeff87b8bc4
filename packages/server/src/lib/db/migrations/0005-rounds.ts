/**
 * Game rounds: one row per bet, with everything needed to re-derive and verify the
 * outcome (seed pair, nonce, params). Multi-step rounds keep their state while
 * `active`; a player has at most one active round per game.
 */
export const sql = `
CREATE TABLE rounds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id),
  game text NOT NULL,
  currency text NOT NULL,
  -- The base wager; multi-step actions (double, split, insurance) add to extra_stake.
  amount numeric(38, 18) NOT NULL CHECK (amount >= 0),
  extra_stake numeric(38, 18) NOT NULL DEFAULT 0 CHECK (extra_stake >= 0),
  steps integer NOT NULL DEFAULT 0,
  -- The wager's USD value at bet time, for the high rollers feed.
  wager_usd numeric(38, 18) NOT NULL DEFAULT 0,
  multiplier numeric(24, 8),
  payout numeric(38, 18),
  seed_id uuid NOT NULL REFERENCES server_seeds(id),
  nonce integer NOT NULL,
  params jsonb NOT NULL,
  result jsonb,
  state jsonb,
  status text NOT NULL CHECK (status IN ('active', 'finished')),
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  UNIQUE (seed_id, nonce)
);
CREATE UNIQUE INDEX rounds_one_active ON rounds (user_id, game) WHERE status = 'active';
CREATE INDEX rounds_user_idx ON rounds (user_id, created_at DESC);
CREATE INDEX rounds_created_idx ON rounds (created_at DESC);
CREATE INDEX rounds_high_roller_idx ON rounds (wager_usd, created_at DESC);
`;
