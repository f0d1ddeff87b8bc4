/**
 * The proof of solvency (modules/solvency, docs/proof-of-solvency.md):
 * - `solvency_snapshots`: one per snapshot of the players' liabilities, taken on the
 *   schedule or by staff, with the time of the one consistent read it came from;
 * - `solvency_roots`: per snapshot and currency, the Merkle sum tree's root hash and
 *   total (in 10^-18 of the currency), how many leaves, and the reserves read then;
 * - `solvency_leaves`: every leaf, in tree order, with its player, salt and amount, so
 *   that an old snapshot's proofs can still be made; a player's rows are found by
 *   their id.
 */
export const sql = `
CREATE TABLE solvency_snapshots (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  taken_at timestamptz NOT NULL,
  trigger text NOT NULL CHECK (trigger IN ('schedule', 'staff')),
  requested_by uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX solvency_snapshots_taken_idx ON solvency_snapshots (taken_at DESC);

CREATE TABLE solvency_roots (
  snapshot_id uuid NOT NULL REFERENCES solvency_snapshots(id) ON DELETE CASCADE,
  currency text NOT NULL,
  root_hash text NOT NULL,
  total numeric(78, 0) NOT NULL CHECK (total >= 0),
  leaves integer NOT NULL CHECK (leaves > 0),
  reserves numeric(38, 18),
  reserves_source text NOT NULL CHECK (reserves_source IN ('chain', 'simulated', 'unknown')),
  PRIMARY KEY (snapshot_id, currency)
);

CREATE TABLE solvency_leaves (
  snapshot_id uuid NOT NULL REFERENCES solvency_snapshots(id) ON DELETE CASCADE,
  currency text NOT NULL,
  position integer NOT NULL CHECK (position >= 0),
  user_id uuid NOT NULL REFERENCES users(id),
  salt text NOT NULL,
  amount numeric(78, 0) NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (snapshot_id, currency, position)
);
CREATE INDEX solvency_leaves_user_idx ON solvency_leaves (user_id, snapshot_id);
`;
