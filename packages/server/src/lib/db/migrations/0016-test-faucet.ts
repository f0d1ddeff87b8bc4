/**
 * The simulated chain's test-coin faucet (modules/wallet/grant-test-coins.ts) and
 * deposit syncing whose work follows what changed (modules/wallet/sync-deposits.ts).
 *
 * faucet_grants: one row per faucet payment, valued in USD when it was made, so a
 * player's allowance for the last hour is read from here on every node and after a
 * restart.
 *
 * deposits_pending_idx: a sync reads only the deposits still waiting for
 * confirmations, however many were credited before.
 *
 * A deposit the ledger must not take (larger than any one credit may be) is
 * `refused`: kept, shown to the player, never credited.
 */
export const sql = `
CREATE TABLE faucet_grants (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id),
  network text NOT NULL,
  currency text NOT NULL,
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  usd_value numeric(38, 18) NOT NULL CHECK (usd_value > 0),
  tx_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX faucet_grants_user_idx ON faucet_grants (user_id, created_at);

CREATE INDEX deposits_pending_idx ON deposits (network) WHERE status = 'pending';
ALTER TABLE deposits DROP CONSTRAINT deposits_status_check;
ALTER TABLE deposits ADD CONSTRAINT deposits_status_check CHECK (status IN ('pending', 'credited', 'refused'));
`;
