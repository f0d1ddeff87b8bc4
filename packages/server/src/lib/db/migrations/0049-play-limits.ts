/**
 * Responsible-gambling limits (modules/play-limits, docs/play-limits.md).
 *
 * - `play_limits`: one row per player, kind (deposit, loss, wager) and calendar period
 *   (day, week, month in UTC). `amount_usd` is the limit in force. A raise or a removal
 *   waits in `pending_*`: `pending_set` says one is waiting (its amount null for a
 *   removal) and `pending_from` when the player may confirm it; until then the amount in
 *   force holds. `set_by` says whether the player or staff set it. A removed limit's row
 *   is deleted, so a row's existence is what makes a player's bets read their totals.
 * - `deposits_credited_idx`: the deposit limit sums a player's credited deposits by
 *   when they were credited.
 * - `players.limits` joins the support and risk roles, as docs/back-office.md lists them.
 */
export const sql = `
CREATE TABLE play_limits (
  user_id uuid NOT NULL REFERENCES users(id),
  kind text NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager')),
  period text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  amount_usd numeric(38, 18) NOT NULL CHECK (amount_usd > 0),
  set_by text NOT NULL DEFAULT 'player' CHECK (set_by IN ('player', 'staff')),
  pending_set boolean NOT NULL DEFAULT false,
  pending_usd numeric(38, 18) CHECK (pending_usd > 0),
  pending_from timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind, period),
  CHECK (pending_set = (pending_from IS NOT NULL)),
  CHECK (pending_set OR pending_usd IS NULL)
);

CREATE INDEX deposits_credited_idx ON deposits (user_id, credited_at) WHERE status = 'credited';

UPDATE staff_roles SET permissions = array_append(permissions, 'players.limits')
  WHERE name IN ('support', 'risk') AND NOT ('players.limits' = ANY (permissions));
`;
