/**
 * The EVM networks' own records (modules/wallet/chain/evm, docs/chains.md#ethereum-and-bnb-smart-chain).
 *
 * - `evm_checkpoints`: the last block read for deposits, with its hash, so a reorg under
 *   it is noticed and the blocks are read again.
 * - `evm_nonces`: the next nonce of each address we send from, taken under a row lock in
 *   the commit that stores the send, so two nodes never give out the same one.
 * - `evm_sends`: every transaction we send, stored under its key before it is signed and
 *   again, signed, before it is broadcast; a replacement with a higher fee adds its hash.
 *   A send given up before it was signed (`void`) leaves its nonce to the next send.
 */
export const sql = `
CREATE TABLE evm_checkpoints (
  network text PRIMARY KEY,
  block_number bigint NOT NULL,
  block_hash text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE evm_nonces (
  network text NOT NULL,
  address text NOT NULL,
  next_nonce bigint NOT NULL CHECK (next_nonce >= 0),
  PRIMARY KEY (network, address)
);
CREATE TABLE evm_sends (
  network text NOT NULL,
  key text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('withdrawal', 'sweep', 'gas')),
  from_address text NOT NULL,
  nonce bigint NOT NULL,
  payload jsonb NOT NULL,
  raw text,
  tx_hashes jsonb NOT NULL DEFAULT '[]',
  state text NOT NULL DEFAULT 'built' CHECK (state IN ('built', 'sent', 'void')),
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (network, key)
);
CREATE INDEX evm_sends_void_idx ON evm_sends (network, from_address, nonce) WHERE state = 'void';
`;
