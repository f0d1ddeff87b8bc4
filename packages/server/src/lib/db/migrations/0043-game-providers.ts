/**
 * Game providers (modules/providers, docs/provider-protocol.md).
 *
 * - A provider's round is a row of `rounds` like an original's, so My Bets, the feeds,
 *   xp, rakeback, the pot and the competitions count it without knowing providers:
 *   `provider_id` names the provider, and such a round has no seed pair or nonce of
 *   ours (the provider proves its own fairness). Its `amount` is the total of its bets
 *   and `wager_usd` their value when each was placed; a rollback takes its bet off both,
 *   and a round whose every bet was rolled back is `cancelled`: it never counts. A
 *   player may have several provider rounds open at once (a game show's spots).
 * - `provider_sessions`: a launch token (its SHA-256; single use, short-lived) and the
 *   session authenticate makes of it, tied to one player, game and currency, with the
 *   country the player launched from.
 * - `provider_rounds`: the provider's round id for each of our rounds, unique per provider.
 * - `provider_transactions`: every bet, win and rollback by the provider's transaction
 *   id, with the hash of the request that first used it and the answer it got, so a
 *   retry is answered the same and moves nothing; a rollback naming a transaction we
 *   never saw leaves a `tombstone` under that id, which refuses the late bet.
 * - `games.provider_id`: which configured provider serves a catalogue game, and
 *   `games.max_multiplier`, the most a round can pay, for the maximum-profit check.
 */
export const sql = `
ALTER TABLE rounds ALTER COLUMN seed_id DROP NOT NULL;
ALTER TABLE rounds ALTER COLUMN nonce DROP NOT NULL;
ALTER TABLE rounds ADD COLUMN provider_id text;
ALTER TABLE rounds ADD CONSTRAINT rounds_seeded_or_provided
  CHECK ((seed_id IS NOT NULL AND nonce IS NOT NULL) OR provider_id IS NOT NULL);
ALTER TABLE rounds DROP CONSTRAINT rounds_status_check;
ALTER TABLE rounds ADD CONSTRAINT rounds_status_check CHECK (status IN ('active', 'finished', 'cancelled'));
DROP INDEX rounds_one_active;
CREATE UNIQUE INDEX rounds_one_active ON rounds (user_id, game) WHERE status = 'active' AND provider_id IS NULL;

ALTER TABLE games ADD COLUMN provider_id text;
ALTER TABLE games ADD COLUMN max_multiplier numeric(24, 8);

CREATE TABLE provider_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  provider_id text NOT NULL,
  user_id uuid NOT NULL REFERENCES users(id),
  game text NOT NULL,
  currency text NOT NULL,
  -- Where the player launched from, so a territory restricted later refuses their next bet.
  country text,
  token_hash text NOT NULL UNIQUE,
  token_expires_at timestamptz NOT NULL,
  authenticated_at timestamptz,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX provider_sessions_user_idx ON provider_sessions (user_id, created_at DESC);

CREATE TABLE provider_rounds (
  round_id uuid PRIMARY KEY REFERENCES rounds(id),
  provider_id text NOT NULL,
  provider_round_id text NOT NULL,
  session_id uuid NOT NULL REFERENCES provider_sessions(id),
  UNIQUE (provider_id, provider_round_id)
);

CREATE TABLE provider_transactions (
  provider_id text NOT NULL,
  transaction_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('bet', 'win', 'rollback', 'tombstone')),
  round_id uuid REFERENCES rounds(id),
  session_id uuid REFERENCES provider_sessions(id),
  amount numeric(38, 18) NOT NULL DEFAULT 0 CHECK (amount >= 0),
  amount_usd numeric(38, 18) NOT NULL DEFAULT 0,
  request_hash text NOT NULL,
  balance text,
  rolled_back boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider_id, transaction_id)
);
CREATE INDEX provider_transactions_round_idx ON provider_transactions (round_id) WHERE round_id IS NOT NULL;
`;
