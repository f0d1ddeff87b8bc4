/**
 * Competitions (modules/competitions): wager races with prizes in USD by place. A
 * prize row per place is written at creation; the payout fills in who won it and what
 * was credited. `paid_at` on the competition is set in the payout's own transaction,
 * so a competition is paid once however many nodes run the job.
 */
export const sql = `
CREATE TABLE competitions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  -- Game slugs whose bets count; empty means every game.
  games text[] NOT NULL DEFAULT '{}',
  prize_currency text NOT NULL,
  campaign_id text,
  created_by uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz,
  paid_at timestamptz,
  CHECK (ends_at > starts_at),
  CHECK (cancelled_at IS NULL OR paid_at IS NULL)
);
CREATE INDEX competitions_ends_idx ON competitions (ends_at);
CREATE INDEX competitions_due_idx ON competitions (ends_at) WHERE paid_at IS NULL AND cancelled_at IS NULL;

CREATE TABLE competition_prizes (
  competition_id uuid NOT NULL REFERENCES competitions(id) ON DELETE CASCADE,
  place integer NOT NULL CHECK (place >= 1),
  amount_usd numeric(38, 18) NOT NULL CHECK (amount_usd > 0),
  -- Filled in by the payout; a place nobody reached keeps nulls.
  user_id uuid REFERENCES users(id),
  wagered_usd numeric(38, 18),
  currency text,
  amount numeric(38, 18),
  paid_at timestamptz,
  PRIMARY KEY (competition_id, place)
);
CREATE UNIQUE INDEX competition_prizes_winner ON competition_prizes (competition_id, user_id)
  WHERE user_id IS NOT NULL;
CREATE INDEX rounds_game_created_idx ON rounds (game, created_at);
`;
