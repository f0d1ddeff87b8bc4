/**
 * The double-entry ledger. An account's balance is the sum of the transfers into it
 * minus the sum of the transfers out of it; per currency all balances sum to zero
 * (the `external` account goes negative as money enters the platform). Player
 * accounts can never go below zero: the CHECK backs up the conditional debit.
 * Transfers are never updated or deleted; a mistake is corrected by a new transfer.
 */
export const sql = `
CREATE TABLE accounts (
  id bigserial PRIMARY KEY,
  user_id uuid REFERENCES users(id),
  kind text NOT NULL,
  currency text NOT NULL,
  balance numeric(38, 18) NOT NULL DEFAULT 0,
  -- Platform accounts that every bet touches (the house) are split into shards, so
  -- concurrent bets do not all queue on one row; their balance is the sum.
  shard smallint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT accounts_user_balance_not_negative CHECK (user_id IS NULL OR balance >= 0),
  CONSTRAINT accounts_user_kind CHECK (user_id IS NULL OR kind IN ('main', 'vault'))
);
CREATE UNIQUE INDEX accounts_user_key ON accounts (user_id, kind, currency) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX accounts_system_key ON accounts (kind, currency, shard) WHERE user_id IS NULL;

CREATE TABLE transfers (
  id bigserial PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  code text NOT NULL,
  debit_account_id bigint NOT NULL REFERENCES accounts(id),
  credit_account_id bigint NOT NULL REFERENCES accounts(id),
  currency text NOT NULL,
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  reference text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (debit_account_id <> credit_account_id)
);
CREATE INDEX transfers_debit_idx ON transfers (debit_account_id, id);
CREATE INDEX transfers_credit_idx ON transfers (credit_account_id, id);
CREATE INDEX transfers_reference_idx ON transfers (reference);
`;
