/**
 * The proof of reserves beside each snapshot (modules/solvency/sign-reserves.ts,
 * docs/proof-of-solvency.md#reserve-signatures): per snapshot, currency and network,
 * the hot wallet's address and balance read then, the fixed-format message naming
 * them, and the signer's signature of it, or, when there is none (the simulated
 * chain, a family that cannot sign, a signer that failed), why. Exactly one of the
 * signature and the reason is set.
 */
export const sql = `
CREATE TABLE solvency_reserve_addresses (
  snapshot_id uuid NOT NULL REFERENCES solvency_snapshots(id) ON DELETE CASCADE,
  currency text NOT NULL,
  network text NOT NULL,
  address text,
  balance numeric(38, 18) NOT NULL,
  message text,
  signature text,
  unsigned_reason text,
  CHECK ((signature IS NULL) <> (unsigned_reason IS NULL)),
  CHECK (signature IS NULL OR message IS NOT NULL),
  PRIMARY KEY (snapshot_id, currency, network)
);
`;
