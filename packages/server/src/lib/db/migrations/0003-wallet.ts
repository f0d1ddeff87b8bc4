/**
 * Wallet state around the ledger: deposit addresses, deposits seen on a chain,
 * withdrawals and their lifecycle, and the simulated chain (the default adapter,
 * kept in the database so that every node sees one chain).
 */
export const sql = `
CREATE TABLE deposit_addresses (
  user_id uuid NOT NULL REFERENCES users(id),
  network text NOT NULL,
  address text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, network),
  UNIQUE (network, address)
);

CREATE TABLE deposits (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id),
  network text NOT NULL,
  currency text NOT NULL,
  tx_hash text NOT NULL,
  address text NOT NULL,
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  confirmations integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'credited')),
  created_at timestamptz NOT NULL DEFAULT now(),
  credited_at timestamptz,
  UNIQUE (network, tx_hash, currency)
);
CREATE INDEX deposits_user_idx ON deposits (user_id, created_at DESC);

CREATE TABLE withdrawals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id),
  currency text NOT NULL,
  network text NOT NULL,
  address text NOT NULL,
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  fee numeric(38, 18) NOT NULL CHECK (fee >= 0),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'processing', 'completed', 'cancelled', 'failed')),
  tx_hash text,
  failure text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX withdrawals_user_idx ON withdrawals (user_id, created_at DESC);
CREATE INDEX withdrawals_status_idx ON withdrawals (status, created_at);

CREATE TABLE sim_chain_heights (
  network text PRIMARY KEY,
  height bigint NOT NULL DEFAULT 0
);

CREATE TABLE sim_chain_transactions (
  id bigserial PRIMARY KEY,
  network text NOT NULL,
  tx_hash text NOT NULL,
  from_address text,
  to_address text NOT NULL,
  currency text NOT NULL,
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  block_height bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sim_chain_transactions_network_idx ON sim_chain_transactions (network, block_height);
CREATE INDEX sim_chain_transactions_hash_idx ON sim_chain_transactions (network, tx_hash);
`;
