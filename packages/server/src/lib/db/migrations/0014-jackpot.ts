/**
 * The global pot (modules/jackpot). One row holds the pot: its USD amount, the time up
 * to which rounds have been counted into it (the watermark of the accrual job, which
 * sums rounds.wager_usd over rounds_created_idx), and when it was last won. Bets never
 * write to it; the job does every few seconds, and a win does. The pot row is created
 * at start with the operator's seed (ensurePot).
 *
 * Each win is a row of jackpot_wins; the round id is unique, so a round wins at most once.
 */
export const sql = `
CREATE TABLE jackpot_pot (
  id smallint PRIMARY KEY CHECK (id = 1),
  amount_usd numeric(38, 18) NOT NULL CHECK (amount_usd >= 0),
  counted_until timestamptz NOT NULL,
  won_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE jackpot_wins (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  round_id uuid NOT NULL UNIQUE REFERENCES rounds(id),
  user_id uuid NOT NULL REFERENCES users(id),
  currency text NOT NULL,
  amount_usd numeric(38, 18) NOT NULL CHECK (amount_usd > 0),
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  won_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jackpot_wins_won_idx ON jackpot_wins (won_at DESC);
`;
