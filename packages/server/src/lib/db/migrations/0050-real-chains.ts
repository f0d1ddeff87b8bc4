/**
 * Real chains beside the simulated one (modules/wallet/chain, docs/chains.md).
 *
 * - `deposit_addresses.derivation_index`: on a real chain a player's address is the
 *   extended public key's child at this index, one per player and network, handed out by
 *   `chain_address_counters` so two nodes never give out the same index. Null on the
 *   simulated chain, whose addresses are made up.
 * - `deposits.output_index`: one transaction can pay several of our addresses (or one
 *   address twice), each a deposit of its own; the uniqueness moves from the transaction
 *   to its output or log. `block_hash` is the block a deposit was last seen in, and
 *   `dropped` the status of a pending deposit a reorg took away. A credited deposit a
 *   reorg takes away keeps its status and gets `reorged_at`, with a risk flag for staff:
 *   its credit is never taken back or paid twice by the code.
 * - `withdrawals`: `sent` once the transaction is mined, with its confirmations counting,
 *   until `completed` at the network's count.
 * - `chain_status`: each real network's node as the chain job last saw it, which pauses
 *   crediting and sending on that network while its node is down, and the hot wallet's
 *   balances for the back office.
 */
export const sql = `
ALTER TABLE deposit_addresses ADD COLUMN derivation_index integer CHECK (derivation_index >= 0);
CREATE UNIQUE INDEX deposit_addresses_derivation_idx ON deposit_addresses (network, derivation_index)
  WHERE derivation_index IS NOT NULL;
-- EVM addresses are matched whatever the case of their letters (the checksum is in the case).
CREATE INDEX deposit_addresses_lower_idx ON deposit_addresses (network, lower(address));
CREATE TABLE chain_address_counters (
  network text PRIMARY KEY,
  next_index integer NOT NULL DEFAULT 0 CHECK (next_index >= 0)
);

ALTER TABLE deposits ADD COLUMN output_index integer NOT NULL DEFAULT 0 CHECK (output_index >= 0);
ALTER TABLE deposits ADD COLUMN block_hash text;
ALTER TABLE deposits ADD COLUMN reorged_at timestamptz;
ALTER TABLE deposits DROP CONSTRAINT deposits_network_tx_hash_currency_key;
ALTER TABLE deposits ADD CONSTRAINT deposits_transfer_key UNIQUE (network, tx_hash, currency, output_index);
ALTER TABLE deposits DROP CONSTRAINT deposits_status_check;
ALTER TABLE deposits ADD CONSTRAINT deposits_status_check
  CHECK (status IN ('pending', 'credited', 'refused', 'dropped'));
CREATE INDEX deposits_recent_credit_idx ON deposits (network, credited_at)
  WHERE status = 'credited' AND reorged_at IS NULL;

ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_status_check;
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_status_check
  CHECK (status IN ('pending', 'processing', 'sent', 'completed', 'cancelled', 'failed'));
ALTER TABLE withdrawals ADD COLUMN confirmations integer NOT NULL DEFAULT 0;
CREATE INDEX withdrawals_in_flight_idx ON withdrawals (network, updated_at)
  WHERE status IN ('processing', 'sent');

CREATE TABLE chain_status (
  network text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('evm', 'bitcoind')),
  healthy boolean NOT NULL,
  height bigint,
  error text,
  checked_at timestamptz NOT NULL DEFAULT now(),
  down_since timestamptz,
  hot_address text,
  hot_balances jsonb NOT NULL DEFAULT '{}',
  hot_value_usd numeric(38, 18),
  sweep_backlog integer NOT NULL DEFAULT 0
);
`;
