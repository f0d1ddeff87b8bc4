/**
 * The Bitcoin family's own records (modules/wallet/chain/bitcoind, docs/chains.md#bitcoin-litecoin-and-dogecoin).
 *
 * - `bitcoin_imports`: the deposit and change addresses the node's watch-only wallet has
 *   been given, so a node replaced or wiped is given the rest by the next chain pass.
 * - `bitcoin_checkpoints`: the block the last look for new transactions reached.
 * - `bitcoin_change_addresses`: change outputs go to the account's chain 1, one fresh
 *   index per transaction, so the signer can tell change from a payment.
 * - `bitcoin_sends`: every transaction the casino builds, stored under its key before it
 *   is signed and again, signed, before it is broadcast: a send repeated after a crash
 *   rebroadcasts the same transaction instead of paying twice.
 * - `bitcoin_reserved`: the coins a stored transaction spends, so two sends (on any
 *   nodes) never pick the same coin before the first is in the node's mempool.
 */
export const sql = `
CREATE TABLE bitcoin_imports (
  network text NOT NULL,
  address text NOT NULL,
  imported_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (network, address)
);
CREATE TABLE bitcoin_checkpoints (
  network text PRIMARY KEY,
  block_hash text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE bitcoin_change_addresses (
  network text NOT NULL,
  change_index integer NOT NULL CHECK (change_index >= 0),
  address text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (network, change_index),
  UNIQUE (network, address)
);
CREATE TABLE bitcoin_sends (
  network text NOT NULL,
  key text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('withdrawal', 'consolidate')),
  psbt text NOT NULL,
  inputs jsonb NOT NULL,
  change jsonb NOT NULL,
  txid text,
  raw text,
  failed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (network, key)
);
CREATE TABLE bitcoin_reserved (
  network text NOT NULL,
  txid text NOT NULL,
  vout integer NOT NULL,
  key text NOT NULL,
  PRIMARY KEY (network, txid, vout)
);
CREATE INDEX bitcoin_reserved_key_idx ON bitcoin_reserved (network, key);
`;
