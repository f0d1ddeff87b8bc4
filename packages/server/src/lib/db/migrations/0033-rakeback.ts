/**
 * Rakeback (modules/rewards/rakeback.md). Nothing is written on the bet path: rakeback
 * is derived from the player's rounds. These rows are written only when rakeback is
 * claimed or its running total is brought forward, one player at a time.
 *
 * - `rakeback_state`: up to when the player's settled rounds are already counted in
 *   `rakeback_totals.earned` (`counted_until`), and the oldest round that may still
 *   settle after it (`scan_from`), so a read never scans older rounds. Players who
 *   exist now start counting from this migration: rakeback is not paid on the past.
 * - `rakeback_totals`: per player and currency, the rakeback earned up to
 *   `counted_until` and what claims have paid of it (and its USD value then).
 */
export const sql = `
CREATE TABLE rakeback_state (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  counted_until timestamptz NOT NULL,
  scan_from timestamptz NOT NULL
);

INSERT INTO rakeback_state (user_id, counted_until, scan_from)
SELECT id, now(), now() FROM users;

CREATE TABLE rakeback_totals (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  currency text NOT NULL,
  earned numeric(38, 18) NOT NULL DEFAULT 0 CHECK (earned >= 0),
  paid numeric(38, 18) NOT NULL DEFAULT 0 CHECK (paid >= 0),
  paid_usd numeric(38, 18) NOT NULL DEFAULT 0 CHECK (paid_usd >= 0),
  PRIMARY KEY (user_id, currency)
);
`;
